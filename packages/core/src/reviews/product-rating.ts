/** What a product carries about its reviews (docs/product.md §3 Product): how many, and their stars added up. */
export interface RatingTotals {
  ratingCount: number;
  ratingSum: number;
}

/** The average stars as shown, to one decimal ("4.5"); only for a product with reviews. */
export function averageStars({ ratingCount, ratingSum }: RatingTotals): string {
  return (ratingSum / ratingCount).toFixed(1);
}
