import type { Migration } from '../migrate.ts';

/** The account's security log (GET /account/logs): sign-ins, sign-outs, credential and MFA changes. */
export const accountLogs: Migration = {
  id: '015-account-logs',
  sql: `
CREATE TABLE account_logs (
  id bigserial PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  event text NOT NULL,
  ip text NOT NULL DEFAULT '',
  user_agent text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX account_logs_user ON account_logs (user_id, created_at DESC, id DESC);
`,
};
