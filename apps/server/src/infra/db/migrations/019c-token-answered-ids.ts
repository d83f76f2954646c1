import type { Migration } from '../migrate.ts';

/**
 * The user ID a sign-in code's answer named when it is not the account's own (passwordless.ts):
 * a mailed or texted code for an existing account is answered under the ID the client chose, so
 * the answer does not tell which addresses and numbers have accounts. Mailed codes kept that ID
 * in provider_uid, which a texted code needs for its number; both now keep it here.
 */
export const tokenAnsweredIds: Migration = {
  id: '019c-token-answered-ids',
  sql: `
ALTER TABLE tokens ADD COLUMN IF NOT EXISTS answered_id text NOT NULL DEFAULT '';
UPDATE tokens SET answered_id = provider_uid WHERE kind IN ('email', 'magic-url') AND provider_uid <> '';
CREATE INDEX IF NOT EXISTS tokens_answered_id ON tokens (answered_id) WHERE answered_id <> '';
`,
};
