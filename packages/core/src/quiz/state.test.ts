import { describe, it, expect } from 'vitest';
import { recommend } from './recommend.ts';
import {
  canGoNext,
  canGoPrevious,
  createQuizState,
  currentQuestion,
  isLastQuestion,
  progressPercent,
  quizReducer,
  selectedAnswerId,
} from './state.ts';
import type { QuizAction, QuizState } from './state.ts';
import type { QuizKind } from './questions.ts';
import { defaultDefinitions } from './definition/defaults.ts';
import type { HaircareDefinition } from './definition/schema.ts';

const T0 = 1_700_000_000_000;

const run = <K extends QuizKind>(state: QuizState<K>, ...actions: QuizAction[]): QuizState<K> => actions.reduce(quizReducer<K>, state);

const started = <K extends QuizKind>(quiz: K) => run(createQuizState(quiz), { type: 'start', nowMs: T0 });

describe('createQuizState', () => {
  it('starts on the intro with nothing answered', () => {
    expect(createQuizState('skincare')).toEqual({
      quiz: 'skincare',
      definition: defaultDefinitions.skincare,
      phase: 'intro',
      currentQuestionIndex: 0,
      answers: {},
      completed: false,
      recommendations: null,
      language: 'en',
      customerName: '',
      totalQuestions: 5,
      startedAtMs: null,
      durationSeconds: null,
    });
    expect(createQuizState('haircare', 'de')).toMatchObject({ totalQuestions: 2, language: 'de' });
  });

  it('shows no question, and neither button works, before Start', () => {
    const intro = createQuizState('skincare');
    expect(currentQuestion(intro)).toBeUndefined();
    expect(canGoNext(intro)).toBe(false);
    expect(canGoPrevious(intro)).toBe(false);
    expect(quizReducer(intro, { type: 'next', nowMs: T0 })).toBe(intro);
    expect(quizReducer(intro, { type: 'answer', questionId: 'skin-type', answerId: 'dry' })).toBe(intro);
  });
});

