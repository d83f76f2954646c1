import { describe, it, expect } from 'vitest';
import { MAX_EURO_AMOUNT, MoneyError, centsToEuros, eurosToCents, formatEuros, isCents, isEuroAmount, percentOf } from './money.ts';

/** Decimal text of a cent amount without going through floats: 2499 → '24.99'. */
const decimalText = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** Half-up percentage computed with BigInt, independent of the implementation's fast path. */
const referencePercentOf = (cents: number, basisPoints: number) => Number((BigInt(cents) * BigInt(basisPoints) + 5000n) / 10000n);

describe('eurosToCents', () => {
  it('is exact for every price x.yy from 0.01 to 999.99', () => {
    const wrong: string[] = [];
    for (let cents = 1; cents <= 99_999; cents++) {
      const euros = Number(decimalText(cents));
      if (!isEuroAmount(euros) || eurosToCents(euros) !== cents) wrong.push(decimalText(cents));
    }
    expect(wrong).toEqual([]);
  });

  it.each([
    [0, 0],
    [-0, 0],
    [24.99, 2499],
    [0.1 + 0.2, 30], // float noise from arithmetic is not a third decimal
    [19.99 * 3, 5997],
    [1234.5, 123450],
    [9_999_999.99, 999_999_999],
    [MAX_EURO_AMOUNT, MAX_EURO_AMOUNT * 100],
  ])('converts %s euros to %s cents', (euros, cents) => {
    expect(eurosToCents(euros)).toBe(cents);
    expect(Object.is(eurosToCents(euros), cents)).toBe(true);
  });

  it.each([
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['-Infinity', Number.NEGATIVE_INFINITY],
    ['a negative amount', -0.01],
    ['a negative whole amount', -5],
    ['a third decimal', 24.999],
    ['a half cent', 24.995],
    ['a tenth of a cent', 0.001],
    ['a fourth decimal', 24.9901],
    ['more than the maximum', MAX_EURO_AMOUNT + 0.01],
    ['a string', '24.99' as unknown as number],
    ['null', null as unknown as number],
  ])('rejects %s', (_label, euros) => {
    expect(isEuroAmount(euros)).toBe(false);
    expect(() => eurosToCents(euros)).toThrow(MoneyError);
  });

  it('throws a RangeError subclass so callers can catch it generically', () => {
    expect(() => eurosToCents(-1)).toThrow(RangeError);
  });
});

describe('centsToEuros', () => {
  it('round-trips every cent amount from 0.00 to 999.99 and serialises as the decimal', () => {
    for (let cents = 0; cents <= 99_999; cents++) {
      const euros = centsToEuros(cents);
      if (euros !== Number(decimalText(cents)) || eurosToCents(euros) !== cents) {
        expect.fail(`centsToEuros(${cents}) gave ${euros}`);
      }
    }
    expect(JSON.stringify({ price: centsToEuros(2499) })).toBe('{"price":24.99}');
  });

  it.each([[1.5], [Number.NaN], [Number.POSITIVE_INFINITY], [Number.MAX_SAFE_INTEGER + 1]])('rejects %s cents', (cents) => {
    expect(() => centsToEuros(cents)).toThrow(MoneyError);
  });
});

describe('isCents', () => {
  it.each([
    [0, true],
    [2499, true],
    [-375, true],
    [Number.MAX_SAFE_INTEGER, true],
    [24.99, false],
    [Number.NaN, false],
    [Number.MAX_SAFE_INTEGER + 1, false],
    ['2499', false],
  ])('isCents(%s) is %s', (value, expected) => {
    expect(isCents(value)).toBe(expected);
  });
});

