import type { Migration } from '../migrate.ts';

/**
 * A provider sign-in started by a signed-in user links the identity to their account. The link
 * now belongs to the session that started it and ends with that session: signing out, or the
 * owner of an unproven address taking it over (unproven-setup.ts ends the registrant's sessions),
 * leaves no flow behind that could still attach someone's provider account to it. Links in flight
 * from before have no session to answer for them and are dropped (they live 15 minutes at most).
 */
export const oauthLinkSessions: Migration = {
  id: '019b-oauth-link-sessions',
  sql: `
DELETE FROM oauth_states WHERE link_user_id IS NOT NULL;
ALTER TABLE oauth_states ADD COLUMN link_session_id text REFERENCES sessions(id) ON DELETE CASCADE;
`,
};
