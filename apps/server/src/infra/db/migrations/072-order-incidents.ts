import type { Migration } from '../migrate.ts';

/**
 * Payments that succeeded but whose order could not be written yet (decision 008, part 6: a paid
 * order is never lost). The reconciler retries open incidents until the order exists; resolved
 * rows stay as the record of what happened.
 */
export const orderIncidents: Migration = {
  id: '072-order-incidents',
  sql: `
CREATE TABLE order_incidents (
  payment_intent_id text PRIMARY KEY,
  attempts integer NOT NULL DEFAULT 1,
  last_error text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  resolved_at timestamptz,
  order_id text
);
CREATE INDEX order_incidents_open ON order_incidents (updated_at) WHERE resolved_at IS NULL;
`,
};
