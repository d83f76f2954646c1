import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { type CatalogueView, type CoverageReport, checkCoverage } from '@pura/core/quiz/definition/coverage';
import type { QuizDefinition } from '@pura/core/quiz/definition/schema';
import { type Product, listProducts } from '@/data/products';

/** How long typing must pause before the check runs again, so it never slows a keystroke. */
const SETTLE_MS = 300;

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

/**
 * core's coverage check of `definition` (null while it does not pass the schema) against the
 * catalogue, run again once the owner's typing pauses.
 */
export function useCoverage(definition: QuizDefinition | null, products: readonly Product[] | undefined): CoverageState {
  const [state, setState] = useState<{ report: CoverageReport; of: QuizDefinition | null; took: number } | null>(null);
  useEffect(() => {
    if (!definition || !products) return;
    const timer = window.setTimeout(() => {
      const started = performance.now();
      const report = checkCoverage(definition, catalogueView(products));
      setState({ report, of: definition, took: performance.now() - started });
    }, SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [definition, products]);
  return { report: state?.report ?? null, stale: state?.of !== definition, took: state?.took ?? null };
}