describe('formatEuros', () => {
  it.each([
    [0, '€0.00'],
    [1, '€0.01'],
    [10, '€0.10'],
    [100, '€1.00'],
    [2499, '€24.99'],
    [99_999, '€999.99'],
    [100_000, '€1,000.00'],
    [123_450, '€1,234.50'],
    [123_456_789, '€1,234,567.89'],
    [-375, '-€3.75'],
  ])('formats %s cents as %s', (cents, expected) => {
    expect(formatEuros(cents)).toBe(expected);
  });

  it('formats every price from 0.01 to 999.99 as € and its decimal', () => {
    for (let cents = 1; cents <= 99_999; cents++) {
      const text = formatEuros(cents);
      if (text !== `€${decimalText(cents)}`) expect.fail(`formatEuros(${cents}) gave ${text}`);
    }
  });

  it('honours another locale', () => {
    expect(formatEuros(123_450, 'de-DE')).toBe('1.234,50\u00a0€');
  });

  it('writes en-IE exactly as Intl.NumberFormat does, signs and thousands included', () => {
    const intl = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });
    const samples = [0, 5, 99, 100, 999_99, 1000_00, 12_345_67, 999_999_99, 1_000_000_00, 123_456_789_01, -1, -1234_56];
    for (let cents = 0; cents < 2_000_000; cents += 997) samples.push(cents);
    for (const cents of samples) {
      if (formatEuros(cents) !== intl.format(cents / 100))
        expect.fail(`formatEuros(${cents}) gave ${formatEuros(cents)}, Intl ${intl.format(cents / 100)}`);
    }
  });

  it.each([[24.99], [Number.NaN]])('rejects %s, which is not whole cents', (cents) => {
    expect(() => formatEuros(cents)).toThrow(MoneyError);
  });
});

describe('percentOf (round half up, the one rounding rule)', () => {
  it.each([
    // [cents, basis points, expected, why]
    [0, 1500, 0, 'nothing of nothing'],
    [2499, 0, 0, 'a zero rate'],
    [2499, 10_000, 2499, '100 %'],
    [1, 1500, 0, '0.15 rounds down'],
    [1, 800, 0, '0.08 rounds down'],
    [3, 1500, 0, '0.45 rounds down'],
    [4, 1500, 1, '0.6 rounds up'],
    [1, 5000, 1, 'exactly half a cent rounds up'],
    [10, 1500, 2, '1.5 rounds up'],
    [30, 1500, 5, '4.5 rounds up'],
    [50, 1500, 8, '7.5 rounds up'],
    [50, 1900, 10, '9.5 rounds up'],
    [6, 800, 0, '0.48 rounds down'],
    [19, 800, 2, '1.52 rounds up'],
    [7, 800, 1, '0.56 rounds up'],
    [2499, 1500, 375, '374.85 rounds up'],
    [2500, 1500, 375, 'exact'],
    [2124, 800, 170, '169.92 rounds up'],
    [6297, 800, 504, '503.76 rounds up'],
    [9_899_901, 1500, 1_484_985, '1484985.15 rounds down'],
  ])('%s cents × %s bp = %s (%s)', (cents, basisPoints, expected) => {
    expect(percentOf(cents, basisPoints)).toBe(expected);
  });

  it('matches a BigInt half-up reference for every amount up to €200 at the shop rates', () => {
    for (const basisPoints of [1, 800, 1500, 1900, 5000, 9999]) {
      for (let cents = 0; cents <= 20_000; cents++) {
        const got = percentOf(cents, basisPoints);
        if (got !== referencePercentOf(cents, basisPoints)) {
          expect.fail(`percentOf(${cents}, ${basisPoints}) gave ${got}`);
        }
      }
    }
  });

  it('stays exact beyond the safe-integer product range', () => {
    const cents = Number.MAX_SAFE_INTEGER;
    expect(percentOf(cents, 1500)).toBe(referencePercentOf(cents, 1500));
    expect(percentOf(cents, 10_000)).toBe(cents);
    expect(percentOf(900_719_925_474, 9999)).toBe(referencePercentOf(900_719_925_474, 9999));
  });

  it('refuses a result that cannot be held exactly', () => {
    expect(() => percentOf(Number.MAX_SAFE_INTEGER, 10_001)).toThrow(MoneyError);
  });

  it.each([
    [-1, 1500],
    [1.5, 1500],
    [Number.NaN, 1500],
    [100, -1],
    [100, 7.5],
    [100, Number.NaN],
  ])('rejects percentOf(%s, %s)', (cents, basisPoints) => {
    expect(() => percentOf(cents, basisPoints)).toThrow(MoneyError);
  });
});
