import type { Migration } from '../migrate.ts';

/**
 * Stripe delivers each webhook event at least once and retries until it gets a 2xx, so one event
 * can arrive many times. An event id is stored here only after its work is done; a delivery whose
 * id is already here answers 200 without doing the work again.
 */
export const stripeWebhookEvents: Migration = {
  id: '075-stripe-webhook-events',
  sql: `
CREATE TABLE stripe_webhook_events (
  event_id text PRIMARY KEY,
  type text NOT NULL,
  payment_intent_id text,
  processed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX stripe_webhook_events_intent ON stripe_webhook_events (payment_intent_id) WHERE payment_intent_id IS NOT NULL;
`,
};
