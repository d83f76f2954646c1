import { describe, it, expect } from 'vitest';
import {
  bodyConcernSchema,
  findChosenAnswer,
  hairConcernSchema,
  quizQuestions,
  scalpConcernSchema,
  skinConcernSchema,
  skinTypeQuestion,
  skinTypeSchema,
  sunscreenPreferenceSchema,
} from './questions.ts';
import type { QuizQuestion } from './questions.ts';
import { languages } from './labels.ts';

const allQuestions: QuizQuestion[] = [...quizQuestions.skincare, ...quizQuestions.haircare];
const mappingsOf = (question: QuizQuestion | undefined) => question?.answers.map((answer) => answer.mapping);

describe('question sets (docs/product.md §9)', () => {
  it('has 5 skincare questions in the specified order', () => {
    expect(quizQuestions.skincare.map((question) => question.id)).toEqual([
      'skin-type',
      'primary-concern',
      'secondary-concern',
      'sunscreen',
      'body-skin',
    ]);
  });

  it('has 2 haircare questions', () => {
    expect(quizQuestions.haircare.map((question) => question.id)).toEqual(['scalp-concern', 'hair-concern']);
  });

  it('makes only the secondary concern optional', () => {
    expect(allQuestions.filter((question) => question.optional).map((question) => question.id)).toEqual(['secondary-concern']);
  });

  it('puts each question in its section', () => {
    expect(Object.fromEntries(allQuestions.map((question) => [question.id, question.section]))).toEqual({
      'skin-type': 'skincare',
      'primary-concern': 'skincare',
      'secondary-concern': 'skincare',
      sunscreen: 'skincare',
      'body-skin': 'bodycare',
      'scalp-concern': 'haircare',
      'hair-concern': 'haircare',
    });
  });

  it.each([
    ['skin-type', ['Oily', 'Dry', 'Combination', 'Normal', 'Sensitive']],
    ['primary-concern', ['Brightening', 'Anti-Wrinkle', 'Barrier Repair/Hydration', 'Detox/Exfoliating', 'Eye Concerns']],
    ['secondary-concern', ['Brightening', 'Anti-Wrinkle', 'Barrier Repair/Hydration', 'Detox/Exfoliating', 'Eye Concerns', 'None']],
    ['sunscreen', ['Mineral SPF 30', 'Hybrid SPF 50+']],
    ['body-skin', ['Gentle/Sensitive', 'Exfoliating', 'Urea Repair', 'Hydration']],
    ['scalp-concern', ['Anti-Hair Fall', 'Moisture', 'Clarifying/Balancing']],
    ['hair-concern', ['Repair', 'Moisture/Frizz', 'Shine', 'Strength']],
  ])('maps the answers of %s to exactly the docs/product.md categories', (id, mappings) => {
    expect(mappingsOf(allQuestions.find((question) => question.id === id))).toEqual(mappings);
  });

  it('keeps the zod enums in line with the docs/product.md lists', () => {
    expect(skinTypeSchema.options).toEqual(mappingsOf(quizQuestions.skincare[0]));
    expect(skinConcernSchema.options).toEqual(mappingsOf(quizQuestions.skincare[1]));
    expect(sunscreenPreferenceSchema.options).toEqual(mappingsOf(quizQuestions.skincare[3]));
    expect(bodyConcernSchema.options).toEqual(mappingsOf(quizQuestions.skincare[4]));
    expect(scalpConcernSchema.options).toEqual(mappingsOf(quizQuestions.haircare[0]));
    expect(hairConcernSchema.options).toEqual(mappingsOf(quizQuestions.haircare[1]));
  });

  it('uses unique question ids and unique answer ids within each question', () => {
    expect(new Set(allQuestions.map((question) => question.id)).size).toBe(allQuestions.length);
    for (const question of allQuestions) {
      const answerIds = question.answers.map((answer) => answer.id);
      expect(new Set(answerIds).size, question.id).toBe(answerIds.length);
      for (const answerId of answerIds) expect(answerId, question.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('fits every question into a one-character share code (fewer than 36 answers)', () => {
    for (const question of allQuestions) expect(question.answers.length).toBeLessThan(36);
  });
});

describe('translations', () => {
  it('writes every question and answer in every language, German differing from English', () => {
    for (const question of allQuestions) {
      for (const text of [question.text, ...question.answers.map((answer) => answer.text)]) {
        for (const language of languages) expect(text[language].trim(), `${question.id} ${language}`).not.toBe('');
        expect(text.de, question.id).not.toBe(text.en);
      }
    }
  });
});

describe('findChosenAnswer', () => {
  it('finds the stored answer', () => {
    expect(findChosenAnswer(skinTypeQuestion, { 'skin-type': 'dry' })?.mapping).toBe('Dry');
  });

  it('returns undefined for unanswered, unknown or inherited answers', () => {
    expect(findChosenAnswer(skinTypeQuestion, {})).toBeUndefined();
    expect(findChosenAnswer(skinTypeQuestion, { 'skin-type': 'leathery' })).toBeUndefined();
    expect(findChosenAnswer(skinTypeQuestion, Object.create({ 'skin-type': 'dry' }) as Record<string, string>)).toBeUndefined();
  });
});
