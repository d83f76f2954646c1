import { Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { Product } from '@/data/products';
import { PagedList } from '../shared/paged-list';
import { SearchField } from '../shared/search-field';
import { useFocusAfterRowRemoval } from '../shared/use-focus-after-row-removal';
import { useCursorPages } from '../shared/use-cursor-pages';
import { useListSearch } from '../shared/use-list-search';
import { useLiveRefresh } from '../shared/use-live-refresh';
import { ProductDialog } from './product-dialog';
import { ProductsTable } from './products-table';
import { type ProductSort, type ProductSortField, adminProductKeys, useAdminProducts } from './use-admin-products';

export function ProductsPage() {
  const [sort, setSort] = useState<ProductSort>({ field: '$createdAt', direction: 'desc' });
  const pages = useCursorPages();
  const search = useListSearch(pages);
  const products = useAdminProducts(search.deferredTerm, sort, pages.cursor);
  useLiveRefresh('products', [adminProductKeys.all]);
  const [dialog, setDialog] = useState<{ open: boolean; product: Product | null }>({ open: false, product: null });
  const add = useRef<HTMLButtonElement>(null);
  const rowFocus = useFocusAfterRowRemoval<HTMLElement>(products.data?.rows, add);

  const sortBy = (field: ProductSortField) => {
    setSort((current) => ({ field, direction: current.field === field && current.direction === 'asc' ? 'desc' : 'asc' }));
    pages.reset();
  };

  return (
    <section aria-labelledby="products-heading" className="flex flex-col gap-4" {...rowFocus}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="products-heading" className="text-2xl font-semibold text-forest">
          Products
        </h2>
        <Button ref={add} onClick={() => setDialog({ open: true, product: null })}>
          <Plus aria-hidden /> Add product
        </Button>
      </div>
      <SearchField id="product-search" label="Search products by name" value={search.term} onChange={search.change} className="max-w-sm" />
      <PagedList
        label="Products"
        pages={pages}
        query={products}
        emptyText={search.term ? 'No product matches this search.' : 'No products yet.'}
      >
        {(rows) => <ProductsTable products={rows} sort={sort} onSort={sortBy} onEdit={(product) => setDialog({ open: true, product })} />}
      </PagedList>
      <ProductDialog open={dialog.open} product={dialog.product} onOpenChange={(open) => setDialog((d) => ({ ...d, open }))} />
    </section>
  );
}
