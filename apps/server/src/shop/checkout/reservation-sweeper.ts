import type { FastifyInstance } from 'fastify';
import { paymentProviderFor } from '../payments/payment-providers.ts';
import { fulfilPaidIntent } from '../orders/fulfil-payment.ts';
import { listExpiredReservations } from './reservation-store.ts';
import { holdWhileSettling, releaseReservation, releaseReservationById } from './reservations.ts';

const BATCH = 100;

/**
 * Releases reservations whose hold ran out at `now` (RESERVATION_MINUTES) and cancels their
 * payment intents. The intent is cancelled first and then asked for its state: a payment that
 * got through just before the cancel is fulfilled instead of released, so a paid order is never
 * lost, and one still settling keeps its hold for another day (SETTLING_HOLD_MS). Resolves to
 * the number of reservations handled; one failing reservation does not stop the others (it is
 * tried again on the next run).
 */
export async function sweepExpiredReservations(app: FastifyInstance, now: Date = new Date()): Promise<number> {
  const provider = paymentProviderFor(app);
  let handled = 0;
  for (;;) {
    const expired = await listExpiredReservations(app.db, now, BATCH);
    let progressed = 0;
    for (const reservation of expired) {
      try {
        if (reservation.paymentIntentId === null) {
          await releaseReservationById(app, reservation.id, 'expired');
        } else {
          // Stripe refuses to cancel a payment that is processing (the provider lets that pass);
          // the state read back says what to do.
          await provider.cancelIntent(reservation.paymentIntentId);
          const intent = await provider.retrieveIntent(reservation.paymentIntentId);
          if (intent?.status === 'succeeded') await fulfilPaidIntent(app, intent);
          else if (intent?.status === 'processing') await holdWhileSettling(app, intent.id, now);
          else await releaseReservation(app, reservation.paymentIntentId, 'expired');
        }
        progressed += 1;
      } catch (error) {
        app.log.warn({ err: error, reservationId: reservation.id }, 'could not release an expired reservation; will retry');
      }
    }
    handled += progressed;
    // Stop when the batch was the last one, or when nothing moved (avoid spinning on failures).
    if (expired.length < BATCH || progressed === 0) return handled;
  }
}
