import { describe, expect, it } from 'vitest';
import { averageStars } from './product-rating.ts';

describe('a product rating', () => {
  it.each([
    [{ ratingCount: 1, ratingSum: 5 }, '5.0'],
    [{ ratingCount: 12, ratingSum: 54 }, '4.5'],
    [{ ratingCount: 3, ratingSum: 13 }, '4.3'],
    [{ ratingCount: 3, ratingSum: 14 }, '4.7'],
  ])('%j averages %s stars', (totals, average) => {
    expect(averageStars(totals)).toBe(average);
  });
});
