import type { CheckoutSessionResponse, PaymentResult } from '@pura/core/schemas/checkout-api';
import { formatEuros } from '@pura/core/money';
import { Loader2 } from 'lucide-react';
import { Suspense, lazy, useEffect, useRef } from 'react';
import { TestCardForm } from './test-card-form';

type Settled = Exclude<PaymentResult, { status: 'requires_action' }>;

// Stripe.js and its React bindings load only when a Stripe session reaches this step.
const StripePayment = lazy(() => import('./stripe/stripe-payment').then((m) => ({ default: m.StripePayment })));

/** The card payment form of docs/product.md §2 'Checkout screen', for whichever provider the server uses. */
export function PaymentStep({
  session,
  renewing,
  onSettled,
  onSessionEnded,
}: {
  session: CheckoutSessionResponse;
  renewing: boolean;
  onSettled: (result: Settled) => Promise<void>;
  onSessionEnded: () => void;
}) {
  const totalLabel = formatEuros(session.amountMinorUnits);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The step appears below the address: bring it into view and give keyboard users their place.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <section aria-labelledby="payment-title" className="flex flex-col gap-4">
      <h2 id="payment-title" ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-forest outline-none">
        Payment
      </h2>
      {session.provider === 'stripe' && session.publishableKey ? (
        <Suspense
          fallback={
            <p role="status" className="flex items-center gap-2 text-sm text-muted">
              <Loader2 aria-hidden="true" className="size-4 animate-spin" />
              Loading secure payment form...
            </p>
          }
        >
          <StripePayment
            clientSecret={session.clientSecret}
            publishableKey={session.publishableKey}
            totalLabel={totalLabel}
            onSettled={onSettled}
          />
        </Suspense>
      ) : (
        <TestCardForm
          clientSecret={session.clientSecret}
          totalLabel={totalLabel}
          renewing={renewing}
          onSettled={onSettled}
          onSessionEnded={onSessionEnded}
        />
      )}
    </section>
  );
}
