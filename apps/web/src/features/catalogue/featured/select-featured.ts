import type { Product } from '@/data/products';

/** docs/product.md §9: six featured products. */
export const FEATURED_LIMIT = 6;

/** docs/product.md §2: the first products of the list (newest first) flagged bestseller or new. */
export function selectFeatured(products: readonly Product[], limit = FEATURED_LIMIT): Product[] {
  return products.filter((p) => p.isBestseller || p.isNew).slice(0, limit);
}
