import { describe, it, expect } from 'vitest';
import { percentOf } from '../money.ts';
import { BUNDLE_DISCOUNT_BASIS_POINTS, DEFAULT_TAX_RATE_BASIS_POINTS, PricingError, computeCartTotals } from './cart-totals.ts';
import type { CartPricingLine } from './cart-totals.ts';

const line = (
  unitPriceCents: number,
  quantity = 1,
  isBundle = false,
  productId = `p-${unitPriceCents}-${quantity}-${String(isBundle)}`,
): CartPricingLine => ({ productId, unitPriceCents, quantity, isBundle });

/** Small deterministic PRNG (mulberry32) so generated carts are the same on every run. */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const randomCart = (next: () => number): CartPricingLine[] => {
  const lineCount = 1 + Math.floor(next() * 50);
  const prices = [1, 2, 3, 10, 30, 50, 99, 1299, 2499, 2999, 3499, 99_999];
  return Array.from({ length: lineCount }, (_, i) => {
    const fixed = prices[Math.floor(next() * prices.length)] ?? 1;
    const unitPriceCents = next() < 0.5 ? fixed : 1 + Math.floor(next() * 100_000);
    const quantity = next() < 0.8 ? 1 + Math.floor(next() * 5) : 1 + Math.floor(next() * 99);
    return line(unitPriceCents, quantity, next() < 0.5, `p${i}`);
  });
};

describe('constants', () => {
  it('are 15 % bundle discount and 8 % tax in basis points', () => {
    expect(BUNDLE_DISCOUNT_BASIS_POINTS).toBe(1500);
    expect(DEFAULT_TAX_RATE_BASIS_POINTS).toBe(800);
  });
});

