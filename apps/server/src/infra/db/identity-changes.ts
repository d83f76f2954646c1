/**
 * The notices migration 019's triggers send when identity rows change, which the session caches
 * listen for (appwrite/identity/session-cache.ts). Here, below both, so the migration's fixed SQL
 * and the listener share the names without the migration importing the protocol's code.
 */

/** The channel the identity tables' triggers notify with the id of the user whose rows changed. */
export const IDENTITY_CHANGES_CHANNEL = 'pura_identity_changes';
/** The payload of a change that names no user (TRUNCATE): every entry ends. */
export const EVERY_USER = '*';
