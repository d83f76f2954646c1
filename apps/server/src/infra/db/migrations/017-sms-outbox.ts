import type { Migration } from '../migrate.ts';

/**
 * The SMS outbox, the twin of the mail outbox: every text is first a row here. Without
 * SMS_GATEWAY_URL the row is the delivery (the admin reads it); with a gateway a worker sends
 * queued rows and retries failures with backoff.
 */
export const smsOutbox: Migration = {
  id: '017-sms-outbox',
  sql: `
CREATE TABLE sms_outbox (
  id text PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now(),
  recipient text NOT NULL,
  body text NOT NULL,
  kind text NOT NULL,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  sent_at timestamptz,
  next_attempt_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sms_outbox_queued ON sms_outbox (next_attempt_at) WHERE status = 'queued';
CREATE INDEX sms_outbox_recipient ON sms_outbox (recipient, created_at);
`,
};