describe('computeCartTotals', () => {
  it.each([
    // [case, lines, subtotal, bundle discount, discounted subtotal, tax, total, tax included in prices]
    ['empty cart', [], 0, 0, 0, 0, 0, 0],
    ['one 1-cent item', [line(1)], 1, 0, 1, 0, 1, 0],
    ['one 1-cent bundle item (0.15 discount rounds to 0)', [line(1, 1, true)], 1, 0, 1, 0, 1, 0],
    ['one €24.99 bundle item (374.85 → 375, tax 169.92 → 170)', [line(2499, 1, true)], 2499, 375, 2124, 170, 2294, 157],
    ['zero-discount cart (tax 503.76 → 504)', [line(2499, 2), line(1299)], 6297, 0, 6297, 504, 6801, 466],
    ['half-cent discount 1.5 → 2 (tax 0.64 → 1)', [line(10, 1, true)], 10, 2, 8, 1, 9, 1],
    ['half-cent discount 4.5 → 5', [line(30, 1, true)], 30, 5, 25, 2, 27, 2],
    ['half-cent discount 7.5 → 8', [line(25, 2, true)], 50, 8, 42, 3, 45, 3],
    ['tax 0.48 rounds down', [line(6)], 6, 0, 6, 0, 6, 0],
    ['tax 1.52 rounds up', [line(19)], 19, 0, 19, 2, 21, 1],
    ['tax 0.56 rounds up', [line(7)], 7, 0, 7, 1, 8, 1],
    [
      'mixed cart (bundle 5998 → 899.7 → 900, tax 615.68 → 616)',
      [line(2499, 1, true), line(3499, 1, true), line(1299, 2)],
      8596,
      900,
      7696,
      616,
      8312,
      570,
    ],
    [
      'all-bundle cart (989.4 → 989, tax 448.56 → 449)',
      [line(2499, 1, true), line(1299, 2, true), line(1499, 1, true)],
      6596,
      989,
      5607,
      449,
      6056,
      415,
    ],
    [
      'large quantity bundle (1484985.15 → 1484985, tax 673193.28 → 673193)',
      [line(99_999, 99, true)],
      9_899_901,
      1_484_985,
      8_414_916,
      673_193,
      9_088_109,
      623_327,
    ],
    ['a million 1-cent items', [line(1, 1_000_000, true)], 1_000_000, 150_000, 850_000, 68_000, 918_000, 62963],
    [
      '50 one-cent bundle lines: 7.5 → 8 on the sum (per line it would be 0)',
      Array.from({ length: 50 }, (_, i) => line(1, 1, true, `p${i}`)),
      50,
      8,
      42,
      3,
      45,
      3,
    ],
  ])('%s', (_case, lines, subtotal, discount, discounted, tax, total, includedTax) => {
    const totals = computeCartTotals(lines);
    expect(totals).toMatchObject({
      subtotalCents: subtotal,
      bundleDiscountCents: discount,
      discountedSubtotalCents: discounted,
      taxCents: tax,
      taxMode: 'added_at_checkout',
      shippingCents: 0,
      totalCents: total,
      amountMinorUnits: total,
    });
    // Prices are final: the same lines cost the discounted subtotal, and the tax is the part of
    // it that is tax (discounted × 800 ÷ 10800, half up: 2124 → 157.33 → 157).
    expect(computeCartTotals(lines, { taxMode: 'included_in_prices' })).toMatchObject({
      subtotalCents: subtotal,
      bundleDiscountCents: discount,
      discountedSubtotalCents: discounted,
      taxCents: includedTax,
      taxMode: 'included_in_prices',
      shippingCents: 0,
      totalCents: discounted,
      amountMinorUnits: discounted,
    });
  });

  it.each([
    // [gross, rate bp, included tax]: gross × rate ÷ (10000 + rate), half up
    [119, 1900, 19], // 19 exactly
    [100, 1900, 16], // 15.97 → 16
    [2500, 2000, 417], // 416.67 → 417
    [3, 2000, 1], // 0.5 exactly → 1 (half up)
    [2499, 0, 0],
    [2499, 10_000, 1250], // 1249.5 → 1250
  ])('includes tax in a price of %s at %s bp: %s of it is tax', (gross, taxRateBasisPoints, includedTax) => {
    const totals = computeCartTotals([line(gross)], { taxRateBasisPoints, taxMode: 'included_in_prices' });
    expect(totals.taxCents).toBe(includedTax);
    expect(totals.totalCents).toBe(gross);
  });

  it('reports each line with its gross total and its share of the bundle discount', () => {
    const totals = computeCartTotals([line(2499, 1, true, 'a'), line(1299, 2, false, 'b'), line(3499, 1, true, 'c')]);
    expect(totals.lines).toEqual([
      { productId: 'a', unitPriceCents: 2499, quantity: 1, isBundle: true, lineTotalCents: 2499, bundleDiscountCents: 375 },
      { productId: 'b', unitPriceCents: 1299, quantity: 2, isBundle: false, lineTotalCents: 2598, bundleDiscountCents: 0 },
      // 15 % of 2499 + 3499 = 899.7 → 900; this line gets 900 − 375
      { productId: 'c', unitPriceCents: 3499, quantity: 1, isBundle: true, lineTotalCents: 3499, bundleDiscountCents: 525 },
    ]);
  });

  it('splits a sum-rounded discount across 1-cent lines so the shares add up', () => {
    const totals = computeCartTotals(Array.from({ length: 50 }, (_, i) => line(1, 1, true, `p${i}`)));
    const shares = totals.lines.map((l) => l.bundleDiscountCents);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(8);
    expect(shares.every((s) => s === 0 || s === 1)).toBe(true);
  });

  it.each([
    [0, 0, 2124],
    [1900, 404, 2528], // 403.56 → 404
    [2000, 425, 2549], // 424.8 → 425
    [10_000, 2124, 4248],
  ])('applies a tax rate of %s bp: tax %s, total %s', (taxRateBasisPoints, tax, total) => {
    const totals = computeCartTotals([line(2499, 1, true)], { taxRateBasisPoints });
    expect(totals.taxCents).toBe(tax);
    expect(totals.totalCents).toBe(total);
  });

  it('rounds an exact half cent of tax up (19 % of 50 = 9.5 → 10)', () => {
    expect(computeCartTotals([line(50)], { taxRateBasisPoints: 1900 }).taxCents).toBe(10);
  });

  it('holds its invariants for 2,000 generated carts', () => {
    const next = random(8);
    const broken: string[] = [];
    for (let run = 0; run < 2000; run++) {
      const lines = randomCart(next);
      const taxRateBasisPoints = run % 4 === 0 ? Math.floor(next() * 2500) : DEFAULT_TAX_RATE_BASIS_POINTS;
      const totals = computeCartTotals(lines, { taxRateBasisPoints });

      const gross = lines.map((l) => l.unitPriceCents * l.quantity);
      const bundleGross = lines.reduce((sum, l, i) => (l.isBundle ? sum + (gross[i] ?? 0) : sum), 0);
      const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
      const check = (ok: boolean, rule: string) => {
        if (!ok) broken.push(`run ${run}: ${rule}`);
      };

      check(
        totals.lines.every((l, i) => l.lineTotalCents === gross[i]),
        'line total = price × quantity',
      );
      check(totals.subtotalCents === sum(gross), 'subtotal = sum of line totals');
      check(
        totals.bundleDiscountCents === percentOf(bundleGross, BUNDLE_DISCOUNT_BASIS_POINTS),
        'discount = 15 % of bundle lines, rounded once',
      );
      check(sum(totals.lines.map((l) => l.bundleDiscountCents)) === totals.bundleDiscountCents, 'line shares add up to the discount');
      check(
        totals.lines.every((l) => l.isBundle || l.bundleDiscountCents === 0),
        'no share on normal lines',
      );
      check(
        totals.lines.every((l) => !l.isBundle || Math.abs(l.bundleDiscountCents * 10_000 - l.lineTotalCents * 1500) < 10_000),
        'each bundle share is under a cent from 15 % of its line',
      );
      check(
        totals.discountedSubtotalCents === totals.subtotalCents - totals.bundleDiscountCents,
        'discounted subtotal = subtotal − discount',
      );
      check(totals.taxCents === percentOf(totals.discountedSubtotalCents, taxRateBasisPoints), 'tax on discounted');
      check(totals.totalCents === totals.discountedSubtotalCents + totals.taxCents, 'total = discounted + tax');
      check(totals.totalCents >= 0, 'total never below 0');
      check(totals.amountMinorUnits === totals.totalCents, 'charge = total');
      check(Number.isSafeInteger(totals.totalCents), 'total is whole cents');

      const included = computeCartTotals(lines, { taxRateBasisPoints, taxMode: 'included_in_prices' });
      const { taxCents: _addedTax, taxMode: _added, totalCents: _addedTotal, amountMinorUnits: _addedCharge, ...beforeTax } = totals;
      const {
        taxCents: includedTax,
        taxMode: _included,
        totalCents: includedTotal,
        amountMinorUnits: includedCharge,
        ...beforeTaxIncluded
      } = included;
      check(
        JSON.stringify(beforeTaxIncluded) === JSON.stringify(beforeTax),
        'included mode: lines, subtotal and discount as in added mode',
      );
      check(
        includedTotal === totals.discountedSubtotalCents && includedCharge === includedTotal,
        'included mode: charge = discounted subtotal',
      );
      // Half-up rounding keeps the tax within half a cent of the exact share: |tax × (1 + r) − gross × r| ≤ (1 + r) / 2.
      const exactness = Math.abs(includedTax * (10_000 + taxRateBasisPoints) - includedTotal * taxRateBasisPoints);
      check(exactness <= (10_000 + taxRateBasisPoints) / 2, 'included mode: tax within half a cent of the included share');
    }
    expect(broken).toEqual([]);
  });

  it('gives the same totals for the same lines in any order', () => {
    const next = random(42);
    for (let run = 0; run < 200; run++) {
      const lines = randomCart(next);
      const { lines: _a, ...forward } = computeCartTotals(lines);
      const { lines: _b, ...reversed } = computeCartTotals([...lines].reverse());
      expect(reversed).toEqual(forward);
    }
  });

  it('does not modify its input', () => {
    const lines = [line(2499, 2, true)];
    const copy = lines.map((l) => ({ ...l }));
    computeCartTotals(lines);
    expect(lines).toEqual(copy);
  });

  it.each([
    ['quantity 0', { quantity: 0 }, 'quantity'],
    ['a negative quantity', { quantity: -1 }, 'quantity'],
    ['a fractional quantity', { quantity: 1.5 }, 'quantity'],
    ['a NaN quantity', { quantity: Number.NaN }, 'quantity'],
    ['a string quantity', { quantity: '2' }, 'quantity'],
    ['a zero price', { unitPriceCents: 0 }, 'unitPriceCents'],
    ['a negative price', { unitPriceCents: -2499 }, 'unitPriceCents'],
    ['a price in euros', { unitPriceCents: 24.99 }, 'unitPriceCents'],
    ['an infinite price', { unitPriceCents: Number.POSITIVE_INFINITY }, 'unitPriceCents'],
    ['a missing price', { unitPriceCents: undefined }, 'unitPriceCents'],
    ['an empty product id', { productId: '' }, 'productId'],
    ['a non-boolean bundle flag', { isBundle: 'yes' }, 'isBundle'],
  ])('rejects a line with %s', (_case, override, field) => {
    const bad = { ...line(2499), ...override } as unknown as CartPricingLine;
    let error: unknown;
    try {
      computeCartTotals([line(1299), bad]);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(PricingError);
    expect(error).toMatchObject({ name: 'PricingError', code: 'invalid_line', lineIndex: 1, field });
  });

  it('rejects a line that is not an object', () => {
    expect(() => computeCartTotals([null as unknown as CartPricingLine])).toThrow(
      expect.objectContaining({ code: 'invalid_line', lineIndex: 0 }),
    );
  });

  it.each([[-1], [7.5], [10_001], [Number.NaN]])('rejects a tax rate of %s bp', (taxRateBasisPoints) => {
    expect(() => computeCartTotals([line(2499)], { taxRateBasisPoints })).toThrow(
      expect.objectContaining({ name: 'PricingError', code: 'invalid_tax_rate' }),
    );
  });

  it('refuses totals beyond exact integer range instead of losing cents', () => {
    expect(() => computeCartTotals([line(Number.MAX_SAFE_INTEGER, 2)])).toThrow(
      expect.objectContaining({ code: 'amount_too_large', lineIndex: 0 }),
    );
    expect(() => computeCartTotals([line(Number.MAX_SAFE_INTEGER - 1, 1, false, 'a'), line(2, 1, false, 'b')])).toThrow(
      expect.objectContaining({ code: 'amount_too_large' }),
    );
  });
});

describe('computeCartTotals with a shipping fee below the free-shipping threshold (decision 030)', () => {
  const policy = { freeShippingThresholdCents: 3000, shippingFeeCents: 490 };

  it.each([
    // [case, lines, shipping, tax added, total added, tax included, total included]
    ['empty cart: no shipping', [], 0, 0, 0, 0, 0],
    ['€24.99 bundle item: 2124 < 3000 pays 490; tax 8 % of 2614 = 209.12 → 209', [line(2499, 1, true)], 490, 209, 2823, 194, 2614],
    ['exactly the threshold ships free', [line(3000)], 0, 240, 3240, 222, 3000],
    ['one cent below it pays the fee', [line(2999)], 490, 279, 3768, 258, 3489],
    ['discounted below the threshold although the subtotal is above it', [line(3499, 1, true)], 490, 277, 3741, 257, 3464],
    ['mixed cart above the threshold ships free', [line(2499, 1, true), line(3499, 1, true), line(1299, 2)], 0, 616, 8312, 570, 7696],
  ])('%s', (_case, lines, shipping, addedTax, addedTotal, includedTax, includedTotal) => {
    const added = computeCartTotals(lines, { shipping: policy });
    expect([added.shippingCents, added.taxCents, added.totalCents, added.amountMinorUnits]).toEqual([
      shipping,
      addedTax,
      addedTotal,
      addedTotal,
    ]);
    const included = computeCartTotals(lines, { shipping: policy, taxMode: 'included_in_prices' });
    expect([included.shippingCents, included.taxCents, included.totalCents, included.amountMinorUnits]).toEqual([
      shipping,
      includedTax,
      includedTotal,
      includedTotal,
    ]);
  });

  it('prices the defaults (fee 0, or every order free) exactly as without a shipping policy, over 500 generated carts in both modes', () => {
    const next = random(30);
    for (let run = 0; run < 500; run++) {
      const lines = randomCart(next);
      for (const taxMode of ['added_at_checkout', 'included_in_prices'] as const) {
        const without = computeCartTotals(lines, { taxMode });
        expect(computeCartTotals(lines, { taxMode, shipping: { freeShippingThresholdCents: 3000, shippingFeeCents: 0 } })).toEqual(without);
        expect(computeCartTotals(lines, { taxMode, shipping: { freeShippingThresholdCents: null, shippingFeeCents: 490 } })).toEqual(
          without,
        );
      }
    }
  });

  it('charges the fee exactly when the discounted subtotal is below the threshold, taxed with the goods, over 2,000 generated carts', () => {
    const next = random(31);
    const broken: string[] = [];
    for (let run = 0; run < 2000; run++) {
      const lines = randomCart(next).slice(0, 1 + Math.floor(next() * 3));
      const shipping = { freeShippingThresholdCents: Math.floor(next() * 20_000), shippingFeeCents: Math.floor(next() * 2000) };
      const taxRateBasisPoints = Math.floor(next() * 2500);
      const added = computeCartTotals(lines, { taxRateBasisPoints, shipping });
      const included = computeCartTotals(lines, { taxRateBasisPoints, shipping, taxMode: 'included_in_prices' });
      const expected = added.discountedSubtotalCents < shipping.freeShippingThresholdCents ? shipping.shippingFeeCents : 0;
      const base = added.discountedSubtotalCents + expected;
      if (added.shippingCents !== expected || included.shippingCents !== expected) broken.push(`run ${run}: shipping`);
      if (added.taxCents !== percentOf(base, taxRateBasisPoints)) broken.push(`run ${run}: added tax on goods + shipping`);
      if (added.totalCents !== base + added.taxCents) broken.push(`run ${run}: added total`);
      if (included.totalCents !== base || included.amountMinorUnits !== base) broken.push(`run ${run}: included total`);
    }
    expect(broken).toEqual([]);
  });

  it('refuses a negative or fractional fee or threshold', () => {
    for (const shipping of [
      { freeShippingThresholdCents: 3000, shippingFeeCents: -1 },
      { freeShippingThresholdCents: 3000, shippingFeeCents: 4.5 },
      { freeShippingThresholdCents: -5, shippingFeeCents: 490 },
    ]) {
      expect(() => computeCartTotals([line(100)], { shipping })).toThrow(expect.objectContaining({ code: 'invalid_shipping' }));
    }
  });
});
