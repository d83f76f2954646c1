import type { Migration } from '../migrate.ts';

/** Devices a user registered for push messages (POST /account/targets/push). */
export const pushTargets: Migration = {
  id: '016-push-targets',
  sql: `
CREATE TABLE push_targets (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  provider_id text NOT NULL DEFAULT '',
  identifier text NOT NULL,
  name text NOT NULL DEFAULT '',
  expired boolean NOT NULL DEFAULT false
);
CREATE INDEX push_targets_user ON push_targets (user_id, created_at);
`,
};
