/**
 * Runs core's coverage check off the page's thread: skincare's 3,780 ways of answering take a
 * noticeable moment, which the owner's typing must never wait for.
 */
import { type CatalogueEntry, checkCoverage } from '@pura/core/quiz/definition/coverage';
import type { QuizDefinition } from '@pura/core/quiz/definition/schema';

export interface CoverageRequest {
  readonly id: number;
  readonly definition: QuizDefinition;
  readonly catalogue: readonly (readonly [string, CatalogueEntry])[];
}

self.addEventListener('message', (event: MessageEvent<CoverageRequest>) => {
  const { id, definition, catalogue } = event.data;
  const started = performance.now();
  const report = checkCoverage(definition, new Map(catalogue));
  self.postMessage({ id, report, took: performance.now() - started });
});
