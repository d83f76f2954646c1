import type { Language } from '@pura/core/quiz/labels';
import type { QuizKind } from '@pura/core/quiz/questions';
import { newAnalyticsSessionId, trackEvent } from '@/lib/analytics';

/** A run started on the intro the page showed before the run's code had loaded (quiz-page.tsx). */
export interface QuizStart {
  name: string;
  language: Language;
  /** The run's analytics id; null in the admin's preview, which reports nothing. */
  sessionId: string | null;
  /** Epoch ms of the Start click. */
  nowMs: number;
}

/** Opens a run's funnel: a fresh analytics session id and its quiz_started event (docs/product.md §7). */
export function trackQuizStart(quiz: QuizKind, language: Language, quizVersion: number): string {
  const sessionId = newAnalyticsSessionId();
  trackEvent({ name: 'quiz_started', quiz, quizVersion, sessionId, properties: { language } });
  return sessionId;
}
