import type { Migration } from '../migrate.ts';

/**
 * Multi-factor authentication: one TOTP authenticator per user (its secret must stay readable to
 * check codes; `last_time_step` refuses a code twice), hashed single-use recovery codes, and
 * challenges in flight (e-mailed or texted codes stored as hashes, wrong guesses counted).
 */
export const mfa: Migration = {
  id: '014-mfa',
  sql: `
CREATE TABLE mfa_authenticators (
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('totp')),
  secret text NOT NULL,
  verified boolean NOT NULL DEFAULT false,
  last_time_step bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, type)
);

CREATE TABLE mfa_recovery_codes (
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, code_hash)
);

CREATE TABLE mfa_challenges (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  factor text NOT NULL CHECK (factor IN ('email', 'phone', 'totp', 'recoveryCode')),
  code_hash text,
  failed_attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  expire timestamptz NOT NULL
);
CREATE INDEX mfa_challenges_user_id ON mfa_challenges (user_id);
`,
};
