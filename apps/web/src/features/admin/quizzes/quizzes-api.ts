import type { CoverageProblem } from '@pura/core/quiz/definition/coverage';
import type { QuizDefinition } from '@pura/core/quiz/definition/schema';
import { apiRequest } from '@/lib/api';

/** The studio's calls to /api/admin/quizzes (docs/quizzes.md 'The studio'); failures arrive as ApiError. */

export type QuizId = QuizDefinition['quiz'];
export const QUIZ_IDS: readonly QuizId[] = ['skincare', 'haircare'];
export const QUIZ_TITLES: Record<QuizId, string> = { skincare: 'Skincare quiz', haircare: 'Haircare quiz' };

export interface QuizVersionSummary {
  version: number;
  status: 'draft' | 'live' | 'retired';
  publishedAt: string | null;
}

export interface QuizOverview {
  quiz: QuizId;
  live: { version: number; publishedAt: string | null; publishedBy: string | null };
  draft: { version: number; updatedAt: string } | null;
  versions: QuizVersionSummary[];
}

/** A quiz's draft; `saved: false` is a copy of the live version not stored yet. */
export interface QuizDraft {
  version: number;
  definition: QuizDefinition;
  updatedAt: string | null;
  saved: boolean;
}

export interface PublishedVersion {
  version: number;
  publishedAt: string;
  warnings: CoverageProblem[];
}

export const quizKeys = {
  all: ['admin', 'quizzes'] as const,
  draft: (quiz: QuizId) => ['admin', 'quizzes', quiz, 'draft'] as const,
};

export function fetchQuizzes(): Promise<{ quizzes: QuizOverview[] }> {
  return apiRequest('/admin/quizzes');
}

export function fetchDraft(quiz: QuizId): Promise<QuizDraft> {
  return apiRequest(`/admin/quizzes/${quiz}/draft`);
}

export function saveDraft(quiz: QuizId, definition: QuizDefinition): Promise<QuizDraft> {
  return apiRequest(`/admin/quizzes/${quiz}/draft`, { method: 'PUT', body: { definition } });
}

export function discardDraft(quiz: QuizId): Promise<void> {
  return apiRequest(`/admin/quizzes/${quiz}/draft`, { method: 'DELETE' });
}

export function publishDraft(quiz: QuizId): Promise<PublishedVersion> {
  return apiRequest(`/admin/quizzes/${quiz}/publish`, { method: 'POST', body: {} });
}
