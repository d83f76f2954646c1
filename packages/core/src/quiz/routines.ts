import { everyWayOfAnswering } from './definition/combinations.ts';
import { defaultDefinitions } from './definition/defaults.ts';
import { evaluateQuiz } from './definition/evaluate.ts';
import type { QuizDefinition } from './definition/schema.ts';
import { distinctProductIds } from './recommend.ts';

/**
 * Each definition's routines, by the definition object: a published version is loaded once and
 * never changes, so its about 3,800 evaluations run once per load. Not by quiz@version: a draft
 * being edited keeps its version number, and two shops (test databases) in one process may
 * publish different definitions under one number.
 */
const routinesByDefinition = new WeakMap<QuizDefinition, readonly string[][]>();

function routinesOf(definition: QuizDefinition): readonly string[][] {
  const cached = routinesByDefinition.get(definition);
  if (cached) return cached;
  const routines = everyWayOfAnswering(definition).map((answers) => [...distinctProductIds(evaluateQuiz(definition, answers))].sort());
  routinesByDefinition.set(definition, routines);
  return routines;
}

/**
 * Every routine `definitions` can recommend (docs/product.md's quizzes when none are given), each once, as
 * sorted product ids, sorted. Found by evaluating every way of answering (each answer of each
 * question, and leaving it unanswered). The routine discount is given these: the server computes
 * them for the live versions, and the cart page reads them from GET /api/quiz-routines so its
 * chunk need not carry the engine.
 */
export function enumerateRoutines(definitions: readonly QuizDefinition[] = Object.values(defaultDefinitions)): string[][] {
  const byKey = new Map<string, string[]>();
  for (const definition of definitions) {
    for (const ids of routinesOf(definition)) byKey.set(ids.join(' '), ids);
  }
  return [...byKey.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, ids]) => ids);
}
