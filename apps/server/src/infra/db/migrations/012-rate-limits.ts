import type { Migration } from '../migrate.ts';

/**
 * Fixed-window rate-limit counters, one row per key. They live in the database so every server
 * instance sharing one PostgreSQL counts against the same limit.
 */
export const rateLimits: Migration = {
  id: '012-rate-limits',
  sql: `
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL
);
CREATE INDEX rate_limits_window_start ON rate_limits (window_start);
`,
};
