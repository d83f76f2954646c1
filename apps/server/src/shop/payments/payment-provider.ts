import type { PaymentErrorDetails, PaymentProviderName } from '@pura/core/schemas/checkout-api';

/**
 * The one seam between checkout and whoever moves the money (docs/architecture.md: the built-in test
 * card processor by default, Stripe when STRIPE_* keys are set). Checkout creates intents through
 * it; orders are only created after `retrieveIntent` — or a verified webhook — says `succeeded`.
 */

/** Provider-neutral payment intent states (Stripe's names; the test processor uses the same). */
export type PaymentIntentStatus =
  'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';

export interface ProviderPaymentIntent {
  id: string;
  clientSecret: string;
  status: PaymentIntentStatus;
  amountMinorUnits: number;
  currency: 'eur';
  /** What checkout attached at creation: at least `userId`. */
  metadata: Record<string, string>;
  /** The provider's last refusal, if any (declined card, insufficient funds, …). */
  lastError: PaymentErrorDetails | null;
}

export interface CreateIntentInput {
  amountMinorUnits: number;
  currency: 'eur';
  /** The same key always yields the same intent (Stripe idempotency keys; the test processor too). */
  idempotencyKey: string;
  metadata: Record<string, string>;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Given to the browser with the client secret; null for the test processor. */
  readonly publishableKey: string | null;
  createIntent(input: CreateIntentInput): Promise<ProviderPaymentIntent>;
  /** The provider's current view of an intent; null when it does not exist. */
  retrieveIntent(id: string): Promise<ProviderPaymentIntent | null>;
  /** Cancels an unpaid intent (reservation expired); a no-op when already final. */
  cancelIntent(id: string): Promise<void>;
}
