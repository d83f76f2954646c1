import type { Cents } from '../money.ts';
import { computeCartTotals } from './cart-totals.ts';

/** A recommended product as the quiz results page knows it. */
export type RoutineProduct = {
  id: string;
  priceCents: Cents;
};

/** The routine price summary shown on the quiz results page. */
export type RoutinePriceSummary = {
  /** Number of distinct products (duplicates removed by id). */
  distinctCount: number;
  /** Summed price of the distinct products, before discount. */
  routineTotalCents: Cents;
  /** The 15 % bundle discount on that sum. */
  discountCents: Cents;
  /** routineTotalCents − discountCents: what the routine costs before tax. */
  yourPriceCents: Cents;
};

/**
 * Prices a quiz routine (docs/product.md §9: 15 % of the summed price of distinct products, duplicates
 * removed by id, first occurrence wins). It prices the routine as the cart would — each distinct
 * product a bundle line of quantity 1 through `computeCartTotals` — so the results page and the
 * cart after "add routine" can never disagree; invalid products throw its PricingError.
 */
export function computeRoutinePrice(products: readonly RoutineProduct[]): RoutinePriceSummary {
  const seen = new Set<string>();
  const distinct: RoutineProduct[] = [];
  for (const product of products) {
    if (seen.has(product.id)) continue;
    seen.add(product.id);
    distinct.push(product);
  }
  const totals = computeCartTotals(
    distinct.map((product) => ({
      productId: product.id,
      unitPriceCents: product.priceCents,
      quantity: 1,
      isBundle: true,
    })),
  );
  return {
    distinctCount: distinct.length,
    routineTotalCents: totals.subtotalCents,
    discountCents: totals.bundleDiscountCents,
    yourPriceCents: totals.discountedSubtotalCents,
  };
}
