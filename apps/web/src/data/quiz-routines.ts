import { useQuery } from '@tanstack/react-query';
import type { QuizKind } from '@pura/core/quiz/questions';
import type { RoutineList } from '@pura/core/pricing/routine-discount';
import { apiRequest } from '@/lib/api';

/** GET /api/quiz-routines: every whole routine the live quiz versions can recommend. */
export interface QuizRoutines {
  versions: Record<QuizKind, number>;
  routines: string[][];
}

export const QUIZ_ROUTINES_KEY = ['quiz-routines'] as const;

/**
 * The routines that earn the 15 % routine discount, as the server decides it from the published
 * quizzes; asked for only when `needed` (a cart line came from a quiz result). Until they arrive,
 * or when they cannot be read, none: a total shown leaves the discount out, never puts it in wrongly.
 */
export function useQuizRoutines(needed: boolean): RoutineList {
  const query = useQuery({
    queryKey: QUIZ_ROUTINES_KEY,
    queryFn: ({ signal }) => apiRequest<QuizRoutines>('/quiz-routines', { signal }),
    enabled: needed,
  });
  return query.data?.routines ?? NO_ROUTINES;
}

const NO_ROUTINES: RoutineList = [];
