import type { TestServer } from './test-server.ts';

/**
 * Set-up that rewrites a user's identity rows (users, sessions, MFA) with plain SQL. The tables'
 * triggers NOTIFY the session cache on commit; PGlite delivers that before the query resolves,
 * PostgreSQL a moment after, on its listening connection. A test whose next request must see the
 * change tells the cache at once, as the notice would, instead of racing it.
 */
export async function rewriteIdentityRows(server: TestServer, userId: string, sql: string, params: unknown[]): Promise<void> {
  await server.db.query(sql, params);
  server.app.sessionCache.changed(userId);
}
