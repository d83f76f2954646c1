/**
 * The quiz state machine of docs/product.md §4 'Quiz' as a pure reducer: intro → questions → results.
 * Time comes in with the actions that need it, so the reducer stays deterministic and testable.
 * Actions that make no sense in the current phase return the state unchanged (same object), so a
 * double click or a stale event cannot corrupt the quiz. The questions, their answers and the
 * recommendations come from the state's quiz definition (docs/quizzes.md): the published version,
 * or docs/product.md's default when none is given.
 */
import { defaultDefinitions } from './definition/defaults.ts';
import type { QuestionDefinition, QuizDefinition } from './definition/schema.ts';
import { findChosenAnswer } from './questions.ts';
import type { Language } from './labels.ts';
import type { QuizAnswers, QuizKind } from './questions.ts';
import { recommend } from './recommend.ts';
import type { QuizResultFor } from './recommend.ts';

/** Which screen the quiz shows. */
export type QuizPhase = 'intro' | 'questions' | 'results';

/** Quiz state (docs/product.md §3 Quiz state), typed by quiz so `recommendations` has the right shape. */
export interface QuizState<K extends QuizKind = QuizKind> {
  readonly quiz: K;
  /** The version of the quiz this run asks and answers with (for a shared result, the link's version). */
  readonly definition: QuizDefinition;
  readonly phase: QuizPhase;
  /** 0-based index into the quiz's questions. */
  readonly currentQuestionIndex: number;
  readonly answers: QuizAnswers;
  readonly completed: boolean;
  readonly recommendations: QuizResultFor<K> | null;
  readonly language: Language;
  readonly customerName: string;
  readonly totalQuestions: number;
  /** Epoch ms of Start; `null` before it and for results opened from a shared link. */
  readonly startedAtMs: number | null;
  /** Whole seconds from Start to completion, for the quiz_completed event. */
  readonly durationSeconds: number | null;
}

/** Everything that can happen to a quiz. */
export type QuizAction =
  | { readonly type: 'setName'; readonly name: string }
  | { readonly type: 'setLanguage'; readonly language: Language }
  | { readonly type: 'start'; readonly nowMs: number }
  | { readonly type: 'answer'; readonly questionId: string; readonly answerId: string }
  | { readonly type: 'next'; readonly nowMs: number }
  | { readonly type: 'previous' }
  /** Back to the intro; with `definition`, of that version (the live one after a shared result of an earlier one). */
  | { readonly type: 'reset'; readonly definition?: QuizDefinition }
  /**
   * Shows the result of answers decoded from a share link, without retaking the quiz; `definition`
   * is the version the link was made with when it is not the state's.
   */
  | { readonly type: 'showShared'; readonly answers: QuizAnswers; readonly language: Language; readonly definition?: QuizDefinition };

/** A fresh quiz on its intro screen, asking `definition`'s questions (docs/product.md's quiz by default). */
export function createQuizState<K extends QuizKind>(
  quiz: K,
  language: Language = 'en',
  definition: QuizDefinition = defaultDefinitions[quiz],
): QuizState<K> {
  if (definition.quiz !== quiz) throw new Error(`a ${definition.quiz} definition cannot run the ${quiz} quiz`);
  return {
    quiz,
    definition,
    phase: 'intro',
    currentQuestionIndex: 0,
    answers: {},
    completed: false,
    recommendations: null,
    language,
    customerName: '',
    totalQuestions: definition.questions.length,
    startedAtMs: null,
    durationSeconds: null,
  };
}

/** The question on screen, or `undefined` outside the questions phase. */
export function currentQuestion(state: QuizState): QuestionDefinition | undefined {
  return state.phase === 'questions' ? state.definition.questions[state.currentQuestionIndex] : undefined;
}

/** The answer id chosen for the question on screen, if any (drives the checked radio). */
export function selectedAnswerId(state: QuizState): string | undefined {
  const question = currentQuestion(state);
  return question ? findChosenAnswer(question, state.answers)?.id : undefined;
}

/** Whether the question on screen is the last, i.e. Next reads 'Get My Routine' and completes. */
export function isLastQuestion(state: QuizState): boolean {
  return state.phase === 'questions' && state.currentQuestionIndex === state.totalQuestions - 1;
}

/** Next is enabled once the question is answered, or straight away when it is optional (docs/product.md §5). */
export function canGoNext(state: QuizState): boolean {
  const question = currentQuestion(state);
  if (!question) return false;
  return question.optional || findChosenAnswer(question, state.answers) !== undefined;
}

/** Previous is disabled on the first question (docs/product.md §2). */
export function canGoPrevious(state: QuizState): boolean {
  return state.phase === 'questions' && state.currentQuestionIndex > 0;
}

/** Progress bar value: (index + 1) / total × 100 (docs/product.md §4). */
export function progressPercent(state: QuizState): number {
  return ((state.currentQuestionIndex + 1) / state.totalQuestions) * 100;
}

/** Keeps only answers that belong to this definition and name one of the question's answers. */
function validAnswers(definition: QuizDefinition, answers: QuizAnswers): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const question of definition.questions) {
    const answer = findChosenAnswer(question, answers);
    if (answer) kept[question.id] = answer.id;
  }
  return kept;
}

/** Applies one action; see QuizAction. Unknown or out-of-phase actions return `state` itself. */
export function quizReducer<K extends QuizKind>(state: QuizState<K>, action: QuizAction): QuizState<K> {
  switch (action.type) {
    case 'setName':
      return state.phase === 'intro' ? { ...state, customerName: action.name } : state;

    case 'setLanguage':
      // docs/product.md §4: changing language also resets the quiz (name included).
      return action.language === state.language ? state : createQuizState(state.quiz, action.language, state.definition);

    case 'start':
      if (state.phase !== 'intro') return state;
      return { ...state, phase: 'questions', currentQuestionIndex: 0, answers: {}, startedAtMs: action.nowMs };

    case 'answer': {
      const question = currentQuestion(state);
      if (!question || question.id !== action.questionId) return state;
      if (!question.answers.some((answer) => answer.id === action.answerId)) return state;
      return { ...state, answers: { ...state.answers, [question.id]: action.answerId } };
    }

    case 'next': {
      if (!canGoNext(state)) return state;
      if (!isLastQuestion(state)) return { ...state, currentQuestionIndex: state.currentQuestionIndex + 1 };
      const elapsedMs = state.startedAtMs === null ? 0 : action.nowMs - state.startedAtMs;
      return {
        ...state,
        phase: 'results',
        completed: true,
        recommendations: recommend(state.quiz, state.answers, state.definition),
        // A clock that moved backwards must not report negative time.
        durationSeconds: Math.max(0, Math.round(elapsedMs / 1000)),
      };
    }

    case 'previous':
      return canGoPrevious(state) ? { ...state, currentQuestionIndex: state.currentQuestionIndex - 1 } : state;

    case 'reset':
      // docs/product.md §4: clears index, answers, completion, recommendations, name and start time.
      return createQuizState(state.quiz, state.language, action.definition ?? state.definition);

    case 'showShared': {
      const definition = action.definition ?? state.definition;
      const answers = validAnswers(definition, action.answers);
      const shown = createQuizState(state.quiz, action.language, definition);
      return {
        ...shown,
        phase: 'results',
        currentQuestionIndex: shown.totalQuestions - 1,
        answers,
        completed: true,
        recommendations: recommend(state.quiz, answers, definition),
      };
    }

    default:
      return state;
  }
}
