import { describe, expect, it } from 'vitest';
import { everyWayOfAnswering } from './combinations.ts';
import { defaultDefinitions } from './defaults.ts';
import { evaluateQuiz } from './evaluate.ts';
import { recommend as legacyRecommend } from './legacy-recommend.ts';
import { quizDefinitionSchema } from './schema.ts';

describe('the default definitions', () => {
  it('are valid definitions', () => {
    expect(quizDefinitionSchema.safeParse(defaultDefinitions.skincare).error).toBeUndefined();
    expect(quizDefinitionSchema.safeParse(defaultDefinitions.haircare).error).toBeUndefined();
  });

  for (const quiz of ['skincare', 'haircare'] as const) {
    it(`recommend what the hand-written ${quiz} engine did, for every way of answering`, () => {
      const ways = everyWayOfAnswering(defaultDefinitions[quiz]);
      expect(ways.length).toBe(quiz === 'skincare' ? 3780 : 20);
      for (const answers of ways) {
        expect(evaluateQuiz(defaultDefinitions[quiz], answers), JSON.stringify(answers)).toEqual(legacyRecommend(quiz, answers));
      }
    });
  }
});
