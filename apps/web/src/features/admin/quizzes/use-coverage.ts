import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { type CatalogueView, type CoverageReport, checkCoverage } from '@pura/core/quiz/definition/coverage';
import type { QuizDefinition } from '@pura/core/quiz/definition/schema';
import { type Product, listProducts } from '@/data/products';
import type { CoverageRequest } from './coverage.worker';

/** How long typing must pause before the check runs again. */
const SETTLE_MS = 250;

export const catalogueKey = ['admin', 'quizzes', 'catalogue'] as const;

/** The live catalogue, whole: the product picker searches it and the coverage check reads it. */
export function useCatalogue() {
  return useQuery({ queryKey: catalogueKey, queryFn: listProducts });
}

/** What the coverage check knows of a product: it exists, and whether it can be bought now. */
export function catalogueView(products: readonly Product[]): CatalogueView {
  return new Map(products.map((product) => [product.id, { inStock: product.stock === null || product.stock > 0 }]));
}

export interface CoverageState {
  report: CoverageReport | null;
  /** The definition changed since the report was made; a new one follows once typing pauses. */
  stale: boolean;
  /** How long the last check took, in milliseconds. */
  took: number | null;
}

interface Checked {
  report: CoverageReport;
  of: QuizDefinition;
  took: number;
}

/**
 * core's coverage check of `definition` (null while it does not pass the schema) against the
 * catalogue, run again once the owner's typing pauses: in a Web Worker, so typing never waits for
 * it, or on the page where there is none (jsdom).
 */
export function useCoverage(definition: QuizDefinition | null, products: readonly Product[] | undefined): CoverageState {
  const [checked, setChecked] = useState<Checked | null>(null);
  const worker = useRef<{ worker: Worker; sent: Map<number, QuizDefinition>; next: number } | null>(null);

  useEffect(() => {
    if (typeof Worker === 'undefined') return;
    const started = {
      worker: new Worker(new URL('./coverage.worker.ts', import.meta.url), { type: 'module' }),
      sent: new Map<number, QuizDefinition>(),
      next: 1,
    };
    started.worker.addEventListener('message', (event: MessageEvent<{ id: number; report: CoverageReport; took: number }>) => {
      const of = started.sent.get(event.data.id);
      started.sent.delete(event.data.id);
      // Only the newest request's answer is shown; older ones were overtaken by typing.
      if (of && started.sent.size === 0) setChecked({ report: event.data.report, of, took: event.data.took });
    });
    worker.current = started;
    return () => {
      started.worker.terminate();
      worker.current = null;
    };
  }, []);

  useEffect(() => {
    if (!definition || !products) return;
    const timer = window.setTimeout(() => {
      const running = worker.current;
      if (running) {
        const id = running.next++;
        running.sent.set(id, definition);
        const request: CoverageRequest = { id, definition, catalogue: [...catalogueView(products)] };
        running.worker.postMessage(request);
        return;
      }
      const started = performance.now();
      const report = checkCoverage(definition, catalogueView(products));
      setChecked({ report, of: definition, took: performance.now() - started });
    }, SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [definition, products]);

  return { report: checked?.report ?? null, stale: checked?.of !== definition, took: checked?.took ?? null };
}
