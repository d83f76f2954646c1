import type { CartLine } from '@pura/core/cart/cart-state';
import { type CartTotals, computeCartTotals } from '@pura/core/pricing/cart-totals';
import { keepEarnedBundleFlags } from '@pura/core/pricing/routine-discount';
import { eurosToCents, isEuroAmount } from '@pura/core/money';
import { runtimeConfig } from '@/lib/runtime-config';

/**
 * The cart's totals through core's one pricing function, at the server's TAX_RATE (runtime
 * config) and with the server's rule for the routine discount, so the cart page shows what
 * checkout will charge. A line whose stored price is not a valid euro amount (tampered storage)
 * is left out here; checkout flags it for re-pricing.
 */
export function cartTotals(lines: readonly CartLine[]): CartTotals {
  const priceable = lines.filter((line) => isEuroAmount(line.price) && line.price > 0);
  return computeCartTotals(
    keepEarnedBundleFlags(priceable.map((line) => ({ productId: line.id, unitPriceCents: eurosToCents(line.price), quantity: line.quantity, isBundle: line.isBundle }))),
    { taxRateBasisPoints: runtimeConfig().taxRateBasisPoints },
  );
}

/**
 * How each line stands towards the 15 % routine discount: `earned` when its routine is whole in
 * the cart, `incomplete` when it came from a routine that is no longer whole, absent otherwise.
 */
export type RoutineDiscountState = 'earned' | 'incomplete';

/** Each flagged line's state by product id, read from totals that `cartTotals` priced. */
export function routineDiscountStates(lines: readonly CartLine[], totals: CartTotals): ReadonlyMap<string, RoutineDiscountState> {
  const earned = new Set(totals.lines.filter((line) => line.isBundle).map((line) => line.productId));
  return new Map(lines.filter((line) => line.isBundle).map((line) => [line.id, earned.has(line.id) ? 'earned' : 'incomplete']));
}
