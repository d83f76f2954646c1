import { describe, expect, it } from 'vitest';
import { analyticsEventSchema } from './analytics-events.ts';

const run = { quiz: 'skincare', sessionId: 'c0ffee00-1234-4abc-9def-0123456789ab' } as const;

describe('analyticsEventSchema (docs/product.md §7 Analytics events)', () => {
  it.each([
    { name: 'quiz_started', ...run, properties: { language: 'de' } },
    {
      name: 'quiz_question_answered',
      ...run,
      properties: { questionId: 'skin-type', answerId: 'oily', mapping: 'Oily' },
    },
    { name: 'quiz_completed', ...run, properties: { seconds: 74, language: 'en' } },
    { name: 'add_to_cart', ...run, properties: { productId: 'peptide-cream', name: 'Peptide Cream', price: 32.99 } },
    { name: 'add_to_cart', properties: { productId: 'peptide-cream', name: 'Peptide Cream', price: 32.99 } },
    { name: 'add_to_cart', ...run, properties: { count: 10, total: 221.66 } },
    {
      name: 'quiz_abandoned',
      quiz: 'haircare',
      sessionId: run.sessionId,
      properties: { questionId: 'hair-concern', questionIndex: 1, answeredCount: 1, seconds: 12 },
    },
    { name: 'quiz_started', ...run, quizVersion: 3, properties: { language: 'en' } },
    // A later version's questions are the owner's: the server checks them against that version.
    { name: 'quiz_question_answered', ...run, quizVersion: 2, properties: { questionId: 'skin-feel', answerId: 'tight', mapping: 'Dry' } },
    { name: 'add_to_cart', ...run, quizVersion: 2, properties: { count: 3, total: 60 } },
  ])('accepts $name', (event) => {
    expect(analyticsEventSchema.safeParse(event).success).toBe(true);
  });

  it.each([
    ['an unknown event name', { name: 'page_view', ...run, properties: {} }],
    ['a quiz event without its run', { name: 'quiz_started', properties: { language: 'en' } }],
    ['a language outside en/de', { name: 'quiz_started', ...run, properties: { language: 'fr' } }],
    ['extra properties', { name: 'quiz_started', ...run, properties: { language: 'en', email: 'a@b.c' } }],
    ['extra top-level fields', { name: 'quiz_started', ...run, userId: 'u1', properties: { language: 'en' } }],
    ['a short session id', { name: 'quiz_started', quiz: 'skincare', sessionId: 'abc', properties: { language: 'en' } }],
    [
      'a question of the other quiz',
      { name: 'quiz_question_answered', ...run, properties: { questionId: 'scalp-concern', answerId: 'moisture', mapping: 'Moisture' } },
    ],
    [
      'a mapping that is not the answer’s',
      { name: 'quiz_question_answered', ...run, properties: { questionId: 'skin-type', answerId: 'oily', mapping: 'Dry' } },
    ],
    ['negative seconds', { name: 'quiz_completed', ...run, properties: { seconds: -1, language: 'en' } }],
    ['a day-long quiz', { name: 'quiz_completed', ...run, properties: { seconds: 90_000, language: 'en' } }],
    ['a huge product name', { name: 'add_to_cart', properties: { productId: 'x1', name: 'x'.repeat(129), price: 1 } }],
    ['a routine of 0 products', { name: 'add_to_cart', properties: { count: 0, total: 0 } }],
    ['a mix of both add_to_cart shapes', { name: 'add_to_cart', properties: { count: 2, total: 10, name: 'A', price: 5 } }],
    [
      'an abandoned question of the other quiz',
      { name: 'quiz_abandoned', ...run, properties: { questionId: 'hair-concern', questionIndex: 0, answeredCount: 0, seconds: 3 } },
    ],
    [
      'a version 1 question that does not exist',
      {
        name: 'quiz_question_answered',
        ...run,
        quizVersion: 1,
        properties: { questionId: 'skin-feel', answerId: 'tight', mapping: 'Dry' },
      },
    ],
    ['a version that is not a whole number', { name: 'quiz_started', ...run, quizVersion: 1.5, properties: { language: 'en' } }],
    ['version 0', { name: 'quiz_started', ...run, quizVersion: 0, properties: { language: 'en' } }],
  ])('rejects %s', (_label, event) => {
    expect(analyticsEventSchema.safeParse(event).success).toBe(false);
  });
});
