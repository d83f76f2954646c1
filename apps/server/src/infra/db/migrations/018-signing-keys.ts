import type { Migration } from '../migrate.ts';

/**
 * Server-held signing keys (the JWT key), created on first use. In the database rather than in
 * a file so every instance sharing one PostgreSQL signs and checks with the same key.
 */
export const signingKeys: Migration = {
  id: '018-signing-keys',
  sql: `
CREATE TABLE signing_keys (
  name text PRIMARY KEY,
  secret text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
`,
};
