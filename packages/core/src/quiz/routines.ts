import { type QuizAnswers, type QuizKind, quizQuestions } from './questions.ts';
import { distinctProductIds, recommend } from './recommend.ts';

/**
 * Every routine the quizzes can recommend, each once, as sorted product ids, sorted. Found by
 * running the engine on every way of answering (each answer of each question, and leaving it
 * unanswered), about 3,800 runs. The routine discount reads the table generated from this
 * (pricing/routine-table.ts), so that the cart page need not load the engine.
 */
export function enumerateRoutines(): string[][] {
  const byKey = new Map<string, string[]>();
  for (const quiz of ['skincare', 'haircare'] as const satisfies readonly QuizKind[]) {
    for (const answers of everyWayOfAnswering(quiz)) {
      const ids = [...distinctProductIds(recommend(quiz, answers))].sort();
      byKey.set(ids.join(' '), ids);
    }
  }
  return [...byKey.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, ids]) => ids);
}

function everyWayOfAnswering(quiz: QuizKind): QuizAnswers[] {
  let ways: Record<string, string>[] = [{}];
  for (const question of quizQuestions[quiz]) {
    ways = ways.flatMap((answers) => [answers, ...question.answers.map((answer) => ({ ...answers, [question.id]: answer.id }))]);
  }
  return ways;
}
