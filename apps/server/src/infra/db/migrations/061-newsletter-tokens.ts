import type { Migration } from '../migrate.ts';

/**
 * Double opt-in for the newsletter: hashed confirmation (single use) and unsubscribe tokens, and
 * the consent proof (time, IP, source, wording version) of every subscription request.
 */
export const newsletterTokens: Migration = {
  id: '061-newsletter-tokens',
  sql: `
CREATE TABLE newsletter_tokens (
  token_hash text PRIMARY KEY,
  email text NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('confirm', 'unsubscribe')),
  created_at timestamptz NOT NULL DEFAULT now(),
  used_at timestamptz
);
CREATE INDEX newsletter_tokens_email ON newsletter_tokens (email);

CREATE TABLE newsletter_consents (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL,
  ip text,
  source text NOT NULL,
  wording_version text NOT NULL,
  wording text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX newsletter_consents_email ON newsletter_consents (email);
`,
};
