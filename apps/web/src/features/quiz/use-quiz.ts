import { startTransition, useEffect, useReducer, useRef, useState } from 'react';
import { useLocation, useSearchParams } from '@/lib/router/hooks';
import { quizCopy } from '@pura/core/quiz/copy';
import type { Language } from '@pura/core/quiz/labels';
import type { QuizDefinition } from '@pura/core/quiz/definition/schema';
import { type QuizKind, findChosenAnswer } from '@pura/core/quiz/questions';
import { decodeQuizShare, encodeQuizShare, sharedQuizVersion } from '@pura/core/quiz/share';
import {
  type QuizAction,
  type QuizState,
  canGoNext,
  canGoPrevious,
  createQuizState,
  currentQuestion,
  isLastQuestion,
  progressPercent,
  quizReducer,
  selectedAnswerId,
} from '@pura/core/quiz/state';
import { trackEvent } from '@/lib/analytics';
import { usePageOrigin } from '@/lib/page-origin';
import { LANGUAGE_PARAM, SHARE_PARAM, languageFromParam } from './quiz-format';
import { type QuizStart, trackQuizStart } from './quiz-start';

const reducer = (state: QuizState, action: QuizAction): QuizState => quizReducer(state, action);

/** The versions a run knows: the one new runs ask, and the one of the result link in the URL when that differs. */
export interface QuizVersions {
  definition: QuizDefinition;
  sharedDefinition: QuizDefinition | null;
  /** The admin's preview: no analytics, and the result link kept out of the page's URL. */
  preview: boolean;
}

/** What a share code shows, with the version it was made with; null when no known version decodes it. */
function decodeShared(quiz: QuizKind, code: string | null, { definition, sharedDefinition }: QuizVersions) {
  const version = sharedQuizVersion(quiz, code)?.version;
  const made = [definition, sharedDefinition].find((candidate) => candidate?.version === version);
  const shared = made ? decodeQuizShare(made, code) : null;
  return made && shared ? ({ type: 'showShared', ...shared, definition: made } as const) : null;
}

/**
 * The first question of a run started before this code loaded; otherwise a fresh quiz in the
 * URL's language, or the results of a share code when the URL carries a valid one.
 */
function initialState(quiz: QuizKind, code: string | null, language: Language, start: QuizStart | null, versions: QuizVersions): QuizState {
  if (start) {
    const named = reducer(createQuizState(quiz, start.language, versions.definition), { type: 'setName', name: start.name });
    return reducer(named, { type: 'start', nowMs: start.nowMs });
  }
  const fresh = createQuizState(quiz, language, versions.definition);
  const shared = decodeShared(quiz, code, versions);
  return shared ? reducer(fresh, shared) : fresh;
}

/** The share code of a state on its results screen; null on intro and questions. */
function shareCodeOf(state: QuizState): string | null {
  return state.phase === 'results' ? encodeQuizShare(state.definition, state.answers, state.language) : null;
}

/**
 * One quiz's state (core's reducer, docs/product.md §4 'Quiz'), its share link in the URL and its funnel
 * events. The URL's `r` parameter and the state follow each other: completing writes the code,
 * Take Quiz Again removes it, and a code arriving by navigation (a shared link, Back) is shown.
 */
