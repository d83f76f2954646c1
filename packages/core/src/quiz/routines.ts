import { type QuizAnswers, type QuizKind, quizQuestions } from './questions.ts';
import { distinctProductIds, recommend } from './recommend.ts';

/**
 * A routine as the 15 % discount sees it: the distinct product ids one quiz result recommends,
 * held as plain strings so any cart's product id can be looked up in it.
 */
export type Routine = ReadonlySet<string>;

let routines: readonly Routine[] | undefined;

/**
 * Every routine the quizzes can recommend, each once. Found by running the engine on every way
 * of answering (each answer of each question, and leaving it unanswered), so it can never drift
 * from the engine: about 3,800 runs, a few milliseconds, done on first use and kept.
 */
export function allRoutines(): readonly Routine[] {
  if (!routines) {
    const byKey = new Map<string, Routine>();
    for (const quiz of ['skincare', 'haircare'] as const satisfies readonly QuizKind[]) {
      for (const answers of everyWayOfAnswering(quiz)) {
        const ids = distinctProductIds(recommend(quiz, answers));
        byKey.set([...ids].sort().join(' '), new Set(ids));
      }
    }
    routines = [...byKey.values()];
  }
  return routines;
}

function everyWayOfAnswering(quiz: QuizKind): QuizAnswers[] {
  let ways: Record<string, string>[] = [{}];
  for (const question of quizQuestions[quiz]) {
    ways = ways.flatMap((answers) => [answers, ...question.answers.map((answer) => ({ ...answers, [question.id]: answer.id }))]);
  }
  return ways;
}
