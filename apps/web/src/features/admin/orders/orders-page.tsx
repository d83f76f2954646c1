import { useState } from 'react';
import { Link } from '@/lib/router/link';
import { Label } from '@/components/ui/label';
import { formatPrice } from '@/lib/format-price';
import { formatDateTime } from '../shared/admin-date';
import { PagedList } from '../shared/paged-list';
import { SearchField } from '../shared/search-field';
import { type Column, DataTable } from '../shared/table';
import { useCursorPages } from '../shared/use-cursor-pages';
import { useListSearch } from '../shared/use-list-search';
import { useLiveRefresh } from '../shared/use-live-refresh';
import { ORDER_STATUSES } from '@pura/core/orders/order-status';
import type { AdminOrder } from './order-model';
import { StatusBadge } from './status-badge';
import { adminOrderKeys, useAdminOrders } from './use-admin-orders';

const ORDER_COLUMNS: Column<AdminOrder>[] = [
  {
    header: 'Order',
    place: 'title',
    cell: (order) => (
      <Link to={`/admin/orders/${order.id}`} className="font-medium text-forest underline underline-offset-2">
        {order.reference}
      </Link>
    ),
  },
  { header: 'Date', cell: (order) => formatDateTime(order.createdAt) },
  { header: 'Customer', cell: (order) => order.email },
  { header: 'Items', numeric: true, cell: (order) => order.items.reduce((n, l) => n + l.quantity, 0) },
  { header: 'Total', numeric: true, cell: (order) => formatPrice(order.total) },
  { header: 'Status', cell: (order) => <StatusBadge status={order.status} /> },
];

export function OrdersPage() {
  const [status, setStatus] = useState('');
  const pages = useCursorPages();
  const search = useListSearch(pages);
  const orders = useAdminOrders(status, search.deferredTerm, pages.cursor);
  useLiveRefresh('orders', [adminOrderKeys.all]);
  return (
    <section aria-labelledby="orders-heading" className="flex flex-col gap-4">
      <h2 id="orders-heading" className="text-2xl font-semibold text-forest">
        Orders
      </h2>
      <div className="flex flex-wrap gap-4">
        <SearchField
          id="order-search"
          label="Search by reference or e-mail"
          value={search.term}
          onChange={search.change}
          className="min-w-56"
        />
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="order-status-filter">Status</Label>
          <select
            id="order-status-filter"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value);
              pages.reset();
            }}
            className="h-11 rounded-xl border border-sand bg-white px-3 text-sm capitalize"
          >
            <option value="">All statuses</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
      </div>
      <PagedList label="Orders" pages={pages} query={orders} emptyText="No orders match.">
        {(rows) => <DataTable caption="Orders, newest first" columns={ORDER_COLUMNS} rows={rows} rowId={(order) => order.id} />}
      </PagedList>
    </section>
  );
}
