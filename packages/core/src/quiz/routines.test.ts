import { describe, expect, it } from 'vitest';
import { routineProducts } from '../catalogue/routine-products.ts';
import { defaultDefinitions } from './definition/defaults.ts';
import { withoutProduct } from './definition/drafts.ts';
import { type QuizAnswers, quizQuestions } from './questions.ts';
import { distinctProductIds, recommend } from './recommend.ts';
import { enumerateRoutines } from './routines.ts';

const key = (ids: Iterable<string>) => [...ids].sort().join(' ');
const known = new Set(enumerateRoutines().map(key));

describe('enumerateRoutines', () => {
  it('holds each routine once, every one made of catalogue routine products', () => {
    expect(known.size).toBe(enumerateRoutines().length);
    const catalogue = new Set<string>(routineProducts.map((product) => product.id));
    for (const routine of enumerateRoutines()) {
      expect(routine.length).toBeGreaterThan(0);
      for (const id of routine) expect(catalogue.has(id), id).toBe(true);
    }
  });

  it.each(['skincare', 'haircare'] as const)('holds what the %s engine recommends for any answers, unanswered ones too', (quiz) => {
    const questions = quizQuestions[quiz];
    let seed = 7;
    const next = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    for (let run = 0; run < 300; run += 1) {
      const answers: Record<string, string> = {};
      for (const question of questions) {
        const answer = question.answers[Math.floor(next() * (question.answers.length + 1))];
        if (answer) answers[question.id] = answer.id;
      }
      expect(known.has(key(distinctProductIds(recommend(quiz, answers as QuizAnswers)))), JSON.stringify(answers)).toBe(true);
    }
  });

  it('follows the definitions it is given: a new version with a retired product gives other routines', () => {
    const retired = withoutProduct(defaultDefinitions.haircare, 'leave-in-shine-serum');
    const routines = enumerateRoutines([retired]).map(key);
    expect(routines.some((routine) => routine.includes('leave-in-shine-serum'))).toBe(false);
    expect(
      enumerateRoutines([defaultDefinitions.haircare])
        .map(key)
        .some((routine) => routine.includes('leave-in-shine-serum')),
    ).toBe(true);
  });
});

describe("the routines of docs/product.md's quizzes (version 1)", () => {
  it('are the 422 whole routines the routine discount knows', () => {
    expect(known.size).toBe(422);
  });
});
