import { describe, expect, it } from 'vitest';
import { averageStars, ratingSummary } from './product-rating.ts';

describe('a product rating', () => {
  it.each([
    [{ ratingCount: 0, ratingSum: 0 }, null, 'No reviews yet'],
    [{ ratingCount: 1, ratingSum: 5 }, 5, '5.0 out of 5, 1 review'],
    [{ ratingCount: 12, ratingSum: 54 }, 4.5, '4.5 out of 5, 12 reviews'],
    [{ ratingCount: 3, ratingSum: 13 }, 4.3, '4.3 out of 5, 3 reviews'],
  ])('%j averages %s and reads %j', (totals, average, summary) => {
    expect(averageStars(totals)).toBe(average);
    expect(ratingSummary(totals)).toBe(summary);
  });
});
