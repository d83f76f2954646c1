import type { Migration } from '../migrate.ts';
import { EVERY_USER, IDENTITY_CHANGES_CHANNEL } from '../identity-changes.ts';

const channel = `'${IDENTITY_CHANGES_CHANNEL}'`;

// One notice per changed row, carrying the user id (PostgreSQL sends a payload once per
// transaction however many rows repeat it). An UPDATE that moves a row to another user names both.
const notifyFunction = (name: string, userColumn: string) => `
CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify(${channel}, OLD.${userColumn}); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify(${channel}, NEW.${userColumn}); END IF;
  RETURN NULL;
END;
$$;`;

const notifyTriggers = (table: string, fn: string) => `
CREATE TRIGGER pura_identity_change AFTER INSERT OR UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION ${fn}();
CREATE TRIGGER pura_identity_truncate AFTER TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION pura_notify_identity_truncate();`;

/**
 * The rows a signed-in caller is resolved from — users, sessions, MFA authenticators
 * (identity/caller.ts) — NOTIFY the user id on commit, for the session caches of all instances
 * (identity/session-cache.ts). A TRUNCATE names no user: it ends every cached session.
 */
export const identityChangeNotices: Migration = {
  id: '019-identity-change-notices',
  sql: `${notifyFunction('pura_notify_user_change', 'id')}
${notifyFunction('pura_notify_user_row_change', 'user_id')}
CREATE FUNCTION pura_notify_identity_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(${channel}, '${EVERY_USER}');
  RETURN NULL;
END;
$$;
${notifyTriggers('users', 'pura_notify_user_change')}
${notifyTriggers('sessions', 'pura_notify_user_row_change')}
${notifyTriggers('mfa_authenticators', 'pura_notify_user_row_change')}
`,
};
