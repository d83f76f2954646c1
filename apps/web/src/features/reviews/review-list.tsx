import { BadgeCheck, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { SessionUser } from '@/data/session';
import { type Review, useDeleteReview } from './reviews-api';
import { StarRating } from './star-rating';
import { shopPageTitle } from '@/lib/shop-settings';

const dateFormat = new Intl.DateTimeFormat('en-IE', { dateStyle: 'medium' });

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

/** The reviews, newest first; authors (and admins) may delete their own. */
export function ReviewList({ productId, reviews, user }: { productId: string; reviews: readonly Review[]; user: SessionUser | null }) {
  const remove = useDeleteReview(productId);
  return (
    <ul className="flex flex-col divide-y divide-sand/70">
      {reviews.map((review) => {
        const own = user?.id === review.userId;
        const deletable = own || user?.isAdmin === true;
        return (
          <li key={review.id} className="flex flex-col gap-2 py-5 first:pt-0">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <div className="flex flex-wrap items-center gap-3">
                <StarRating rating={review.rating} className="text-lg" />
                <p className="font-semibold text-ink">
                  {review.authorName || `${shopPageTitle()} customer`}
                  {own && <span className="ml-2 text-sm font-normal text-muted">(you)</span>}
                </p>
                {review.verifiedPurchase && (
                  <span className="inline-flex items-center gap-1 text-sm font-medium text-forest">
                    <BadgeCheck aria-hidden="true" className="size-4" />
                    Verified purchase
                  </span>
                )}
              </div>
              <time dateTime={review.createdAt} className="text-sm text-muted">
                {formatDate(review.createdAt)}
              </time>
            </div>
            {review.text && <p className="whitespace-pre-line leading-relaxed text-ink/90">{review.text}</p>}
            {deletable && (
              <Button
                variant="ghost"
                size="sm"
                className="-ml-3 self-start px-3 text-danger hover:bg-danger/10"
                disabled={remove.isPending && remove.variables === review.id}
                onClick={() => remove.mutate(review.id)}
              >
                <Trash2 aria-hidden="true" />
                {own ? 'Delete my review' : `Delete review by ${review.authorName || `${shopPageTitle()} customer`}`}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
