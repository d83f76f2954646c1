import type { CartLine } from '@pura/core/cart/cart-state';
import type { RoutineLineState } from '@pura/core/cart/routine-line-label';
import { type CartPricingLine, type CartTotals, cartTotalsOptionsOf, computeCartTotals } from '@pura/core/pricing/cart-totals';
import { type IsUnavailable, type RoutineList, earnedBundleFlags, routineProductsOutside } from '@pura/core/pricing/routine-discount';
import { canBeSoldNow } from '@pura/core/catalogue/availability';
import { eurosToCents, isEuroAmount } from '@pura/core/money';
import { useProductsByIds } from '@/data/products';
import { useQuizRoutines } from '@/data/quiz-routines';
import { shopSettings } from '@/lib/shop-settings';

/**
 * The cart's totals through core's one pricing function, at the shop's tax rate and mode and with
 * its shipping fee (its settings) and with the server's rule for the routine discount over `routines` (the live quizzes'),
 * so the cart page shows what checkout will charge. A line whose stored price is not a valid euro
 * amount (tampered storage) is left out here; checkout flags it for re-pricing.
 */
export function cartTotals(lines: readonly CartLine[], routines: RoutineList): CartTotals {
  return totalsOf(pricingLines(lines), routines);
}

function pricingLines(lines: readonly CartLine[]): CartPricingLine[] {
  return lines
    .filter((line) => isEuroAmount(line.price) && line.price > 0)
    .map((line) => ({ productId: line.id, unitPriceCents: eurosToCents(line.price), quantity: line.quantity, isBundle: line.isBundle }));
}

function totalsOf(lines: readonly CartPricingLine[], routines: RoutineList, isUnavailable?: IsUnavailable): CartTotals {
  return computeCartTotals(earnedBundleFlags(lines, routines, isUnavailable), cartTotalsOptionsOf(shopSettings()));
}

/**
 * The cart's totals as checkout will charge them. The routines come from the server (the published
 * quizzes'), read once a line came from a quiz result. A routine whose other products are not all
 * in the cart still earns its discount when those cannot be bought right now, as the server judges
 * it: only then does this ask the catalogue about them (until it answers, the totals leave the
 * discount out, never in).
 */
export function useCartTotals(lines: readonly CartLine[]): CartTotals {
  const priced = pricingLines(lines);
  const routines = useQuizRoutines(priced.some((line) => line.isBundle));
  const asInCart = totalsOf(priced, routines);
  const earned = new Set(asInCart.lines.filter((line) => line.isBundle).map((line) => line.productId));
  const unearnedFlag = priced.some((line) => line.isBundle && !earned.has(line.productId));
  const missing = unearnedFlag ? routineProductsOutside(priced, routines) : [];
  const catalogue = useProductsByIds(missing);
  if (missing.length === 0 || !catalogue.data) return asInCart;
  // As the server: only a product asked about (outside the cart) can be unavailable.
  const sellable = new Set(catalogue.data.filter((product) => canBeSoldNow(product.price, product.stock)).map((product) => product.id));
  return totalsOf(priced, routines, (id) => missing.includes(id) && !sellable.has(id));
}

/**
 * How each line stands towards the 15 % routine discount: `earned` when it belongs to a routine
 * that is whole, `incomplete` when it came from a routine that is no longer whole, absent otherwise.
 */
export type RoutineDiscountState = RoutineLineState;

/** Each line's state by product id, read from totals that `cartTotals` priced. */
export function routineDiscountStates(lines: readonly CartLine[], totals: CartTotals): ReadonlyMap<string, RoutineDiscountState> {
  const earned = new Set(totals.lines.filter((line) => line.isBundle).map((line) => line.productId));
  const states = new Map<string, RoutineDiscountState>();
  for (const line of lines) {
    if (earned.has(line.id)) states.set(line.id, 'earned');
    else if (line.isBundle) states.set(line.id, 'incomplete');
  }
  return states;
}
