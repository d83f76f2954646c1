/**
 * What a quiz recommends (docs/product.md §3 Recommendation, §9): the result types the screens read, and
 * `recommend`, which runs the one engine (definition/evaluate.ts) on a quiz definition — the
 * published one, or docs/product.md's default when none is given. The rules themselves are data
 * (definition/default-skincare.ts, definition/default-haircare.ts).
 */
import type { QuizAnswers, QuizKind, QuizMapping } from './questions.ts';
import type { LocalizedText } from './labels.ts';
import { defaultDefinitions } from './definition/defaults.ts';
import { evaluateQuiz } from './definition/evaluate.ts';
import type { HaircareSlot, QuizDefinition } from './definition/schema.ts';

export type { HaircareSlot };

/** One recommended product with the customer-facing reason for it (docs/product.md §3 Recommendation). */
export interface Recommendation {
  readonly productId: string;
  readonly reason: LocalizedText;
}

/** A haircare recommendation also names its slot. */
export interface HaircareRecommendation extends Recommendation {
  readonly slot: HaircareSlot;
}

/** Skincare quiz result (docs/product.md §3). `primaryConcerns` are the distinct chosen concerns, 'None' left out. */
export interface SkincareResult {
  readonly quiz: 'skincare';
  readonly skincare: {
    readonly am: readonly Recommendation[];
    readonly pm: readonly Recommendation[];
    readonly weekly: readonly Recommendation[];
  };
  readonly bodycare: readonly Recommendation[];
  readonly lipcare: readonly Recommendation[];
  readonly primaryConcerns: readonly QuizMapping[];
}

/** Haircare quiz result (docs/product.md §3); `primaryConcerns` are the scalp and hair answers' mappings. */
export interface HaircareResult {
  readonly quiz: 'haircare';
  readonly haircare: readonly HaircareRecommendation[];
  readonly primaryConcerns: readonly QuizMapping[];
}

/** Either quiz's result. */
export type QuizResult = SkincareResult | HaircareResult;

/** The result type of a given quiz. */
export type QuizResultFor<K extends QuizKind> = K extends 'skincare' ? SkincareResult : HaircareResult;

/**
 * Runs the engine on `definition` (docs/product.md's quiz when none is given) for `answers`; what the state
 * machine calls on completion.
 */
export function recommend<K extends QuizKind>(
  quiz: K,
  answers: QuizAnswers,
  definition: QuizDefinition = defaultDefinitions[quiz],
): QuizResultFor<K> {
  if (definition.quiz !== quiz) throw new Error(`a ${definition.quiz} definition cannot answer the ${quiz} quiz`);
  return evaluateQuiz(definition, answers) as QuizResultFor<K>;
}

/** Every recommendation of a result in display order, duplicates included (a cleanser is in AM and PM). */
export function listRecommendations(result: QuizResult): readonly Recommendation[] {
  if (result.quiz === 'haircare') return result.haircare;
  const { am, pm, weekly } = result.skincare;
  return [...am, ...pm, ...weekly, ...result.bodycare, ...result.lipcare];
}

/**
 * The distinct product ids of a result, first occurrence first. The routine bundle and its 15%
 * discount count each product once (docs/product.md §9: "duplicates removed by id").
 */
export function distinctProductIds(result: QuizResult): readonly string[] {
  return [...new Set(listRecommendations(result).map((recommendation) => recommendation.productId))];
}
