import { X } from 'lucide-react';
import { useDeferredValue, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { useLiveProducts } from '@/data/live-products';
import { useProducts } from '@/data/products';
import { ProductGrid, ProductGridSkeleton } from '../product-card/product-grid';
import { ProductsError } from '../product-card/products-error';
import { CategoryFilter } from './category-filter';
import { filterProducts, productCategories, sortProducts } from './filter-products';
import { NoMatches } from './no-matches';
import { ShopSearch } from './shop-search';
import { SkinFilters } from './skin-filters';
import { ShopSortSelect } from './shop-sort';
import { useShopFilters } from './use-shop-filters';

/**
 * docs/product.md §2 /shop: search box, category buttons, skin type and concern filters and sort order
 * (kept in the URL, §9 'Search'), the product grid, 'Showing X of Y products', Clear Filters, and the
 * loading, error and no-match states.
 */
export function ProductCollection() {
  useLiveProducts();
  const products = useProducts();
  const filters = useShopFilters();
  // Filtering a large catalogue must not delay the keystroke that caused it.
  const query = useDeferredValue(filters.query);
  const all = products.data ?? [];
  const shown = sortProducts(filterProducts(all, { ...filters, query }), filters.sort);
  const heading = useRef<HTMLHeadingElement>(null);

  // Clear Filters goes away with the filters it cleared: the keyboard goes to the collection's
  // heading, above the emptied search box and the count of what is now shown, rather than to
  // <body>. Not to the search box itself: that would open a phone's keyboard after a tap.
  function clearFilters() {
    filters.clear();
    heading.current?.focus();
  }

  return (
    <section aria-labelledby="collection-heading" className="flex flex-col gap-6">
      <h2 id="collection-heading" ref={heading} tabIndex={-1} className="text-2xl font-semibold text-forest outline-none sm:text-3xl">
        Our Collection
      </h2>
      <div className="flex flex-col gap-4">
        <ShopSearch value={filters.query} onChange={filters.setQuery} />
        <CategoryFilter categories={productCategories(all)} selected={filters.category} onSelect={filters.setCategory} />
        <SkinFilters type={filters.type} concern={filters.concern} onType={filters.setType} onConcern={filters.setConcern} />
      </div>

      {products.isPending ? (
        <>
          <p role="status" className="text-sm text-muted">
            Loading products...
          </p>
          <ProductGridSkeleton count={8} wide />
        </>
      ) : products.isError ? (
        <ProductsError error={products.error} onRetry={() => void products.refetch()} />
      ) : (
        <>
          <div className="flex min-h-11 flex-wrap items-center justify-between gap-3">
            <div className="flex flex-wrap items-center gap-3">
              <p role="status" className="text-sm text-muted">
                Showing {shown.length} of {all.length} products
              </p>
              {filters.isFiltered && (
                <Button variant="ghost" size="sm" onClick={clearFilters}>
                  <X aria-hidden="true" />
                  Clear Filters
                </Button>
              )}
            </div>
            <ShopSortSelect value={filters.sort} searching={filters.searching} onChange={filters.setSort} />
          </div>
          {shown.length > 0 ? (
            <ProductGrid products={shown} priorityFirst wide />
          ) : (
            <NoMatches filters={filters} catalogue={all} onClear={clearFilters} />
          )}
        </>
      )}
    </section>
  );
}
