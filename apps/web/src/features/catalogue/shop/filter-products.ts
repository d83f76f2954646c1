import type { Product } from '@/data/products';

/** docs/product.md §9: the first category button. */
export const ALL_PRODUCTS = 'All Products';

/** The distinct categories of the catalogue, alphabetically, for the filter buttons. */
export function productCategories(products: readonly Product[]): string[] {
  return [...new Set(products.map((p) => p.category).filter(Boolean))].sort((a, b) => a.localeCompare(b));
}

/**
 * docs/product.md §9: a case-insensitive text match on name, description or category, combined with the
 * category filter. An empty query or category matches everything.
 */
export function filterProducts(products: readonly Product[], { query, category }: { query: string; category: string }): Product[] {
  const needle = query.trim().toLocaleLowerCase();
  return products.filter((product) => {
    if (category && product.category !== category) return false;
    if (!needle) return true;
    return [product.name, product.description, product.category].some((text) => text.toLocaleLowerCase().includes(needle));
  });
}
