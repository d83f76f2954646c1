import { searchProducts } from '@pura/core/catalogue/product-search';
import type { Product } from '@/data/products';

/** docs/product.md §9: the first category button. */
export const ALL_PRODUCTS = 'All Products';

/** The distinct categories of the catalogue, alphabetically, for the filter buttons. */
export function productCategories(products: readonly Product[]): string[] {
  return [...new Set(products.map((p) => p.category).filter(Boolean))].sort(byText);
}

// Plain comparisons, not localeCompare: the browser's first localeCompare builds a collator, some
// 10 ms of a page's start-up on a phone (decision 012: TBT). Creation times are ISO strings, which
// sort as text.
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The shop's narrowing choices besides the order, as the URL holds them (docs/product.md §9 'Search'). */
export interface ShopSelection {
  query: string;
  category: string;
  /** A skin type (SKIN_TYPES), or '' for any. */
  type: string;
  /** A concern (SKIN_CONCERNS), or '' for any. */
  concern: string;
}

/**
 * docs/product.md §9 'Search': the products in the category, of the skin type and for the concern
 * chosen, that match the query (core's search: name, benefits, ingredients, category, skin tags and
 * description, with synonyms), best match first. Empty choices match everything, in the given order.
 */
export function filterProducts(products: readonly Product[], { query, category, type, concern }: ShopSelection): Product[] {
  const chosen = products.filter(
    (product) =>
      (!category || product.category === category) &&
      (!type || product.skinTypes.includes(type)) &&
      (!concern || product.skinConcerns.includes(concern)),
  );
  return searchProducts(chosen, query);
}

/** The shop's sort orders, as ?sort= holds them; the first is the default and stays out of the URL. */
export const SORT_OPTIONS = [
  { value: 'newest', label: 'Newest' },
  // The order search ranks in; offered, and the default, only while there is a query.
  { value: 'relevance', label: 'Best match' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'bestsellers', label: 'Bestsellers' },
] as const;

export type ShopSort = (typeof SORT_OPTIONS)[number]['value'];

/**
 * A ?sort= value as a sort order: anything unknown (an old or hand-edited link) is the default,
 * best match while searching and newest otherwise.
 */
export function toShopSort(value: string | null, searching = false): ShopSort {
  const fallback = searching ? 'relevance' : 'newest';
  const known = SORT_OPTIONS.find((option) => option.value === value)?.value ?? fallback;
  return known === 'relevance' && !searching ? 'newest' : known;
}

const byNewest = (a: Product, b: Product) => byText(b.createdAt, a.createdAt);

/**
 * The products in the chosen order; ties keep newest first, so the order never jumps between visits.
 * Best match keeps the order search ranked them in.
 */
export function sortProducts(products: readonly Product[], sort: ShopSort): Product[] {
  const compare: Record<ShopSort, (a: Product, b: Product) => number> = {
    newest: byNewest,
    relevance: () => 0,
    'price-asc': (a, b) => a.price - b.price || byNewest(a, b),
    'price-desc': (a, b) => b.price - a.price || byNewest(a, b),
    bestsellers: (a, b) => Number(b.isBestseller) - Number(a.isBestseller) || byNewest(a, b),
  };
  return [...products].sort(compare[sort]);
}
