import type { Migration } from '../migrate.ts';

/** One-time server tasks (the demo catalogue seed) record here that they ran, once per database. */
export const appState: Migration = {
  id: '050-app-state',
  sql: `
CREATE TABLE app_state (
  key text PRIMARY KEY,
  value text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
`,
};
