import type { Queryable } from '../../../infra/db/database.ts';

/** The Stripe webhook data layer: the only place that writes SQL for stripe_webhook_events. */

export interface ProcessedWebhookEvent {
  eventId: string;
  type: string;
  paymentIntentId: string | null;
}

/** Whether this event's work was already done by an earlier delivery. */
export async function isWebhookEventProcessed(db: Queryable, eventId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM stripe_webhook_events WHERE event_id = $1', [eventId]);
  return rows.length > 0;
}

/** Marks an event done; a concurrent delivery that finished first already did, which is fine. */
export async function recordWebhookEventProcessed(db: Queryable, event: ProcessedWebhookEvent): Promise<void> {
  await db.query(
    `INSERT INTO stripe_webhook_events (event_id, type, payment_intent_id) VALUES ($1, $2, $3)
     ON CONFLICT (event_id) DO NOTHING`,
    [event.eventId, event.type, event.paymentIntentId],
  );
}
