import { MessageSquareText, RotateCcw } from 'lucide-react';
import { Link } from '@/lib/router/link';
import { useLocation } from '@/lib/router/hooks';
import { Button } from '@/components/ui/button';
import { type SessionUser, useSession } from '@/data/session';
import { ReviewForm } from './review-form';
import { ReviewList } from './review-list';
import { type Review, averageRating, useProductReviews } from './reviews-api';
import { ReviewsLoading } from './reviews-loading';
import { StarRating } from './star-rating';

/**
 * What the Reviews tab shows under its heading (decision 005 item 4): real reviews from the reviews
 * collection — their average in stars, the count, the list — and the form for a signed-in
 * customer who has not reviewed yet.
 */
export function ReviewsBody({ productId }: { productId: string }) {
  const reviews = useProductReviews(productId);
  const session = useSession();
  const user = session.data ?? null;

  if (reviews.isPending) return <ReviewsLoading />;
  if (reviews.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p className="text-danger">Failed to load reviews: {reviews.error.message}</p>
        <Button variant="outline" size="sm" onClick={() => void reviews.refetch()}>
          <RotateCcw aria-hidden="true" />
          Retry
        </Button>
      </div>
    );
  }
  return (
    <>
      <ReviewSummary reviews={reviews.data} />
      {!session.isPending && <Composer productId={productId} user={user} reviews={reviews.data} />}
      {reviews.data.length > 0 && <ReviewList productId={productId} reviews={reviews.data} user={user} />}
    </>
  );
}

function ReviewSummary({ reviews }: { reviews: readonly Review[] }) {
  const average = averageRating(reviews);
  if (average === null) {
    return (
      <div className="flex items-center gap-3 text-muted">
        <MessageSquareText aria-hidden="true" className="size-5" />
        <p>No reviews yet. Be the first to share your experience.</p>
      </div>
    );
  }
  const count = reviews.length;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <StarRating rating={Math.round(average * 10) / 10} className="text-2xl" />
      <p className="text-ink">
        <span className="font-semibold">{average.toFixed(1)} out of 5</span>
        <span className="text-muted"> · Based on {count === 1 ? '1 review' : `${count} reviews`}</span>
      </p>
    </div>
  );
}

function Composer({ productId, user, reviews }: { productId: string; user: SessionUser | null; reviews: readonly Review[] }) {
  const location = useLocation();
  if (!user) {
    return (
      <p className="rounded-2xl bg-sage-50 p-5 text-ink">
        Bought this product?{' '}
        <Link to="/login" state={{ from: location }} className="font-semibold text-forest underline underline-offset-4">
          Sign in to write a review
        </Link>
      </p>
    );
  }
  // One review per customer and product (the collection's unique index enforces it too).
  if (reviews.some((r) => r.userId === user.id)) {
    return <p className="rounded-2xl bg-sage-50 p-5 text-ink">Thank you for reviewing this product. You can delete your review below.</p>;
  }
  // The server takes reviews only from verified addresses, so one person cannot post from throwaway sign-ups.
  if (!user.emailVerification) {
    return (
      <p className="rounded-2xl bg-sage-50 p-5 text-ink">
        Please verify your e-mail address to write a review: this keeps reviews from real customers. Open the link we mailed you, or{' '}
        <Link to="/profile" className="font-semibold text-forest underline underline-offset-4">
          send a new one from your profile
        </Link>
        .
      </p>
    );
  }
  return <ReviewForm productId={productId} user={user} />;
}
