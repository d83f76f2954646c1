import type { Migration } from '../migrate.ts';

/**
 * The mail outbox: every e-mail the server sends is first a row here. Without SMTP the row is
 * the delivery (and tests read links from it); with a transport, a worker sends queued rows.
 */
export const outbox: Migration = {
  id: '011-outbox',
  sql: `
CREATE TABLE outbox (
  id text PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now(),
  recipient text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text,
  kind text NOT NULL,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  sent_at timestamptz
);
CREATE INDEX outbox_queued ON outbox (created_at) WHERE status = 'queued';
CREATE INDEX outbox_recipient ON outbox (recipient, created_at);
`,
};
