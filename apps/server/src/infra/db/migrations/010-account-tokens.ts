import type { Migration } from '../migrate.ts';

/**
 * What the Account API keeps beside users and sessions: one-time tokens (recovery, e-mail
 * verification, OAuth2 token flow), identities linked from OAuth providers, and the short-lived
 * state of OAuth2 sign-ins in flight. Secrets and states are stored only as SHA-256 hashes.
 */
export const accountTokens: Migration = {
  id: '010-account-tokens',
  sql: `
CREATE TABLE tokens (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('recovery', 'verification', 'oauth2')),
  secret_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expire timestamptz NOT NULL,
  -- For oauth2 tokens: which provider and account the session created from it stands for.
  provider text NOT NULL DEFAULT '',
  provider_uid text NOT NULL DEFAULT ''
);
CREATE INDEX tokens_user_kind ON tokens (user_id, kind);

CREATE TABLE identities (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  provider text NOT NULL,
  provider_uid text NOT NULL,
  provider_email text NOT NULL DEFAULT '',
  UNIQUE (provider, provider_uid)
);
CREATE INDEX identities_user_id ON identities (user_id, created_at);

CREATE TABLE oauth_states (
  state_hash text PRIMARY KEY,
  provider text NOT NULL,
  flow text NOT NULL CHECK (flow IN ('session', 'token')),
  success_url text NOT NULL,
  failure_url text NOT NULL,
  redirect_uri text NOT NULL,
  code_verifier text NOT NULL,
  nonce text NOT NULL,
  -- A signed-in user starting the flow links the identity to their account.
  link_user_id text REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expire timestamptz NOT NULL
);
CREATE INDEX oauth_states_expire ON oauth_states (expire);
`,
};
