import type { Migration } from '../migrate.ts';

/**
 * SMTP delivery of the outbox: a reply-to address (contact messages answer the customer), extra
 * headers (List-Unsubscribe on newsletter mail) and when a failed mail may be tried again (backoff).
 */
export const mailDelivery: Migration = {
  id: '060-mail-delivery',
  sql: `
ALTER TABLE outbox ADD COLUMN reply_to text;
ALTER TABLE outbox ADD COLUMN headers jsonb;
ALTER TABLE outbox ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now();
`,
};
