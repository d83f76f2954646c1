import { ArrowLeft } from 'lucide-react';
import { includedVatLabel } from '@pura/core/settings/shop-settings-display';
import { shippingAmount } from '@pura/core/settings/shipping-lines';
import { eurosToCents } from '@pura/core/money';
import { Link } from '@/lib/router/link';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatPrice } from '@/lib/format-price';
import { formatDateTime } from '../shared/admin-date';
import { type AdminOrder, orderDiscount } from './order-model';
import { StatusBadge } from './status-badge';
import { StatusChanger } from './status-changer';
import { adminOrderKeys, useAdminOrder } from './use-admin-orders';
import { useLiveRefresh } from '../shared/use-live-refresh';

function Row({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-1">
      <dt className="text-muted">{label}</dt>
      <dd className="text-right tabular-nums">{value}</dd>
    </div>
  );
}

function OrderLines({ order }: { order: AdminOrder }) {
  const discount = orderDiscount(order);
  // Paid with tax included in prices (decision 024): the tax is the VAT inside the total, shown under it.
  const taxIncluded = order.taxMode === 'included_in_prices' && order.taxRateBasisPoints !== null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Items</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        <ul className="flex flex-col divide-y divide-sand/60">
          {order.items.map((line, index) => (
            <li key={`${line.id}-${index}`} className="flex justify-between gap-3 py-2">
              <span>
                {line.name} × {line.quantity}
                {line.isBundle && <span className="ml-2 text-xs text-muted">(routine)</span>}
              </span>
              <span className="tabular-nums">{formatPrice(line.price * line.quantity)}</span>
            </li>
          ))}
        </ul>
        <dl>
          <Row label="Subtotal" value={formatPrice(order.subtotal)} />
          {discount > 0 && <Row label="Routine discount" value={`−${formatPrice(discount)}`} />}
          {!taxIncluded && <Row label="Tax" value={formatPrice(order.tax)} />}
          {/* Null on orders from before shipping was recorded: they shipped free (decision 030). */}
          <Row label="Shipping" value={shippingAmount(eurosToCents(order.shipping ?? 0))} />
          <Row label="Total" value={<strong>{formatPrice(order.total)}</strong>} />
          {taxIncluded && <Row label={includedVatLabel(order.taxRateBasisPoints ?? 0)} value={formatPrice(order.tax)} />}
        </dl>
      </CardContent>
    </Card>
  );
}

export function OrderDetailPage({ orderId }: { orderId: string }) {
  const order = useAdminOrder(orderId);
  useLiveRefresh('orders', [adminOrderKeys.detail(orderId)]);
  return (
    <section aria-labelledby="order-heading" className="flex flex-col gap-4">
      <Link to="/admin/orders" className="inline-flex items-center gap-1 text-sm text-forest underline underline-offset-2">
        <ArrowLeft className="size-4" aria-hidden /> All orders
      </Link>
      {order.isPending && (
        <p role="status" className="text-muted">
          Loading order…
        </p>
      )}
      {order.isError && (
        <p role="alert" className="text-danger">
          The order could not be loaded: {order.error.message}
        </p>
      )}
      {order.data && (
        <>
          <div className="flex flex-wrap items-center gap-3">
            <h2 id="order-heading" className="text-2xl font-semibold text-forest">
              Order {order.data.reference}
            </h2>
            <StatusBadge status={order.data.status} />
          </div>
          <div className="grid gap-4 lg:grid-cols-3">
            <div className="flex flex-col gap-4 lg:col-span-2">
              <OrderLines order={order.data} />
              <Card>
                <CardHeader>
                  <CardTitle>Status history</CardTitle>
                </CardHeader>
                <CardContent>
                  <ol className="flex flex-col gap-2 text-sm">
                    <li className="flex flex-wrap justify-between gap-2">
                      <span>Placed</span>
                      <span className="text-muted">{formatDateTime(order.data.createdAt)}</span>
                    </li>
                    {order.data.statusHistory.map((entry, index) => (
                      <li key={`${entry.at}-${index}`} className="flex flex-wrap items-center justify-between gap-2">
                        <StatusBadge status={entry.status} />
                        {entry.carrier && entry.trackingNumber && (
                          <span className="min-w-0 flex-1 break-all">
                            {entry.carrier} · {entry.trackingNumber}
                          </span>
                        )}
                        <span className="text-muted">{formatDateTime(entry.at)}</span>
                      </li>
                    ))}
                  </ol>
                </CardContent>
              </Card>
            </div>
            <div className="flex flex-col gap-4">
              <Card>
                <CardContent className="pt-6">
                  <StatusChanger orderId={order.data.id} status={order.data.status} />
                  <p className="mt-2 text-xs text-muted">Last updated {formatDateTime(order.data.updatedAt)}</p>
                </CardContent>
              </Card>
              <Card>
                <CardHeader>
                  <CardTitle>Customer</CardTitle>
                </CardHeader>
                <CardContent className="flex flex-col gap-1 text-sm">
                  <a href={`mailto:${order.data.email}`} className="text-forest underline underline-offset-2">
                    {order.data.email}
                  </a>
                  {order.data.shippingAddress && (
                    <address className="not-italic">
                      {order.data.shippingAddress.firstName} {order.data.shippingAddress.lastName}
                      <br />
                      {order.data.shippingAddress.address}
                      <br />
                      {order.data.shippingAddress.zipCode} {order.data.shippingAddress.city}
                    </address>
                  )}
                  <dl className="mt-2">
                    <Row label="Packaging name" value={order.data.customPackagingName ?? '—'} />
                    <Row label="Payment intent" value={<code className="break-all text-xs">{order.data.paymentIntentId}</code>} />
                  </dl>
                </CardContent>
              </Card>
            </div>
          </div>
        </>
      )}
    </section>
  );
}
