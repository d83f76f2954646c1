import type { Migration } from '../migrate.ts';

/**
 * Realtime events too large for one NOTIFY payload (PostgreSQL caps it at 8000 bytes): the
 * publishing instance stores the event here and notifies its id; the others read it back.
 * Rows are short-lived and swept by the publishers.
 */
export const realtimeEvents: Migration = {
  id: '040-realtime-events',
  sql: `
CREATE TABLE realtime_events (
  id bigserial PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now(),
  body text NOT NULL
);

CREATE INDEX realtime_events_created ON realtime_events (created_at);
`,
};
