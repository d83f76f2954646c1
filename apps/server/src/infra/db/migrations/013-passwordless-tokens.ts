import type { Migration } from '../migrate.ts';

/**
 * Passwordless sign-in and phone verification reuse the one-time `tokens` table: magic-URL links,
 * e-mailed and texted six-digit codes. Codes are short, so each token counts wrong guesses and
 * dies after a few; `phrase` is the optional security phrase shown beside an e-mailed code.
 */
export const passwordlessTokens: Migration = {
  id: '013-passwordless-tokens',
  sql: `
ALTER TABLE tokens DROP CONSTRAINT tokens_kind_check;
ALTER TABLE tokens ADD CONSTRAINT tokens_kind_check
  CHECK (kind IN ('recovery', 'verification', 'oauth2', 'magic-url', 'email', 'phone', 'phone-verification'));
ALTER TABLE tokens ADD COLUMN failed_attempts integer NOT NULL DEFAULT 0;
ALTER TABLE tokens ADD COLUMN phrase text NOT NULL DEFAULT '';
`,
};
