import { allRoutines } from '../quiz/routines.ts';
import type { CartPricingLine } from './cart-totals.ts';

/** Says whether a product cannot be bought right now (gone from the catalogue, out of stock). */
export type IsUnavailable = (productId: string) => boolean;

const nothingUnavailable: IsUnavailable = () => false;

/**
 * The 15 % is for buying "the whole recommended routine together" (SPEC.md §1). A line's bundle
 * flag is only the browser's word that it came from a quiz result, and anyone can send it, so a
 * flag counts only when its product belongs to a routine the quizzes can recommend and every
 * product of that routine is in the cart or cannot be bought right now (a result adds only the
 * products the shop can sell). Every other flag is dropped here, before `computeCartTotals`.
 *
 * The server passes what its catalogue says is unavailable. The cart page cannot know that and
 * passes nothing, so there a routine counts only when all of it is in the cart.
 */
export function keepEarnedBundleFlags<Line extends CartPricingLine>(
  lines: readonly Line[],
  isUnavailable: IsUnavailable = nothingUnavailable,
): Line[] {
  if (!lines.some((line) => line.isBundle)) return [...lines];
  const inCart = new Set(lines.map((line) => line.productId));
  const earned = new Set<string>();
  for (const routine of allRoutines()) {
    if (![...routine].some((id) => inCart.has(id))) continue;
    if ([...routine].every((id) => inCart.has(id) || isUnavailable(id))) for (const id of routine) earned.add(id);
  }
  return lines.map((line) => (line.isBundle && !earned.has(line.productId) ? { ...line, isBundle: false } : line));
}

/**
 * The products outside the cart whose availability decides the flags: the rest of each routine
 * that holds a flagged line. The server reads just these from its catalogue.
 */
export function routineProductsOutside(lines: readonly CartPricingLine[]): string[] {
  const inCart = new Set(lines.map((line) => line.productId));
  const flagged = lines.filter((line) => line.isBundle).map((line) => line.productId);
  const outside = new Set<string>();
  for (const routine of allRoutines()) {
    if (!flagged.some((id) => routine.has(id))) continue;
    for (const id of routine) if (!inCart.has(id)) outside.add(id);
  }
  return [...outside].sort();
}
