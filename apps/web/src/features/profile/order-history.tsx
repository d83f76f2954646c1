import { includedVatLabel } from '@pura/core/settings/shop-settings-display';
import { shippingAmount } from '@pura/core/settings/shipping-lines';
import { eurosToCents } from '@pura/core/money';
import { Link } from '@/lib/router/link';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatPrice } from '@/lib/format-price';
import { cn } from '@/lib/cn';
import { LoadFailure, ProfileSection } from './profile-section';
import { useOrderHistory } from './use-order-history';

/** docs/product.md §3: Delivered green, Processing blue, Shipped purple, anything else grey. */
const STATUS_CLASSES: Record<string, string> = {
  delivered: 'bg-green-100 text-green-800',
  processing: 'bg-blue-100 text-blue-800',
  shipped: 'bg-purple-100 text-purple-800',
};

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

export function OrderHistory({ userId }: { userId: string }) {
  const orders = useOrderHistory(userId);
  return (
    <ProfileSection id="order-history" title="Order History">
      {orders.isPending && <Skeleton className="h-24 w-full" />}
      {orders.isError && <LoadFailure>Your orders could not be loaded. Please try again later.</LoadFailure>}
      {orders.data?.length === 0 && (
        <Card className="flex flex-col items-center gap-3 p-8 text-center">
          <p className="text-muted">You haven&apos;t placed any orders yet.</p>
          <Button asChild>
            <Link to="/shop">Start Shopping</Link>
          </Button>
        </Card>
      )}
      {orders.data && orders.data.length > 0 && (
        <ul className="flex flex-col gap-4">
          {orders.data.map((order) => (
            <li key={order.id}>
              <Card className="flex flex-col gap-3 p-5">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <div>
                    {/* The number the confirmation page and e-mail gave, so a customer can quote it. */}
                    <p className="font-semibold text-ink">{order.reference ? `Order ${order.reference}` : `Order #${order.id}`}</p>
                    <p className="text-sm text-muted">{dateFormat.format(new Date(order.createdAt))}</p>
                  </div>
                  <span
                    className={cn(
                      'rounded-full px-3 py-1 text-xs font-semibold capitalize',
                      STATUS_CLASSES[order.status.toLowerCase()] ?? 'bg-gray-100 text-gray-800',
                    )}
                  >
                    {order.status}
                  </span>
                </div>
                <ul className="flex flex-col gap-1 text-sm">
                  {order.items.map((item, index) => (
                    <li key={`${item.name}-${index}`} className="flex justify-between gap-4">
                      <span>
                        {item.name} × {item.quantity}
                      </span>
                      <span>{formatPrice(item.price * item.quantity)}</span>
                    </li>
                  ))}
                </ul>
                <div className="self-end text-right">
                  <p className="text-sm text-muted">Shipping: {shippingAmount(eurosToCents(order.shipping))}</p>
                  <p className="font-semibold text-ink">Total: {formatPrice(order.total)}</p>
                  {order.includedVat && (
                    <p className="text-sm text-muted">
                      {includedVatLabel(order.includedVat.rateBasisPoints)}: {formatPrice(order.includedVat.tax)}
                    </p>
                  )}
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </ProfileSection>
  );
}
