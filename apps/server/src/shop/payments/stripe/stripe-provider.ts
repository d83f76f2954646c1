import type Stripe from 'stripe';
import type { PaymentErrorDetails } from '@pura/core/schemas/checkout-api';
import type { StripeConfig } from '../../../config/env.ts';
import type { PaymentIntentStatus, PaymentProvider, ProviderPaymentIntent } from '../payment-provider.ts';
import { createStripeClient } from './stripe-client.ts';

/**
 * Stripe behind the PaymentProvider seam: PaymentIntents in euro cents with automatic payment
 * methods, so the Payment Element offers whatever the Stripe dashboard enables.
 */
export function createStripeProvider(config: StripeConfig): PaymentProvider {
  // The SDK loads with the first payment call, so the server starts without it.
  let client: Promise<Stripe> | undefined;
  const connect = () => (client ??= createStripeClient(config));
  return {
    name: 'stripe',
    publishableKey: config.publishableKey,

    async createIntent(input) {
      const stripe = await connect();
      const intent = await stripe.paymentIntents.create(
        {
          amount: input.amountMinorUnits,
          currency: input.currency,
          automatic_payment_methods: { enabled: true },
          metadata: input.metadata,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      const created = toProviderIntent(intent);
      if (!created) throw new Error(`Stripe created payment intent ${intent.id} in ${intent.currency} instead of eur`);
      return created;
    },

    async retrieveIntent(id) {
      const stripe = await connect();
      try {
        return toProviderIntent(await stripe.paymentIntents.retrieve(id));
      } catch (error) {
        if (isStripeError(error) && (error.statusCode === 404 || error.code === 'resource_missing')) return null;
        throw error;
      }
    },

    async cancelIntent(id) {
      const stripe = await connect();
      try {
        await stripe.paymentIntents.cancel(id);
      } catch (error) {
        // Already succeeded, canceled or processing: Stripe refuses the cancel and there is nothing to undo.
        if (isStripeError(error) && (error.code === 'payment_intent_unexpected_state' || error.statusCode === 404)) return;
        throw error;
      }
    },
  };
}

const KNOWN_STATUSES: ReadonlySet<string> = new Set<PaymentIntentStatus>([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'succeeded',
  'canceled',
]);

/**
 * Our statuses are Stripe's names. An authorised but uncaptured payment (requires_capture) and any
 * status a later API version may add are not paid yet: 'processing' waits for the webhook.
 */
function toStatus(status: Stripe.PaymentIntent.Status): PaymentIntentStatus {
  return KNOWN_STATUSES.has(status) ? (status as PaymentIntentStatus) : 'processing';
}

/** Pura charges in euros only: an intent in another currency is another application's, not ours. */
function toProviderIntent(intent: Stripe.PaymentIntent): ProviderPaymentIntent | null {
  if (intent.currency !== 'eur') return null;
  if (!intent.client_secret) throw new Error(`Stripe payment intent ${intent.id} has no client secret`);
  return {
    id: intent.id,
    clientSecret: intent.client_secret,
    status: toStatus(intent.status),
    amountMinorUnits: intent.amount,
    currency: 'eur',
    metadata: { ...intent.metadata },
    lastError: intent.last_payment_error ? toPaymentError(intent.last_payment_error) : null,
  };
}

/**
 * Only card errors carry a message meant for the shopper (docs/product.md §7); anything else is shown as
 * the generic failure. A decline names its reason in decline_code (insufficient_funds, …).
 */
function toPaymentError(error: Stripe.PaymentIntent.LastPaymentError): PaymentErrorDetails {
  const specificDecline = error.code === 'card_declined' && error.decline_code && error.decline_code !== 'generic_decline';
  return {
    type: error.type === 'card_error' ? 'card_error' : 'api_error',
    code: (specificDecline ? error.decline_code : error.code) ?? 'payment_failed',
    message: error.message ?? 'An unexpected error occurred during payment.',
  };
}

/**
 * Recognised by shape, so this module needs no runtime import of the SDK: every error the API
 * answers is a StripeError whose `type` is its class name (StripeInvalidRequestError, …).
 */
function isStripeError(error: unknown): error is Stripe.errors.StripeError {
  if (!(error instanceof Error)) return false;
  const { type } = error as { type?: unknown };
  return typeof type === 'string' && type.startsWith('Stripe');
}