describe('quizReducer', () => {
  it('records the name on the intro and the start time on Start', () => {
    const state = run(createQuizState('skincare'), { type: 'setName', name: 'Mia' }, { type: 'start', nowMs: T0 });
    expect(state).toMatchObject({ phase: 'questions', currentQuestionIndex: 0, customerName: 'Mia', startedAtMs: T0 });
    expect(currentQuestion(state)?.id).toBe('skin-type');
  });

  it('ignores a second Start once the questions are running', () => {
    const state = run(started('skincare'), { type: 'answer', questionId: 'skin-type', answerId: 'dry' });
    expect(quizReducer(state, { type: 'start', nowMs: T0 + 5000 })).toBe(state);
  });

  it('stores an answer under the question id and lets a later click replace it', () => {
    const state = run(
      started('skincare'),
      { type: 'answer', questionId: 'skin-type', answerId: 'dry' },
      { type: 'answer', questionId: 'skin-type', answerId: 'oily' },
    );
    expect(state.answers).toEqual({ 'skin-type': 'oily' });
    expect(selectedAnswerId(state)).toBe('oily');
  });

  it('rejects answers for another question or with an unknown id', () => {
    const state = started('skincare');
    expect(quizReducer(state, { type: 'answer', questionId: 'sunscreen', answerId: 'mineral-spf30' })).toBe(state);
    expect(quizReducer(state, { type: 'answer', questionId: 'skin-type', answerId: 'leathery' })).toBe(state);
    expect(quizReducer(state, { type: 'answer', questionId: '__proto__', answerId: 'dry' })).toBe(state);
  });

  it('keeps Next disabled until a required question is answered', () => {
    const state = started('skincare');
    expect(canGoNext(state)).toBe(false);
    expect(quizReducer(state, { type: 'next', nowMs: T0 })).toBe(state);
    const answered = quizReducer(state, { type: 'answer', questionId: 'skin-type', answerId: 'dry' });
    expect(canGoNext(answered)).toBe(true);
    expect(quizReducer(answered, { type: 'next', nowMs: T0 }).currentQuestionIndex).toBe(1);
  });

  it('lets the optional secondary concern be skipped', () => {
    const atSecondary = run(
      started('skincare'),
      { type: 'answer', questionId: 'skin-type', answerId: 'dry' },
      { type: 'next', nowMs: T0 },
      { type: 'answer', questionId: 'primary-concern', answerId: 'anti-wrinkle' },
      { type: 'next', nowMs: T0 },
    );
    expect(currentQuestion(atSecondary)?.id).toBe('secondary-concern');
    expect(canGoNext(atSecondary)).toBe(true);
    const skipped = quizReducer(atSecondary, { type: 'next', nowMs: T0 });
    expect(currentQuestion(skipped)?.id).toBe('sunscreen');
    expect(skipped.answers).not.toHaveProperty('secondary-concern');
  });

  it('goes back with Previous, keeping answers, and not past the first question', () => {
    const second = run(started('skincare'), { type: 'answer', questionId: 'skin-type', answerId: 'dry' }, { type: 'next', nowMs: T0 });
    expect(canGoPrevious(second)).toBe(true);
    const first = quizReducer(second, { type: 'previous' });
    expect(first.currentQuestionIndex).toBe(0);
    expect(selectedAnswerId(first)).toBe('dry');
    expect(canGoPrevious(first)).toBe(false);
    expect(quizReducer(first, { type: 'previous' })).toBe(first);
  });

  it('reports progress as (index + 1) / total × 100', () => {
    let state = started('skincare');
    const seen: number[] = [];
    const answers = ['dry', 'brightening', 'none', 'hybrid-spf50', 'gentle'];
    for (const answerId of answers) {
      seen.push(progressPercent(state));
      state = run(state, { type: 'answer', questionId: currentQuestion(state)?.id ?? '', answerId }, { type: 'next', nowMs: T0 });
    }
    expect(seen).toEqual([20, 40, 60, 80, 100]);
    const hair = started('haircare');
    expect(progressPercent(hair)).toBe(50);
  });

  it('completes on Next of the last question: elapsed seconds and the routine', () => {
    const last = run(
      started('haircare'),
      { type: 'answer', questionId: 'scalp-concern', answerId: 'anti-hair-fall' },
      { type: 'next', nowMs: T0 + 10_000 },
      { type: 'answer', questionId: 'hair-concern', answerId: 'repair' },
    );
    expect(isLastQuestion(last)).toBe(true);
    const done = quizReducer(last, { type: 'next', nowMs: T0 + 63_400 });
    expect(done).toMatchObject({ phase: 'results', completed: true, durationSeconds: 63 });
    expect(done.recommendations).toEqual(recommend('haircare', { 'scalp-concern': 'anti-hair-fall', 'hair-concern': 'repair' }));
    expect(quizReducer(done, { type: 'next', nowMs: T0 + 70_000 })).toBe(done);
    expect(quizReducer(done, { type: 'previous' })).toBe(done);
  });

  it('never reports a negative duration when the clock moved backwards', () => {
    const last = run(
      started('haircare'),
      { type: 'answer', questionId: 'scalp-concern', answerId: 'moisture' },
      { type: 'next', nowMs: T0 },
      { type: 'answer', questionId: 'hair-concern', answerId: 'shine' },
    );
    expect(quizReducer(last, { type: 'next', nowMs: T0 - 5000 }).durationSeconds).toBe(0);
  });

  it('resets index, answers, completion, recommendations, name and start time, keeping the language', () => {
    const done = run(
      createQuizState('haircare', 'de'),
      { type: 'setName', name: 'Lena' },
      { type: 'start', nowMs: T0 },
      { type: 'answer', questionId: 'scalp-concern', answerId: 'moisture' },
      { type: 'next', nowMs: T0 },
      { type: 'answer', questionId: 'hair-concern', answerId: 'shine' },
      { type: 'next', nowMs: T0 + 1000 },
    );
    expect(done.completed).toBe(true);
    expect(quizReducer(done, { type: 'reset' })).toEqual(createQuizState('haircare', 'de'));
  });

  it('resets when the language changes, and does nothing when it stays', () => {
    const midway = run(
      createQuizState('skincare'),
      { type: 'setName', name: 'Mia' },
      { type: 'start', nowMs: T0 },
      { type: 'answer', questionId: 'skin-type', answerId: 'dry' },
      { type: 'next', nowMs: T0 },
    );
    expect(quizReducer(midway, { type: 'setLanguage', language: 'en' })).toBe(midway);
    expect(quizReducer(midway, { type: 'setLanguage', language: 'de' })).toEqual(createQuizState('skincare', 'de'));
  });

  it('only takes a name on the intro', () => {
    const state = started('skincare');
    expect(quizReducer(state, { type: 'setName', name: 'Late' })).toBe(state);
  });

  it('opens a shared result straight on the results, keeping only valid answers', () => {
    const shared = quizReducer(createQuizState('skincare'), {
      type: 'showShared',
      language: 'de',
      answers: { 'skin-type': 'oily', 'primary-concern': 'detox', sunscreen: 'nonsense', 'scalp-concern': 'moisture' },
    });
    expect(shared).toMatchObject({
      phase: 'results',
      completed: true,
      language: 'de',
      answers: { 'skin-type': 'oily', 'primary-concern': 'detox' },
      startedAtMs: null,
      durationSeconds: null,
    });
    expect(shared.recommendations).toEqual(recommend('skincare', { 'skin-type': 'oily', 'primary-concern': 'detox' }));
  });

  it('returns the state for an action it does not know', () => {
    const state = started('skincare');
    expect(quizReducer(state, { type: 'explode' } as unknown as QuizAction)).toBe(state);
  });
});

