import { defaultDefinitions } from '@pura/core/quiz/definition/defaults';
import { enumerateRoutines } from '@pura/core/quiz/routines';
import { vi } from 'vitest';
import type { QuizRoutines } from '@/data/quiz-routines';

/** GET /api/quiz-routines as the server answers it while docs/product.md's quizzes (version 1) are live. */
export const defaultQuizRoutines = (): QuizRoutines => ({
  versions: { skincare: 1, haircare: 1 },
  routines: enumerateRoutines(Object.values(defaultDefinitions)),
});

/** Stands in for the server's GET /api/quiz-routines through `fetch`, for pages that price a cart. */
export function serveQuizRoutines(): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (new URL(url, 'http://shop.test').pathname !== '/api/quiz-routines') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(defaultQuizRoutines()), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
}