export function useQuiz(quiz: QuizKind, start: QuizStart | null, versions: QuizVersions) {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  // A shared result is server-rendered: its link is relative until the browser knows its origin.
  const origin = usePageOrigin();
  // A preview keeps its result's code to itself, so the admin page's URL stays as it is.
  const [previewCode, setPreviewCode] = useState<string | null>(null);
  const { preview } = versions;
  const urlCode = preview ? previewCode : searchParams.get(SHARE_PARAM);
  const [state, dispatch] = useReducer(reducer, urlCode, (code) =>
    initialState(quiz, code, languageFromParam(searchParams.get(LANGUAGE_PARAM)), start, versions),
  );
  // The URL code of the previous render: a change means someone navigated (a shared link, Back).
  const [seenUrlCode, setSeenUrlCode] = useState(urlCode);
  // Random id of the current run, made on Start; null for results opened from a link.
  const [sessionId, setSessionId] = useState<string | null>(start?.sessionId ?? null);

  if (urlCode !== seenUrlCode) {
    setSeenUrlCode(urlCode);
    // Our own writes (completing, Take Quiz Again) already match the state; anything else is shown.
    if (urlCode !== shareCodeOf(state)) {
      const shared = decodeShared(quiz, urlCode, versions);
      if (shared) dispatch(shared);
      else if (state.phase === 'results') dispatch({ type: 'reset', definition: versions.definition });
      setSessionId(null);
    }
  }

  const writeShareCode = (code: string | null) => {
    if (preview) return setPreviewCode(code);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (code === null) next.delete(SHARE_PARAM);
        else next.set(SHARE_PARAM, code);
        return next;
      },
      { replace: true },
    );
  };

  useQuizAbandonment(state, sessionId);

  const question = currentQuestion(state);
  const actions = {
    setName: (name: string) => dispatch({ type: 'setName', name }),
    setLanguage: (language: Language) => dispatch({ type: 'setLanguage', language }),
    start() {
      setSessionId(preview ? null : trackQuizStart(quiz, state.language, state.definition.version));
      dispatch({ type: 'start', nowMs: Date.now() });
    },
    answer(answerId: string) {
      if (question) dispatch({ type: 'answer', questionId: question.id, answerId });
    },
    next() {
      const action = { type: 'next', nowMs: Date.now() } as const;
      // The reducer is pure, so running it here tells which side effects this click has.
      const after = reducer(state, action);
      if (after === state || !question) return;
      // The results screen (the routine, its products) renders as a transition: the press is
      // answered at the next frame, not after the whole routine is built (decision 012: interactions).
      if (after.phase === 'results') startTransition(() => dispatch(action));
      else dispatch(action);
      const chosen = findChosenAnswer(question, state.answers);
      if (sessionId && chosen) {
        trackEvent({
          name: 'quiz_question_answered',
          quiz,
          quizVersion: state.definition.version,
          sessionId,
          properties: { questionId: question.id, answerId: chosen.id, mapping: chosen.mapping },
        });
      }
      if (after.phase === 'results') {
        if (sessionId) {
          trackEvent({
            name: 'quiz_completed',
            quiz,
            quizVersion: after.definition.version,
            sessionId,
            properties: { seconds: after.durationSeconds ?? 0, language: after.language },
          });
        }
        writeShareCode(shareCodeOf(after));
      }
    },
    previous: () => dispatch({ type: 'previous' }),
    reset() {
      // A shared result of an earlier version: the quiz starts again with the one new runs ask.
      dispatch({ type: 'reset', definition: versions.definition });
      setSessionId(null);
      writeShareCode(null);
    },
  };

  const code = shareCodeOf(state);
  return {
    state,
    copy: quizCopy[state.language],
    question,
    selectedAnswerId: selectedAnswerId(state),
    canGoNext: canGoNext(state),
    canGoPrevious: canGoPrevious(state),
    isLastQuestion: isLastQuestion(state),
    progressPercent: progressPercent(state),
    sessionId,
    shareUrl: code && !preview ? `${origin}${location.pathname}?${SHARE_PARAM}=${code}` : null,
    actions,
  };
}

/**
 * quiz_abandoned: a started run left before its result, by leaving the route (unmount) or the
 * page (pagehide, sent as a beacon). Sent once per run; a page restored from the back-forward
 * cache continues the run and may report again if left again.
 */
function useQuizAbandonment(state: QuizState, sessionId: string | null) {
  const latest = useRef({ state, sessionId });
  const reported = useRef<string | null>(null);
  useEffect(() => {
    latest.current = { state, sessionId };
  });

  useEffect(() => {
    const report = (transport: 'fetch' | 'beacon') => {
      const { state: current, sessionId: id } = latest.current;
      const question = currentQuestion(current);
      if (!id || !question || current.phase !== 'questions' || reported.current === id) return;
      reported.current = id;
      const elapsedMs = current.startedAtMs === null ? 0 : Date.now() - current.startedAtMs;
      trackEvent(
        {
          name: 'quiz_abandoned',
          quiz: current.quiz,
          quizVersion: current.definition.version,
          sessionId: id,
          properties: {
            questionId: question.id,
            questionIndex: current.currentQuestionIndex,
            answeredCount: Object.keys(current.answers).length,
            seconds: Math.max(0, Math.round(elapsedMs / 1000)),
          },
        },
        transport,
      );
    };
    const onPageHide = () => report('beacon');
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) reported.current = null;
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      report('fetch');
    };
  }, []);
}
