import type { ReactNode } from 'react';
import { useLiveProducts } from '@/data/live-products';
import type { Product } from '@/data/products';
import { ProductLoadError, ProductNotFound, ProductPageLoading } from './product-page-states';
import { ProductView } from './product-view';
import { isProductNotFound, useProductDetail } from './use-product-detail';

export interface ProductPageProps {
  id: string;
  /** The Reviews tab's content; the route composes it from the reviews feature. */
  renderReviews: (product: Product) => ReactNode;
}

/**
 * docs/product.md §4 'Product page': loading, error or not found, loaded. Price and stock follow the
 * realtime channel. A failed background refresh keeps showing the product already loaded.
 */
export function ProductPage({ id, renderReviews }: ProductPageProps) {
  useLiveProducts();
  const product = useProductDetail(id);
  if (product.isError && isProductNotFound(product.error)) return <ProductNotFound />;
  // Keyed by id: moving to another product starts again at quantity 1 and the first tab.
  if (product.data) return <ProductView key={id} product={product.data} reviews={renderReviews(product.data)} />;
  if (product.isError) return <ProductLoadError error={product.error} onRetry={() => void product.refetch()} />;
  return <ProductPageLoading />;
}
