import type { QuizAnswers } from '../questions.ts';
import type { QuizDefinition } from './schema.ts';

/**
 * Every way of answering `definition`: each answer of each question, and leaving it unanswered
 * (which the engine reads as the question's default). The skincare quiz has 6·6·7·3·5 = 3,780;
 * this is what the coverage check and the routine discount enumerate.
 */
export function everyWayOfAnswering(definition: QuizDefinition): QuizAnswers[] {
  let ways: Record<string, string>[] = [{}];
  for (const question of definition.questions) {
    ways = ways.flatMap((answers) => [answers, ...question.answers.map((answer) => ({ ...answers, [question.id]: answer.id }))]);
  }
  return ways;
}
