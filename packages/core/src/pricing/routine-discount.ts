import type { CartPricingLine } from './cart-totals.ts';

/** Says whether a product cannot be bought right now (gone from the catalogue, out of stock). */
export type IsUnavailable = (productId: string) => boolean;

const nothingUnavailable: IsUnavailable = () => false;

/**
 * Every whole routine the live quizzes can recommend, each as its product ids (quiz/routines.ts
 * enumerateRoutines): the server computes them once per publish, the cart page reads them from
 * GET /api/quiz-routines.
 */
export type RoutineList = readonly (readonly string[])[];

const overlaps = (routine: readonly string[], ids: ReadonlySet<string>) => routine.some((id) => ids.has(id));

/**
 * The 15 % is for buying "the whole recommended routine together" (docs/product.md §1). A line's bundle
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
  routines: RoutineList,
  isUnavailable: IsUnavailable = nothingUnavailable,
): Line[] {
  if (!lines.some((line) => line.isBundle)) return [...lines];
  const flagged = new Set(lines.filter((line) => line.isBundle).map((line) => line.productId));
  const inCart = new Set(lines.map((line) => line.productId));
  const earned = new Set<string>();
  const earnWholeWith = (present: ReadonlySet<string>, mustHold: ReadonlySet<string>) => {
    for (const routine of routines) {
      if (!overlaps(routine, mustHold)) continue;
      if (routine.every((id) => present.has(id) || isUnavailable(id))) for (const id of routine) earned.add(id);
    }
  };
  earnWholeWith(flagged, flagged);
  const uncovered = new Set([...flagged].filter((id) => !earned.has(id)));
  if (uncovered.size > 0) earnWholeWith(inCart, uncovered);
  return lines.map((line) => {
    const isBundle = earned.has(line.productId);
    return line.isBundle === isBundle ? line : { ...line, isBundle };
  });
}

/**
 * The products outside the cart whose availability decides the flags: the rest of each routine
 * that holds a flagged line. The server reads just these from its catalogue.
 */
export function routineProductsOutside(lines: readonly CartPricingLine[], routines: RoutineList): string[] {
  const inCart = new Set(lines.map((line) => line.productId));
  const flagged = new Set(lines.filter((line) => line.isBundle).map((line) => line.productId));
  const outside = new Set<string>();
  for (const routine of routines) {
    if (overlaps(routine, flagged)) for (const id of routine) if (!inCart.has(id)) outside.add(id);
  }
  return [...outside].sort();
}
