import { PackageSearch, RotateCcw } from 'lucide-react';
import { Link } from '@/lib/router/link';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { shopPageTitle } from '@/lib/shop-settings';

/** The page's frame while the product loads: same shape as the loaded page, no jump. */
export function ProductPageLoading() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <p role="status" className="sr-only">
        Loading product...
      </p>
      <div className="grid gap-10 md:grid-cols-2">
        <Skeleton className="aspect-square w-full rounded-[var(--radius-card)]" />
        <div className="flex flex-col gap-4">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-10 w-3/4" />
          <Skeleton className="h-7 w-28" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-12 w-48 rounded-full" />
        </div>
      </div>
    </div>
  );
}

/** docs/product.md §8 'Product page': 'Product Not Found' and why, with the way back to the shop. */
export function ProductNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <title>{shopPageTitle('Product Not Found')}</title>
      <meta name="robots" content="noindex" />
      <PackageSearch aria-hidden="true" className="size-12 text-sage-500" />
      <h1 className="mt-4 text-3xl font-semibold text-forest">Product Not Found</h1>
      <p className="mt-3 text-muted">The product you're looking for doesn't exist or could not be loaded.</p>
      <Button asChild className="mt-8">
        <Link to="/shop">Back to Shop</Link>
      </Button>
    </section>
  );
}

/** The back end failed: its message, Retry, and the way back to the shop. */
export function ProductLoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <title>{shopPageTitle('Product unavailable')}</title>
      <h1 className="text-3xl font-semibold text-forest">We couldn't load this product</h1>
      <p role="alert" className="mt-3 text-danger">
        {error.message || 'Failed to load product'}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={onRetry}>
          <RotateCcw aria-hidden="true" />
          Retry
        </Button>
        <Button asChild variant="outline">
          <Link to="/shop">Back to Shop</Link>
        </Button>
      </div>
    </section>
  );
}
