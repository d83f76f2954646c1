import { CheckCircle2, Loader2 } from 'lucide-react';
import { Link } from '@/lib/router/link';
import { useSearchParams } from '@/lib/router/hooks';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatPrice } from '@/lib/format-price';
import { paymentErrorMessage } from '../checkout-api';
import { useCompletedPayment, useOrder } from './use-placed-order';

/**
 * /payment-success (docs/product.md §2, §9): the real order reference and total, that processing takes
 * 1-2 business days, and the ways on to /profile and /shop. Reached with ?order=<id> from the
 * checkout page, or with ?payment_intent=<id> after a Stripe redirect.
 */
export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const paymentIntentId = params.get('payment_intent');
  const completed = useCompletedPayment(params.get('order') ? null : paymentIntentId);
  const completedOrderId = completed.data?.status === 'succeeded' ? (completed.data.order?.id ?? null) : null;
  const order = useOrder(params.get('order') ?? completedOrderId);
  const loading = completed.isLoading || order.isLoading;

  // Opened without a fresh order (a bookmark, a link typed by hand): nothing was paid just now, so
  // nobody is thanked for a payment; the ways on stay.
  if (!params.get('order') && !paymentIntentId) {
    return (
      <div className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-4 py-16 text-center sm:py-20">
        <h1 className="text-3xl font-semibold text-forest sm:text-4xl">No new order to confirm</h1>
        <p className="text-muted">This page confirms an order right after you pay. Your orders are in your profile.</p>
        <WaysOn />
      </div>
    );
  }

  // Back from Stripe with a payment that did not go through: no order, and a way back.
  if (completed.isError) {
    return (
      <div className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-4 py-16 text-center sm:py-20">
        <h1 className="text-3xl font-semibold text-forest sm:text-4xl">Payment not completed</h1>
        <p role="alert" className="text-danger">
          {paymentErrorMessage(completed.error)}
        </p>
        <Button asChild size="lg">
          <Link to="/checkout">Back to Checkout</Link>
        </Button>
      </div>
    );
  }

  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center sm:py-20">
      <CheckCircle2 aria-hidden="true" className="size-14 text-sage-600" />
      <h1 className="mt-4 text-3xl font-semibold text-forest sm:text-4xl">Thank you for your order!</h1>
      <Card className="mt-8 flex w-full flex-col gap-3 p-6 text-left">
        {loading && (
          <p role="status" className="flex items-center gap-2 text-muted">
            <Loader2 aria-hidden="true" className="size-4 animate-spin" />
            Loading your order...
          </p>
        )}
        {order.data && (
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
            <dt className="text-muted">Order number</dt>
            <dd className="font-semibold text-ink">{order.data.reference}</dd>
            <dt className="text-muted">Total</dt>
            <dd className="font-semibold text-ink tabular-nums">{formatPrice(order.data.total)}</dd>
          </dl>
        )}
        {completed.data?.status === 'processing' && (
          <p className="text-ink">Your payment is being confirmed by your bank. Your order will appear in your profile as soon as it is.</p>
        )}
        {order.isError && (
          <p role="alert" className="text-danger">
            We could not load your order details. Your order will appear in your profile.
          </p>
        )}
        <p className="text-muted">
          We&apos;re getting your order ready: processing takes 1-2 business days, and we&apos;ll e-mail you a confirmation.
        </p>
      </Card>
      <WaysOn />
    </div>
  );
}

function WaysOn() {
  return (
    <div className="mt-8 flex flex-col gap-3 sm:flex-row">
      <Button asChild size="lg">
        <Link to="/profile">View Orders</Link>
      </Button>
      <Button asChild size="lg" variant="outline">
        <Link to="/shop">Continue Shopping</Link>
      </Button>
    </div>
  );
}
