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

/** The shop's sort orders, as ?sort= holds them; the first is the default and stays out of the URL. */
export const SORT_OPTIONS = [
  { value: 'newest', label: 'Newest' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'bestsellers', label: 'Bestsellers' },
] as const;

export type ShopSort = (typeof SORT_OPTIONS)[number]['value'];

/** A ?sort= value as a sort order: anything unknown (an old or hand-edited link) is the default. */
export function toShopSort(value: string | null): ShopSort {
  return SORT_OPTIONS.find((option) => option.value === value)?.value ?? 'newest';
}

const byNewest = (a: Product, b: Product) => b.createdAt.localeCompare(a.createdAt);

/** The products in the chosen order; ties keep newest first, so the order never jumps between visits. */
export function sortProducts(products: readonly Product[], sort: ShopSort): Product[] {
  const compare: Record<ShopSort, (a: Product, b: Product) => number> = {
    newest: byNewest,
    'price-asc': (a, b) => a.price - b.price || byNewest(a, b),
    'price-desc': (a, b) => b.price - a.price || byNewest(a, b),
    bestsellers: (a, b) => Number(b.isBestseller) - Number(a.isBestseller) || byNewest(a, b),
  };
  return [...products].sort(compare[sort]);
}
