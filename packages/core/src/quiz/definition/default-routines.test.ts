/**
 * The default definitions give exactly the recommendations of the hand-written engine they
 * replaced — products, slots, order, reasons in en and de, and the greeting's concerns — for every
 * way of answering both quizzes. default-routines.snapshot.json holds that engine's answers,
 * written once before it was deleted: `recommendations` is each product-and-reason once; per quiz,
 * `routines` are the distinct results in routine-snapshot.ts's compact form and
 * `byWayOfAnswering` gives, two base-36 digits per way in everyWayOfAnswering's order, the
 * routine each way got.
 */
import { describe, expect, it } from 'vitest';
import { everyWayOfAnswering } from './combinations.ts';
import { defaultDefinitions } from './defaults.ts';
import snapshot from './default-routines.snapshot.json' with { type: 'json' };
import { evaluateQuiz } from './evaluate.ts';
import { compactResult } from './routine-snapshot.ts';
import { quizDefinitionSchema } from './schema.ts';

describe('the default definitions', () => {
  it('are valid definitions', () => {
    expect(quizDefinitionSchema.safeParse(defaultDefinitions.skincare).error).toBeUndefined();
    expect(quizDefinitionSchema.safeParse(defaultDefinitions.haircare).error).toBeUndefined();
  });

  for (const quiz of ['skincare', 'haircare'] as const) {
    it(`recommend what the hand-written ${quiz} engine did, for every way of answering`, () => {
      const ways = everyWayOfAnswering(defaultDefinitions[quiz]);
      const { routines, byWayOfAnswering } = snapshot[quiz];
      expect(ways.length).toBe(quiz === 'skincare' ? 3780 : 20);
      expect(byWayOfAnswering.length).toBe(ways.length * 2);
      for (const [index, answers] of ways.entries()) {
        const expected = routines[Number.parseInt(byWayOfAnswering.slice(index * 2, index * 2 + 2), 36)];
        const actual = compactResult(evaluateQuiz(defaultDefinitions[quiz], answers), snapshot.recommendations);
        expect(actual, JSON.stringify(answers)).toBe(expected);
      }
    });
  }
});
