import { Plus } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { Product } from '@/data/products';
import { Pagination } from '../shared/pagination';
import { TableState } from '../shared/table';
import { useCursorPages } from '../shared/use-cursor-pages';
import { useLiveRefresh } from '../shared/use-live-refresh';
import { ProductDialog } from './product-dialog';
import { ProductsTable } from './products-table';
import { type ProductSort, type ProductSortField, adminProductKeys, useAdminProducts } from './use-admin-products';

export function ProductsPage() {
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [sort, setSort] = useState<ProductSort>({ field: '$createdAt', direction: 'desc' });
  const pages = useCursorPages();
  const products = useAdminProducts(deferredSearch, sort, pages.cursor);
  useLiveRefresh('products', [adminProductKeys.all]);
  const [dialog, setDialog] = useState<{ open: boolean; product: Product | null }>({ open: false, product: null });

  const sortBy = (field: ProductSortField) => {
    setSort((current) => ({ field, direction: current.field === field && current.direction === 'asc' ? 'desc' : 'asc' }));
    pages.reset();
  };
  const rows = products.data?.products ?? [];

  return (
    <section aria-labelledby="products-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="products-heading" className="text-2xl font-semibold text-forest">Products</h2>
        <Button onClick={() => setDialog({ open: true, product: null })}>
          <Plus aria-hidden /> Add product
        </Button>
      </div>
      <div className="flex max-w-sm flex-col gap-1.5">
        <Label htmlFor="product-search">Search products by name</Label>
        <Input
          id="product-search"
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            pages.reset();
          }}
        />
      </div>
      <TableState pending={products.isPending} error={products.error} empty={rows.length === 0} emptyText={search ? 'No product matches this search.' : 'No products yet.'} />
      {rows.length > 0 && <ProductsTable products={rows} sort={sort} onSort={sortBy} onEdit={(product) => setDialog({ open: true, product })} />}
      <Pagination
        label="Products"
        page={pages.page}
        total={products.data?.total}
        shown={rows.length}
        onPrevious={pages.previous}
        onNext={() => {
          const last = rows[rows.length - 1];
          if (last) pages.next(last.id);
        }}
      />
      <ProductDialog open={dialog.open} product={dialog.product} onOpenChange={(open) => setDialog((d) => ({ ...d, open }))} />
    </section>
  );
}
