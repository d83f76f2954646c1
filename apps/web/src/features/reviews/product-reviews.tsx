import { Suspense, lazy } from 'react';
import { ReviewsLoading } from './reviews-loading';

// A product page opens on its Ingredients tab: the reviews' list, form and rating field load
// when the Reviews tab is first shown, not with the page (decision 012).
const ReviewsBody = lazy(() => import('./reviews-body').then((m) => ({ default: m.ReviewsBody })));

/** The Reviews tab (decision 005 item 4); the body under the heading is reviews-body.tsx. */
export function ProductReviews({ productId }: { productId: string }) {
  return (
    <section aria-labelledby="reviews-heading" className="flex flex-col gap-6">
      <h2 id="reviews-heading" className="text-xl font-semibold text-forest">
        Reviews
      </h2>
      <Suspense fallback={<ReviewsLoading />}>
        <ReviewsBody productId={productId} />
      </Suspense>
    </section>
  );
}
