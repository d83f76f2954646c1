import type { Migration } from '../migrate.ts';

/** Users and sessions: the identity every /v1 and /api request is resolved against. */
export const identity: Migration = {
  id: '001-identity',
  sql: `
CREATE TABLE users (
  id text PRIMARY KEY,
  seq bigserial UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  name text NOT NULL DEFAULT '',
  email text UNIQUE,
  phone text UNIQUE,
  password_hash text,
  password_updated_at timestamptz,
  email_verification boolean NOT NULL DEFAULT false,
  phone_verification boolean NOT NULL DEFAULT false,
  status boolean NOT NULL DEFAULT true,
  labels text[] NOT NULL DEFAULT '{}',
  prefs jsonb NOT NULL DEFAULT '{}'::jsonb,
  mfa boolean NOT NULL DEFAULT false,
  accessed_at timestamptz NOT NULL DEFAULT now(),
  CHECK (email IS NULL OR email = lower(email))
);

CREATE TABLE sessions (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  secret_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  expire timestamptz NOT NULL,
  provider text NOT NULL,
  provider_uid text NOT NULL DEFAULT '',
  provider_access_token text NOT NULL DEFAULT '',
  provider_access_token_expiry timestamptz,
  provider_refresh_token text NOT NULL DEFAULT '',
  ip text NOT NULL DEFAULT '',
  user_agent text NOT NULL DEFAULT '',
  factors text[] NOT NULL DEFAULT '{}',
  mfa_updated_at timestamptz
);

CREATE INDEX sessions_user_id ON sessions (user_id, created_at);
`,
};
