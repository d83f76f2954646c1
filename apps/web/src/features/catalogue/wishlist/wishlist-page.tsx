import { Heart } from 'lucide-react';
import { Link } from '@/lib/router/link';
import { Button } from '@/components/ui/button';
import { useLiveProducts } from '@/data/live-products';
import { type Product, useProducts } from '@/data/products';
import { useWishlist } from '@/data/wishlist';
import { ProductGrid, ProductGridSkeleton } from '../product-card/product-grid';
import { ProductsError } from '../product-card/products-error';

/**
 * /wishlist (docs/product.md §2): the products this browser saved with the heart, newest first, as
 * the shop's cards — Add to Cart, and the filled heart to remove one. Read from the catalogue the
 * shop shares, so removing a product needs no new request; saved products the owner deleted are
 * left out. Empty, it offers the shop and the quizzes.
 */
export function WishlistPage() {
  useLiveProducts();
  const saved = useWishlist();
  const products = useProducts();
  const listed = savedProducts(saved, products.data ?? []);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10 sm:px-6 sm:py-14">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-semibold text-forest sm:text-4xl">Your Wishlist</h1>
        <p className="text-muted">Saved in this browser only — nothing is sent to us until you order.</p>
      </header>
      {saved.length === 0 ? (
        <EmptyWishlist />
      ) : products.isPending ? (
        <>
          <p role="status" className="text-muted">
            Loading your saved products...
          </p>
          <ProductGridSkeleton count={Math.min(saved.length, 6)} wide />
        </>
      ) : products.isError ? (
        <ProductsError error={products.error} onRetry={() => void products.refetch()} />
      ) : listed.length === 0 ? (
        <EmptyWishlist />
      ) : (
        <>
          <p className="text-sm text-muted" aria-live="polite">
            {listed.length === 1 ? '1 saved product' : `${listed.length} saved products`}
          </p>
          <ProductGrid products={listed} priorityFirst wide />
        </>
      )}
    </div>
  );
}

/** The saved products still in the catalogue, the most recently saved first. */
function savedProducts(saved: readonly string[], catalogue: readonly Product[]): Product[] {
  const byId = new Map(catalogue.map((product) => [product.id, product]));
  return [...saved].reverse().flatMap((id) => byId.get(id) ?? []);
}

function EmptyWishlist() {
  const quizLink = 'font-medium text-forest underline underline-offset-4 hover:text-terracotta-dark';
  return (
    <div className="flex flex-col items-center gap-4 rounded-[var(--radius-card)] border border-dashed border-sand bg-white/50 px-6 py-14 text-center">
      <Heart aria-hidden="true" className="size-12 text-sage-500" />
      <h2 className="text-2xl font-semibold text-forest">Nothing saved yet</h2>
      <p className="max-w-md text-muted">Press the heart on any product to keep it here for later.</p>
      <Button asChild size="lg">
        <Link to="/shop">Browse the Shop</Link>
      </Button>
      <p className="max-w-md text-muted">
        Not sure where to start? Take the{' '}
        <Link to="/quiz/skincare" className={quizLink}>
          Skincare Quiz
        </Link>{' '}
        or the{' '}
        <Link to="/quiz/haircare" className={quizLink}>
          Haircare Quiz
        </Link>{' '}
        for a routine made for you.
      </p>
    </div>
  );
}
