import { ArrowRight } from 'lucide-react';
import { Link } from '@/lib/router/link';
import { Button } from '@/components/ui/button';
import { useLiveProducts } from '@/data/live-products';
import { useProducts } from '@/data/products';
import { ProductGrid, ProductGridSkeleton } from '../product-card/product-grid';
import { ProductsError } from '../product-card/products-error';
import { FEATURED_LIMIT, selectFeatured } from './select-featured';

/** docs/product.md §2 'Featured products': six bestsellers and new arrivals, with its loading, error and empty states. */
export function FeaturedProducts() {
  useLiveProducts();
  const products = useProducts();
  const featured = selectFeatured(products.data ?? []);

  return (
    <section aria-labelledby="featured-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <div className="mb-8 flex flex-col gap-2 text-center">
        <p className="text-sm font-semibold uppercase tracking-widest text-terracotta-dark">Loved by our community</p>
        <h2 id="featured-heading" className="text-3xl font-semibold text-forest sm:text-4xl">
          Featured Products
        </h2>
        <p className="mx-auto max-w-xl text-muted">Bestsellers and new arrivals, made with organic botanicals and nothing to hide.</p>
      </div>

      {products.isPending ? (
        <>
          <p role="status" className="mb-6 text-center text-muted">
            Loading featured products...
          </p>
          <ProductGridSkeleton count={FEATURED_LIMIT} />
        </>
      ) : products.isError ? (
        <ProductsError error={products.error} onRetry={() => void products.refetch()} />
      ) : featured.length === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-[var(--radius-card)] border border-dashed border-sand bg-white/50 px-6 py-14 text-center">
          <p className="font-serif text-xl text-forest">No featured products available</p>
          <Button asChild variant="outline">
            <Link to="/shop">Browse Shop</Link>
          </Button>
        </div>
      ) : (
        <>
          <ProductGrid products={featured} />
          <div className="mt-10 flex justify-center">
            <Button asChild size="lg" variant="outline">
              <Link to="/shop">
                View All Products
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
