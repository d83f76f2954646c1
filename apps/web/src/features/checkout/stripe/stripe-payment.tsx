import type { PaymentResult } from '@pura/core/schemas/checkout-api';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { type Stripe, loadStripe } from '@stripe/stripe-js';
import { Lock } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { checkoutApi, paymentErrorMessage, providerErrorMessage } from '../checkout-api';

type Settled = Exclude<PaymentResult, { status: 'requires_action' }>;

// One Stripe.js per key for the page's life: loadStripe injects its script once.
const stripeByKey = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

/**
 * Stripe's Payment Element (decision 008 part 5). This module is imported only by checkout's payment
 * step, so Stripe.js loads on no other page.
 */
export function StripePayment(props: {
  clientSecret: string;
  publishableKey: string;
  totalLabel: string;
  onSettled: (result: Settled) => Promise<void>;
}) {
  return (
    <Elements stripe={stripeFor(props.publishableKey)} options={{ clientSecret: props.clientSecret, appearance: { theme: 'stripe' } }}>
      <StripePaymentForm {...props} />
    </Elements>
  );
}

function StripePaymentForm({ totalLabel, onSettled }: { totalLabel: string; onSettled: (result: Settled) => Promise<void> }) {
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements || busy) return;
    setBusy(true);
    setError(null);
    try {
      const { error: refused, paymentIntent } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: `${window.location.origin}/payment-success` },
        redirect: 'if_required',
      });
      if (refused) {
        setError(providerErrorMessage(refused));
        setBusy(false);
        return;
      }
      // The server asks Stripe itself and writes the order; the browser's word is not enough.
      const result = await checkoutApi.complete(paymentIntent.id);
      if (result.status === 'requires_action') throw new Error('Payment still needs action');
      await onSettled(result);
    } catch (failure) {
      setError(paymentErrorMessage(failure));
      setBusy(false);
    }
  }

  return (
    <form aria-label="Card payment" onSubmit={submit} className="flex flex-col gap-4">
      <PaymentElement />
      {error && (
        <p role="alert" className="rounded-xl border border-danger/40 bg-red-50 p-3 text-sm text-danger">
          {error}
        </p>
      )}
      <Button type="submit" size="lg" disabled={!stripe || !elements || busy}>
        <Lock aria-hidden="true" />
        {busy ? 'Processing...' : `Pay Now ${totalLabel}`}
      </Button>
    </form>
  );
}
