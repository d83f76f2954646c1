import { routineLineLabel } from '@pura/core/cart/routine-line-label';
import type { ShippingAddress } from '@pura/core/schemas/cart';
import type { CheckoutSessionResponse } from '@pura/core/schemas/checkout-api';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { Navigate } from '@/lib/router/navigate';
import { routineDiscountStates, useCartTotals } from '@/components/cart/cart-totals';
import { OrderSummaryLines } from '@/components/cart/order-summary-lines';
import { Card } from '@/components/ui/card';
import { updateCart, useCart } from '@/data/cart-store';
import { formatPrice } from '@/lib/format-price';
import { CartIssues } from './cart-issues';
import { applyFix, findCartIssues } from './find-cart-issues';
import { PaymentStep } from './payment-step';
import { ShippingAddressForm } from './shipping-address-form';
import { isStockConflict, sessionErrorMessage, useCheckoutSession } from './use-checkout-session';
import { useCurrentProducts } from './use-current-products';
import { useFinishPayment } from './use-finish-payment';

/**
 * /checkout (docs/product.md §2 'Checkout screen', §4 'Checkout flow'): the cart re-check, the shipping
 * address, then the payment step with the server's amounts. An empty cart goes back to /cart.
 */
export function CheckoutPage() {
  const cart = useCart();
  const ids = cart.items.map((line) => line.id);
  const products = useCurrentProducts(ids);
  // The session being paid; kept apart from the mutation so a renewal keeps the form on screen.
  const [payment, setPayment] = useState<CheckoutSessionResponse | null>(null);
  const session = useCheckoutSession({
    onCreated: setPayment,
    onFailed: (error) => {
      setPayment(null);
      if (isStockConflict(error)) void products.refetch();
    },
  });
  const [paid, setPaid] = useState(false);
  const cartPricing = useCartTotals(cart.items);
  // Committed at once: the emptied cart must never render this page without knowing it was paid.
  const finishPayment = useFinishPayment(() => flushSync(() => setPaid(true)));

  if (cart.items.length === 0) return paid ? null : <Navigate to="/cart" replace />;

  const routineDiscount = routineDiscountStates(cart.items, cartPricing);
  const issues = products.data ? findCartIssues(cart.items, products.data) : [];
  const checking = products.isPending;
  const failed = products.isError && !products.data;
  // A re-check after a fix keeps showing the last answer, but nothing is paid until it is in.
  const blocked = checking || products.isFetching || failed || issues.length > 0;

  function startPayment(address: ShippingAddress) {
    session.mutate({
      items: cart.items.map((line) => ({ productId: line.id, quantity: line.quantity, isBundle: line.isBundle })),
      customPackagingName: cart.customPackagingName.trim() || undefined,
      shippingAddress: address,
    });
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-semibold text-forest sm:text-4xl">Checkout</h1>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="flex flex-col gap-6">
          <CartIssues
            checking={checking}
            failed={failed}
            issues={issues}
            onRetry={() => void products.refetch()}
            onFix={(issue) => updateCart((current) => applyFix(current, issue))}
          />
          <Card className="p-5 sm:p-6">
            <ShippingAddressForm
              blocked={blocked}
              blockMessage={issues.length > 0 ? 'Please resolve cart issues before proceeding' : null}
              locked={payment !== null}
              pending={session.isPending}
              onSubmit={startPayment}
            />
            {session.isError && (
              <p role="alert" className="mt-4 text-sm font-medium text-danger">
                {sessionErrorMessage(session.error)}
              </p>
            )}
          </Card>
          {payment && (
            <Card className="p-5 sm:p-6">
              <PaymentStep
                session={payment}
                renewing={session.isPending}
                onSettled={finishPayment}
                onSessionEnded={() => session.variables && session.mutate(session.variables)}
              />
            </Card>
          )}
        </div>
        <Card className="flex h-fit flex-col gap-5 p-5 sm:p-6 lg:sticky lg:top-24">
          <h2 className="text-xl font-semibold text-forest">Order Summary</h2>
          <ul className="flex flex-col gap-2 text-sm">
            {cart.items.map((line) => {
              const routineState = routineDiscount.get(line.id);
              return (
                <li key={line.id} className="flex justify-between gap-4">
                  <span className="flex flex-col">
                    <span className="text-ink">{line.name}</span>
                    <span className="text-xs text-muted">
                      Qty {line.quantity}
                      {/* In the language of the quiz the routine came from (docs/product.md §2 /cart). */}
                      {routineState && <span lang={line.language}> · {routineLineLabel(routineState, line.language)}</span>}
                    </span>
                  </span>
                  <span className="tabular-nums">{formatPrice(line.price * line.quantity)}</span>
                </li>
              );
            })}
          </ul>
          <OrderSummaryLines totals={payment?.totals ?? cartPricing} />
          {cart.customPackagingName.trim() && <p className="text-sm text-muted">Package name: {cart.customPackagingName.trim()}</p>}
        </Card>
      </div>
    </div>
  );
}