/**
 * Version 2 of haircare, as an owner might publish it: the scalp question reworded, an answer
 * added to it that brings its own shampoo, and the lengths question made optional.
 */
const [scalpQuestion, hairQuestion] = defaultDefinitions.haircare.questions;
if (!scalpQuestion || !hairQuestion) throw new Error('the default haircare quiz has two questions');
const shampooSlot = defaultDefinitions.haircare.sections[0]?.slots[0];
if (shampooSlot?.id !== 'shampoo') throw new Error('the default haircare quiz starts with its shampoo');
const haircareV2: HaircareDefinition = {
  ...defaultDefinitions.haircare,
  version: 2,
  questions: [
    {
      ...scalpQuestion,
      text: { en: 'How does your scalp feel by evening?', de: 'Wie fühlt sich deine Kopfhaut abends an?' },
      answers: [...scalpQuestion.answers, { id: 'itchy', text: { en: 'Itchy', de: 'Juckend' }, mapping: 'Moisture' }],
    },
    { ...hairQuestion, optional: true },
  ],
  sections: defaultDefinitions.haircare.sections.map((section) => ({
    ...section,
    slots: section.slots.map((slot) =>
      slot === shampooSlot
        ? {
            ...slot,
            rules: [
              {
                when: [{ op: 'equals' as const, question: 'scalp-concern', answer: 'itchy' }],
                product: 'calming-oat-shampoo',
                reason: { en: 'Oat calms an itchy scalp.', de: 'Hafer beruhigt juckende Kopfhaut.' },
              },
              ...slot.rules,
            ],
          }
        : slot,
    ),
  })),
};

describe('a quiz run on a published definition', () => {
  const startedV2 = () => run(createQuizState('haircare', 'en', haircareV2), { type: 'start', nowMs: T0 });

  it('asks the questions of the definition, with its texts and answers', () => {
    const state = startedV2();
    expect(state.totalQuestions).toBe(2);
    expect(currentQuestion(state)?.text.en).toBe('How does your scalp feel by evening?');
    expect(currentQuestion(state)?.answers.map((answer) => answer.id)).toEqual(['anti-hair-fall', 'moisture', 'clarifying', 'itchy']);
  });

  it('takes an added answer, lets a now optional question be skipped, and recommends by its rules', () => {
    const done = run(
      startedV2(),
      { type: 'answer', questionId: 'scalp-concern', answerId: 'itchy' },
      { type: 'next', nowMs: T0 },
      { type: 'next', nowMs: T0 + 4000 },
    );
    expect(done.phase).toBe('results');
    expect(done.answers).toEqual({ 'scalp-concern': 'itchy' });
    expect(done.recommendations?.haircare[0]).toEqual({
      slot: 'shampoo',
      productId: 'calming-oat-shampoo',
      reason: { en: 'Oat calms an itchy scalp.', de: 'Hafer beruhigt juckende Kopfhaut.' },
    });
    expect(done.recommendations).toEqual(recommend('haircare', { 'scalp-concern': 'itchy' }, haircareV2));
  });

  it('keeps its definition through a language change and Take Quiz Again', () => {
    const state = startedV2();
    expect(quizReducer(state, { type: 'setLanguage', language: 'de' }).definition).toBe(haircareV2);
    expect(quizReducer(state, { type: 'reset' }).definition).toBe(haircareV2);
  });

  it('shows a shared result of another version by that version, and starts the live one again on reset', () => {
    const shared = quizReducer(createQuizState('haircare', 'en', haircareV2), {
      type: 'showShared',
      language: 'en',
      definition: defaultDefinitions.haircare,
      answers: { 'scalp-concern': 'itchy', 'hair-concern': 'shine' },
    });
    expect(shared.definition).toBe(defaultDefinitions.haircare);
    expect(shared.answers).toEqual({ 'hair-concern': 'shine' });
    expect(shared.recommendations).toEqual(recommend('haircare', { 'hair-concern': 'shine' }));
    expect(quizReducer(shared, { type: 'reset', definition: haircareV2 })).toEqual(createQuizState('haircare', 'en', haircareV2));
  });

  it('refuses a definition of the other quiz', () => {
    expect(() => createQuizState('skincare', 'en', haircareV2)).toThrow(/haircare definition/);
  });
});
