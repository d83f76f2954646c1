import type { FastifyInstance } from 'fastify';
import type { PaymentProvider } from '../payment-provider.ts';
import { fulfilPaidIntent } from '../../orders/fulfil-payment.ts';
import { holdWhileSettling, releaseReservation } from '../../checkout/reservations.ts';

/**
 * - ordered: the payment's one order exists.
 * - order_failed: paid, but the order could not be written; an incident is recorded.
 * - released: refused or canceled; the held stock is free again.
 * - pending: a payment attempt is still under way; its own event will settle it.
 * - not_ours: Stripe does not know the intent, or another application on the account made it.
 */
export type SettleOutcome = 'ordered' | 'order_failed' | 'released' | 'pending' | 'not_ours';

/**
 * Brings Pura in line with what Stripe says about an intent now — never with what an event said
 * then, because events arrive late, twice and out of order. Paid: the order (exactly one per
 * intent). Refused: the intent is canceled first, so it can no longer be paid with another card,
 * and only then is the held stock released; as with the test processor, paying again starts a
 * new checkout.
 */
export async function settleStripeIntent(app: FastifyInstance, provider: PaymentProvider, paymentIntentId: string): Promise<SettleOutcome> {
  let intent = await provider.retrieveIntent(paymentIntentId);
  // Checkout tags every intent it creates with its reservation.
  if (!intent?.metadata.reservationId) return 'not_ours';
  if (intent.status === 'requires_payment_method') {
    await provider.cancelIntent(intent.id);
    // The shopper may have paid in the meantime, in which case Stripe refused the cancel.
    intent = (await provider.retrieveIntent(intent.id)) ?? intent;
  }
  if (intent.status === 'succeeded') return (await fulfilPaidIntent(app, intent)) ? 'ordered' : 'order_failed';
  if (intent.status === 'canceled') {
    await releaseReservation(
      app,
      intent.id,
      intent.lastError ? `stripe payment failed: ${intent.lastError.code}` : 'stripe payment canceled',
    );
    return 'released';
  }
  if (intent.status === 'processing') await holdWhileSettling(app, intent.id);
  return 'pending';
}
