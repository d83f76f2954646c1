import { describe, expect, it } from 'vitest';
import { defaultDefinitions } from '../quiz/definition/defaults.ts';
import { withoutProduct } from '../quiz/definition/drafts.ts';
import { distinctProductIds, recommend } from '../quiz/recommend.ts';
import { enumerateRoutines } from '../quiz/routines.ts';
import { type CartPricingLine, computeCartTotals } from './cart-totals.ts';
import { earnedBundleFlags, routineProductsOutside } from './routine-discount.ts';

const hairRoutine: string[] = [...distinctProductIds(recommend('haircare', { 'scalp-concern': 'moisture', 'hair-concern': 'repair' }))];
const skinRoutine: string[] = [...distinctProductIds(recommend('skincare', {}))];
const line = (productId: string, isBundle = true, quantity = 1): CartPricingLine => ({
  productId,
  unitPriceCents: 2000,
  quantity,
  isBundle,
});
const bundle = (ids: readonly string[]) => ids.map((id) => line(id));
/** What the cart page and the server are given when docs/product.md's quizzes are live. */
const defaultRoutines = enumerateRoutines(Object.values(defaultDefinitions));
const flags = (lines: readonly CartPricingLine[]) => Object.fromEntries(lines.map((l) => [l.productId, l.isBundle]));

describe('earnedBundleFlags', () => {
  it('keeps the flags of a whole routine, whatever the quantities, and of two whole routines', () => {
    expect(hairRoutine.length).toBeGreaterThanOrEqual(3);
    const hair = hairRoutine.map((id, i) => line(id, true, i + 1));
    expect(earnedBundleFlags(hair, defaultRoutines)).toEqual(hair);
    const both = [...bundle(skinRoutine), ...bundle(hairRoutine)];
    expect(earnedBundleFlags(both, defaultRoutines)).toEqual(both);
  });

  it('drops every flag when one product of the routine is missing from the cart', () => {
    const [, ...rest] = hairRoutine;
    expect(Object.values(flags(earnedBundleFlags(bundle(rest), defaultRoutines)))).toEqual(rest.map(() => false));
  });

  it('keeps them when the missing product cannot be bought right now', () => {
    const [missing, ...rest] = hairRoutine;
    const kept = earnedBundleFlags(bundle(rest), defaultRoutines, (id) => id === missing);
    expect(kept).toEqual(bundle(rest));
    expect(earnedBundleFlags(bundle(rest), defaultRoutines, (id) => id === 'some-other-product')).toEqual(
      rest.map((id) => line(id, false)),
    );
  });

  it('drops a flag set on any other product, and leaves unflagged lines as they are', () => {
    const cart = [...bundle(hairRoutine), line('gift-card'), line('rose-oil', false), line(skinRoutine[0] ?? '')];
    expect(flags(earnedBundleFlags(cart, defaultRoutines))).toEqual({
      ...Object.fromEntries(hairRoutine.map((id) => [id, true])),
      'gift-card': false,
      'rose-oil': false,
      [skinRoutine[0] ?? '']: false,
    });
  });

  it('makes every line of an earned routine a bundle line, one added again by hand too', () => {
    const [first, ...rest] = hairRoutine;
    const cart = [line(first ?? '', false), ...bundle(rest)];
    expect(earnedBundleFlags(cart, defaultRoutines)).toEqual(bundle(hairRoutine));
  });

  it('keeps a product bought beside a whole routine at its price, though it completes another routine', () => {
    // Two routines the quizzes recommend that differ in one product each way.
    const routines = enumerateRoutines();
    const pair = routines
      .flatMap((a) => routines.map((b) => [a, b] as const))
      .find(([a, b]) => b.filter((id) => !a.includes(id)).length === 1 && a.some((id) => !b.includes(id)));
    if (!pair) throw new Error('no two routines differ in one product');
    const [taken, other] = pair;
    const extra = other.find((id) => !taken.includes(id)) ?? '';
    const cart = [...bundle(taken), line(extra, false)];
    expect(flags(earnedBundleFlags(cart, defaultRoutines))).toEqual({
      ...Object.fromEntries(taken.map((id) => [id, true])),
      [extra]: false,
    });
  });

  it('needs one line of the routine to have come from a quiz result', () => {
    const byHand = hairRoutine.map((id) => line(id, false));
    expect(earnedBundleFlags(byHand, defaultRoutines)).toEqual(byHand);
  });

  it('takes the 15 % off only what was earned', () => {
    const forged = computeCartTotals(earnedBundleFlags([line('rose-oil', true, 3)], defaultRoutines));
    expect(forged.bundleDiscountCents).toBe(0);
    const earned = computeCartTotals(earnedBundleFlags(bundle(hairRoutine), defaultRoutines));
    expect(earned.bundleDiscountCents).toBe(hairRoutine.length * 300);
  });
});

describe('routineProductsOutside', () => {
  it('names the rest of each routine a flagged line belongs to, and nothing for unflagged lines', () => {
    const [missing, ...rest] = hairRoutine;
    const outside = routineProductsOutside(bundle(rest), defaultRoutines);
    expect(outside).toContain(missing);
    expect(outside.some((id) => rest.includes(id))).toBe(false);
    expect(
      routineProductsOutside(
        rest.map((id) => line(id, false)),
        defaultRoutines,
      ),
    ).toEqual([]);
    expect(routineProductsOutside([line('rose-oil')], defaultRoutines)).toEqual([]);
  });
});

describe('routines from a quiz definition', () => {
  it('follow a new version: without its leave-in serum, the shine routine is whole and earns the discount', () => {
    const shine = [...distinctProductIds(recommend('haircare', { 'scalp-concern': 'moisture', 'hair-concern': 'shine' }))];
    const withoutSerum = shine.filter((id) => id !== 'leave-in-shine-serum');
    const version2 = withoutProduct(defaultDefinitions.haircare, 'leave-in-shine-serum');
    expect(flags(earnedBundleFlags(bundle(withoutSerum), defaultRoutines))).toEqual(
      Object.fromEntries(withoutSerum.map((id) => [id, false])),
    );
    const routines = enumerateRoutines([version2]);
    expect(flags(earnedBundleFlags(bundle(withoutSerum), routines))).toEqual(Object.fromEntries(withoutSerum.map((id) => [id, true])));
    expect(routineProductsOutside(bundle(withoutSerum), defaultRoutines)).toContain('leave-in-shine-serum');
    expect(routineProductsOutside(bundle(withoutSerum), routines)).not.toContain('leave-in-shine-serum');
  });
});
