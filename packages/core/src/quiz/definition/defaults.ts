import type { QuizKind } from '../questions.ts';
import { defaultHaircareDefinition } from './default-haircare.ts';
import { defaultSkincareDefinition } from './default-skincare.ts';
import type { QuizDefinition } from './schema.ts';

/** The definitions a fresh shop publishes as version 1: docs/product.md §9's quizzes. */
export const defaultDefinitions = {
  skincare: defaultSkincareDefinition,
  haircare: defaultHaircareDefinition,
} as const satisfies Readonly<Record<QuizKind, QuizDefinition>>;
