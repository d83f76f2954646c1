import type { FastifyInstance } from 'fastify';
import { paymentProviderFor } from '../payments/payment-providers.ts';
import { listUnpaidIntents } from '../checkout/reservation-store.ts';
import { fulfilPaidIntent } from './fulfil-payment.ts';
import { listOpenIncidents } from './order-incident-store.ts';

const BATCH = 50;

// Checkouts younger than this are left to the confirm call and the webhook, which are on their way.
const SETTLE_MS = 60_000;

/**
 * Completes the orders of payments that succeeded without one (decision 008, part 6: a paid order is
 * never lost): first every open incident, then checkouts still holding stock whose intent the
 * provider reports as succeeded (the confirm call or webhook never arrived). Runs at start and
 * on an interval; resolves to the number of payments it saw through to their order.
 */
export async function reconcileOrders(app: FastifyInstance, now: Date = new Date()): Promise<number> {
  const provider = paymentProviderFor(app);
  const candidates = new Set([
    ...(await listOpenIncidents(app.db, BATCH)),
    ...(await listUnpaidIntents(app.db, new Date(now.getTime() - SETTLE_MS), BATCH)),
  ]);
  let completed = 0;
  for (const paymentIntentId of candidates) {
    try {
      const intent = await provider.retrieveIntent(paymentIntentId);
      if (intent?.status !== 'succeeded') continue;
      if (await fulfilPaidIntent(app, intent)) completed += 1;
    } catch (error) {
      app.log.warn({ err: error, paymentIntentId }, 'reconciling an order failed; will retry');
    }
  }
  return completed;
}
