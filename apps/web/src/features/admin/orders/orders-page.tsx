import { useDeferredValue, useState } from 'react';
import { Link } from '@/lib/router/link';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { formatPrice } from '@/lib/format-price';
import { formatDateTime } from '../shared/admin-date';
import { Pagination } from '../shared/pagination';
import { Table, TableState, Td, Th } from '../shared/table';
import { useCursorPages } from '../shared/use-cursor-pages';
import { useLiveRefresh } from '../shared/use-live-refresh';
import { ORDER_STATUSES } from '@pura/core/orders/order-status';
import { StatusBadge } from './status-badge';
import { adminOrderKeys, useAdminOrders } from './use-admin-orders';

export function OrdersPage() {
  const [status, setStatus] = useState('');
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const pages = useCursorPages();
  const orders = useAdminOrders(status, deferredSearch, pages.cursor);
  useLiveRefresh('orders', [adminOrderKeys.all]);
  const rows = orders.data?.orders ?? [];
  return (
    <section aria-labelledby="orders-heading" className="flex flex-col gap-4">
      <h2 id="orders-heading" className="text-2xl font-semibold text-forest">Orders</h2>
      <div className="flex flex-wrap gap-4">
        <div className="flex min-w-56 flex-col gap-1.5">
          <Label htmlFor="order-search">Search by reference or e-mail</Label>
          <Input
            id="order-search"
            type="search"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              pages.reset();
            }}
          />
        </div>
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
      <TableState pending={orders.isPending} error={orders.error} empty={rows.length === 0} emptyText="No orders match." />
      {rows.length > 0 && (
        <Table caption="Orders, newest first">
          <thead>
            <tr>
              <Th>Order</Th>
              <Th>Date</Th>
              <Th>Customer</Th>
              <Th className="text-right">Items</Th>
              <Th className="text-right">Total</Th>
              <Th>Status</Th>
            </tr>
          </thead>
          <tbody>
            {rows.map((order) => (
              <tr key={order.id}>
                <Td>
                  <Link to={`/admin/orders/${order.id}`} className="font-medium text-forest underline underline-offset-2">
                    {order.reference}
                  </Link>
                </Td>
                <Td>{formatDateTime(order.createdAt)}</Td>
                <Td>{order.email}</Td>
                <Td className="text-right tabular-nums">{order.items.reduce((n, l) => n + l.quantity, 0)}</Td>
                <Td className="text-right tabular-nums">{formatPrice(order.total)}</Td>
                <Td>
                  <StatusBadge status={order.status} />
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <Pagination
        label="Orders"
        page={pages.page}
        total={orders.data?.total}
        shown={rows.length}
        onPrevious={pages.previous}
        onNext={() => {
          const last = rows[rows.length - 1];
          if (last) pages.next(last.id);
        }}
      />
    </section>
  );
}
