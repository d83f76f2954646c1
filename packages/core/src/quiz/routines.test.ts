import { describe, expect, it } from 'vitest';
import { routineProducts } from '../catalogue/routine-products.ts';
import { type QuizAnswers, quizQuestions } from './questions.ts';
import { distinctProductIds, recommend } from './recommend.ts';
import { allRoutines } from './routines.ts';

const key = (ids: Iterable<string>) => [...ids].sort().join(' ');

describe('allRoutines', () => {
  const known = new Set(allRoutines().map(key));

  it('holds each routine once, every one made of catalogue routine products', () => {
    expect(known.size).toBe(allRoutines().length);
    const catalogue = new Set<string>(routineProducts.map((product) => product.id));
    for (const routine of allRoutines()) {
      expect(routine.size).toBeGreaterThan(0);
      for (const id of routine) expect(catalogue.has(id), id).toBe(true);
    }
  });

  it.each(['skincare', 'haircare'] as const)('holds what the %s engine recommends for any answers, unanswered ones too', (quiz) => {
    const questions = quizQuestions[quiz];
    let seed = 7;
    const next = () => ((seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647);
    for (let run = 0; run < 300; run += 1) {
      const answers: Record<string, string> = {};
      for (const question of questions) {
        const pick = Math.floor(next() * (question.answers.length + 1));
        const answer = question.answers[pick];
        if (answer) answers[question.id] = answer.id;
      }
      expect(known.has(key(distinctProductIds(recommend(quiz, answers as QuizAnswers)))), JSON.stringify(answers)).toBe(true);
    }
  });

  it('is worked out once and kept', () => {
    expect(allRoutines()).toBe(allRoutines());
  });
});
