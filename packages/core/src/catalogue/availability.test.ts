import { describe, expect, it } from 'vitest';
import { canBeSoldNow } from './availability.ts';

describe('canBeSoldNow', () => {
  it.each([
    [24.99, 3, true],
    [24.99, null, true],
    [24.99, undefined, true],
    [24.99, 0, false],
    [24.99, -1, false],
    [0, 5, false],
    [-3, 5, false],
    [1.234, 5, false],
    [Number.NaN, 5, false],
    ['24.99', 5, false],
  ])('price %s, stock %s → %s', (price, stock, expected) => {
    expect(canBeSoldNow(price, stock)).toBe(expected);
  });
});
