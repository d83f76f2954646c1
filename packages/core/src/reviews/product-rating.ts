/** What a product carries about its reviews (docs/product.md §3 Product): how many, and their stars added up. */
export interface RatingTotals {
  ratingCount: number;
  ratingSum: number;
}

/** The average stars to one decimal (4.5), or null when nobody has rated the product. */
export function averageStars({ ratingCount, ratingSum }: RatingTotals): number | null {
  if (!(ratingCount > 0)) return null;
  return Math.round((ratingSum / ratingCount) * 10) / 10;
}

/** The rating in words, as screen readers hear it beside the stars: "4.5 out of 5, 12 reviews". */
export function ratingSummary(totals: RatingTotals): string {
  const average = averageStars(totals);
  if (average === null) return 'No reviews yet';
  return `${average.toFixed(1)} out of 5, ${totals.ratingCount === 1 ? '1 review' : `${totals.ratingCount} reviews`}`;
}
