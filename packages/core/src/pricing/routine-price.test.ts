import { describe, it, expect } from 'vitest';
import { computeCartTotals, PricingError } from './cart-totals.ts';
import { computeRoutinePrice } from './routine-price.ts';
import type { RoutineProduct } from './routine-price.ts';

const product = (id: string, priceCents: number): RoutineProduct => ({ id, priceCents });

/** Small deterministic PRNG (mulberry32) so generated routines are the same on every run. */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

// docs/product.md §9 skincare prices of one full routine.
const skincareRoutine = [
  product('gentle-wash', 2299),
  product('vitamin-c-serum', 3499),
  product('barrier-repair-cream', 2999),
  product('hybrid-spf-50', 2899),
  product('hydration-glow-lotion', 2599),
  product('repair-lip-balm', 1299),
  product('plumping-tint-lip-balm', 1499),
];

describe('computeRoutinePrice', () => {
  it.each([
    // [case, products, distinct, routine total, discount, your price]
    ['no products', [], 0, 0, 0, 0],
    ['one 1-cent product (0.15 → 0)', [product('a', 1)], 1, 1, 0, 1],
    ['one €24.99 product (374.85 → 375)', [product('a', 2499)], 1, 2499, 375, 2124],
    ['half-cent discount 1.5 → 2', [product('a', 10)], 1, 10, 2, 8],
    ['half-cent discount summed: 5 + 5 cents = 1.5 → 2', [product('a', 5), product('b', 5)], 2, 10, 2, 8],
    ['duplicates removed by id', [product('a', 2499), product('a', 2499), product('b', 1299)], 2, 3798, 570, 3228],
    ['first occurrence wins for a duplicate id', [product('a', 2499), product('a', 9999)], 1, 2499, 375, 2124],
    ['full skincare routine (2563.95 → 2564)', skincareRoutine, 7, 17_093, 2564, 14_529],
    ['skincare routine with AM/PM repeats', [...skincareRoutine, ...skincareRoutine.slice(0, 3)], 7, 17_093, 2564, 14_529],
  ])('%s', (_case, products, distinctCount, routineTotalCents, discountCents, yourPriceCents) => {
    expect(computeRoutinePrice(products)).toEqual({
      distinctCount,
      routineTotalCents,
      discountCents,
      yourPriceCents,
    });
  });

  it('agrees with the cart for the same products added as bundle lines, across 2,000 routines', () => {
    const next = random(15);
    for (let run = 0; run < 2000; run++) {
      const ids = Array.from({ length: 1 + Math.floor(next() * 12) }, (_, i) => `product-${i}`);
      const priceById = new Map(ids.map((id) => [id, 1 + Math.floor(next() * (next() < 0.3 ? 100 : 99_999))]));
      // a routine lists products per slot, so the same id often appears more than once
      const products = Array.from({ length: 1 + Math.floor(next() * 20) }, () => {
        const id = ids[Math.floor(next() * ids.length)] ?? 'product-0';
        return product(id, priceById.get(id) ?? 1);
      });

      const summary = computeRoutinePrice(products);
      const distinctIds = [...new Set(products.map((p) => p.id))];
      const cart = computeCartTotals(
        distinctIds.map((id) => ({ productId: id, unitPriceCents: priceById.get(id) ?? 1, quantity: 1, isBundle: true })),
      );

      expect(summary).toEqual({
        distinctCount: distinctIds.length,
        routineTotalCents: cart.subtotalCents,
        discountCents: cart.bundleDiscountCents,
        yourPriceCents: cart.discountedSubtotalCents,
      });
      expect(summary.yourPriceCents).toBeGreaterThanOrEqual(0);
    }
  });

  it('rejects a product without a valid price', () => {
    expect(() => computeRoutinePrice([product('a', 29.99)])).toThrow(PricingError);
    expect(() => computeRoutinePrice([product('a', 0)])).toThrow(PricingError);
  });
});
