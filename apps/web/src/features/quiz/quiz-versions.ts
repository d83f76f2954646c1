import { useQuery } from '@tanstack/react-query';
import type { QuizDefinition } from '@pura/core/quiz/definition/schema';
import type { QuizKind } from '@pura/core/quiz/questions';
import { ApiError, apiRequest } from '@/lib/api';

/** A published version of a quiz, as GET /api/quizzes/:quiz and …/versions/:version answer. */
export interface QuizVersion {
  quiz: QuizKind;
  version: number;
  definition: QuizDefinition;
}

export const quizVersionKeys = {
  /** The live version; a server-rendered quiz page carries it in its query cache (entry-server.tsx). */
  live: (quiz: QuizKind) => ['quizzes', quiz, 'live'] as const,
  version: (quiz: QuizKind, version: number) => ['quizzes', quiz, 'versions', version] as const,
};

/**
 * The live version of `quiz`. Read once per page load: the questions and the routine come from it
 * with no request while answering, and a run keeps the version it started with.
 */
export function useLiveQuiz(quiz: QuizKind, { enabled = true } = {}) {
  return useQuery({
    queryKey: quizVersionKeys.live(quiz),
    queryFn: ({ signal }) => apiRequest<QuizVersion>(`/quizzes/${quiz}`, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}

/** The version's definition is gone for good (a draft, or a number never published): no retry helps. */
export const isVersionNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * An earlier (or later) published version of `quiz`, for a result link made with it; `null` asks
 * for nothing. A published version never changes, so it is never read twice.
 */
export function useQuizVersion(quiz: QuizKind, version: number | null) {
  return useQuery({
    queryKey: quizVersionKeys.version(quiz, version ?? 0),
    queryFn: ({ signal }) => apiRequest<QuizVersion>(`/quizzes/${quiz}/versions/${version ?? 0}`, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: (failures, error) => !isVersionNotFound(error) && failures < 1,
    enabled: version !== null,
  });
}
