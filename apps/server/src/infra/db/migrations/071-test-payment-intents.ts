import type { Migration } from '../migrate.ts';

/**
 * The built-in test card processor's payment intents and every state change they went through
 * (docs/architecture.md: a real implementation, not a mock). Client secrets are stored as issued,
 * like a provider does, because an idempotent create must hand back the same secret.
 */
export const testPaymentIntents: Migration = {
  id: '071-test-payment-intents',
  sql: `
CREATE TABLE test_payment_intents (
  id text PRIMARY KEY,
  client_secret text NOT NULL UNIQUE,
  idempotency_key text NOT NULL UNIQUE,
  status text NOT NULL CHECK (status IN ('requires_payment_method', 'requires_confirmation', 'requires_action', 'processing', 'succeeded', 'canceled')),
  amount_minor_units bigint NOT NULL CHECK (amount_minor_units >= 0),
  currency text NOT NULL,
  metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
  last_error jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE test_payment_intent_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  payment_intent_id text NOT NULL REFERENCES test_payment_intents(id) ON DELETE CASCADE,
  from_status text,
  to_status text NOT NULL,
  reason text NOT NULL,
  card_last4 text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX test_payment_intent_events_intent ON test_payment_intent_events (payment_intent_id, id);
`,
};
