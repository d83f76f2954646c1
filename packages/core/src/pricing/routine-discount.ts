import type { CartPricingLine } from './cart-totals.ts';
import { ROUTINE_MASKS, ROUTINE_PRODUCT_IDS } from './routine-table.ts';

/** Says whether a product cannot be bought right now (gone from the catalogue, out of stock). */
export type IsUnavailable = (productId: string) => boolean;

const nothingUnavailable: IsUnavailable = () => false;

const BIT_OF: ReadonlyMap<string, number> = new Map(ROUTINE_PRODUCT_IDS.map((id, index) => [id, 1 << index]));

/** The routine products among `ids`, as a mask over ROUTINE_PRODUCT_IDS. */
function maskOf(ids: Iterable<string>): number {
  let mask = 0;
  for (const id of ids) mask |= BIT_OF.get(id) ?? 0;
  return mask;
}

function idsIn(mask: number): string[] {
  return ROUTINE_PRODUCT_IDS.filter((_, index) => (mask & (1 << index)) !== 0);
}

/**
 * The 15 % is for buying "the whole recommended routine together" (SPEC.md §1). A line's bundle
 * flag is only the browser's word that it came from a quiz result, and anyone can send it, so
 * this sets every line's flag to what the cart earns. A routine the quizzes can recommend earns
 * the discount when its flagged lines make it whole, the products that cannot be bought right
 * now aside (a result adds only the products the shop can sell). Only for flagged lines that no
 * such routine covers do lines added by hand count too: a routine product removed and added
 * again still completes its routine, while a product bought beside a whole routine stays at its
 * price. Each line of an earned routine is a bundle line; every other is not. Apply it before
 * `computeCartTotals`.
 *
 * The server passes what its catalogue says is unavailable; the cart page asks the catalogue
 * about the products its routines miss (useCartTotals), so both come to the same totals.
 */
export function earnedBundleFlags<Line extends CartPricingLine>(
  lines: readonly Line[],
  isUnavailable: IsUnavailable = nothingUnavailable,
): Line[] {
  if (!lines.some((line) => line.isBundle)) return [...lines];
  const flagged = maskOf(lines.filter((line) => line.isBundle).map((line) => line.productId));
  const inCart = maskOf(lines.map((line) => line.productId));
  const wholeWith = (present: number, mustHold: number) => {
    let earned = 0;
    for (const routine of ROUTINE_MASKS) {
      if ((routine & mustHold) === 0) continue;
      if (idsIn(routine & ~present).every((id) => isUnavailable(id))) earned |= routine;
    }
    return earned;
  };
  let earned = wholeWith(flagged, flagged);
  const uncovered = flagged & ~earned;
  if (uncovered !== 0) earned |= wholeWith(inCart, uncovered);
  return lines.map((line) => {
    const isBundle = (earned & (BIT_OF.get(line.productId) ?? 0)) !== 0;
    return line.isBundle === isBundle ? line : { ...line, isBundle };
  });
}

/**
 * The products outside the cart whose availability decides the flags: the rest of each routine
 * that holds a flagged line. The server reads just these from its catalogue.
 */
export function routineProductsOutside(lines: readonly CartPricingLine[]): string[] {
  const inCart = maskOf(lines.map((line) => line.productId));
  const flagged = maskOf(lines.filter((line) => line.isBundle).map((line) => line.productId));
  let outside = 0;
  for (const routine of ROUTINE_MASKS) if ((routine & flagged) !== 0) outside |= routine & ~inCart;
  return idsIn(outside).sort();
}
