import type { FastifyInstance } from 'fastify';
import type { CheckoutSessionRequest } from '@pura/core/schemas/cart';
import type { CheckoutSessionResponse } from '@pura/core/schemas/checkout-api';
import { cartTotalsOptionsOf } from '@pura/core/pricing/cart-totals';
import { AppwriteError } from '../../infra/errors.ts';
import { paymentProviderFor } from '../payments/payment-providers.ts';
import type { ProviderPaymentIntent } from '../payments/payment-provider.ts';
import { attachPaymentIntent } from './reservation-store.ts';
import { checkNewCheckout, endOpenCheckouts, holdTimeFor, releaseReservationById, reserveStock } from './reservations.ts';

/**
 * POST /api/create-checkout-session (decision 008, part 4): once the new cart is known to go through,
 * ends the shopper's earlier unpaid checkout, prices the cart from the database, holds its stock,
 * then creates the payment intent for exactly that amount. The provider is called outside the
 * stock transaction (a slow provider must not hold product locks); if it fails, the hold is
 * released and the shopper sees 'Failed to create payment session'.
 */
export async function createCheckoutSession(
  app: FastifyInstance,
  customer: { userId: string; email: string },
  request: CheckoutSessionRequest,
  now: Date = new Date(),
): Promise<CheckoutSessionResponse> {
  // The tax rate and mode the cart page showed come from these same settings (runtime config).
  const pricing = cartTotalsOptionsOf(await app.shopSettings.current());
  // The live quiz versions decide what a whole routine is (docs/quizzes.md); the checkout keeps
  // the amount priced now, so a version published before it is paid does not change it.
  const routines = (await app.liveQuizzes.current()).routines();
  await checkNewCheckout(app, customer.userId, request, now);
  const reservationMs = await holdTimeFor(app, customer.userId, now);
  await endOpenCheckouts(app, customer.userId);
  const reservation = await reserveStock(app, { ...customer, request, pricing, routines, reservationMs, now });
  const provider = paymentProviderFor(app);
  let intent: ProviderPaymentIntent | undefined;
  try {
    intent = await provider.createIntent({
      amountMinorUnits: reservation.amountMinorUnits,
      currency: 'eur',
      // One key per reservation: a retried create never makes a second intent for one checkout.
      idempotencyKey: `checkout-${reservation.id}`,
      metadata: { userId: customer.userId, reservationId: reservation.id },
    });
    if (!intent.clientSecret) throw new Error(`provider answered no client secret for ${intent.id}`);
    // A second checkout of the same shopper, started meanwhile, may have ended this one: its
    // intent must not stay payable without a hold.
    if (!(await attachPaymentIntent(app.db, reservation.id, intent.id)))
      throw new Error(`checkout ${reservation.id} ended before its payment intent ${intent.id} was attached`);
  } catch (error) {
    app.log.error({ err: error, reservationId: reservation.id }, 'creating the payment intent failed');
    await releaseReservationById(app, reservation.id, 'payment session failed');
    if (intent) await provider.cancelIntent(intent.id).catch(() => undefined);
    throw new AppwriteError('payment_session_failed', 'Failed to create payment session');
  }
  return {
    paymentIntentId: intent.id,
    clientSecret: intent.clientSecret,
    provider: provider.name,
    publishableKey: provider.publishableKey,
    currency: 'eur',
    amountMinorUnits: reservation.amountMinorUnits,
    totals: reservation.checkout.totals,
    reservationExpiresAt: reservation.expiresAt.toISOString(),
  };
}
