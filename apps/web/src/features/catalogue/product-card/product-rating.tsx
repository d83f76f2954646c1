import type { CSSProperties } from 'react';
import { type RatingTotals, averageStars } from '@pura/core/reviews/product-rating';

/**
 * A product's average stars and review count beside its name (docs/product.md §2 'product card'),
 * nothing while unrated. The stars are one empty CSS-masked element (styles.css `rating-stars`)
 * filled to the average, so the storefront ships no star icons; assistive technology reads the
 * line as one image named in words: "4.5 out of 5, 12 reviews".
 */
export function ProductRating({ rating }: { rating: RatingTotals }) {
  const count = rating.ratingCount;
  if (!count) return null;
  const average = averageStars(rating);
  return (
    <p
      role="img"
      aria-label={`${average} out of 5, ${count} review${count === 1 ? '' : 's'}`}
      className="flex items-center gap-1.5 text-sm text-muted"
    >
      <span className="rating-stars" style={{ '--rating': `${+average * 20}%` } as CSSProperties} />
      {average} ({count})
    </p>
  );
}
