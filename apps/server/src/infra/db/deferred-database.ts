import type { Database, DatabaseKind } from './database.ts';

/**
 * The app's database while the real one is still opening, migrating and seeding, so the server
 * can listen at once and answer what needs no data (the page shell, assets) while the rest
 * waits: a query, exec or transaction waits for `ready`, then goes straight to the open database.
 * LISTEN waits only for `opened`, because it needs no tables (and route registration subscribes).
 * When startup fails, every waiting and later call rejects with its error.
 */
export function deferredDatabase(kind: DatabaseKind, opened: Promise<Database>, ready: Promise<unknown>): Database {
  let live: Database | undefined;
  const whenReady = Promise.all([opened, ready]).then(([db]) => (live = db));
  // The failure reaches whoever calls; without a handler here an idle server would also crash
  // with an unhandled rejection before server.ts reports it.
  whenReady.catch(() => undefined);
  return {
    kind,
    query: (sql, params) => (live ? live.query(sql, params) : whenReady.then((db) => db.query(sql, params))),
    exec: (sql) => (live ? live.exec(sql) : whenReady.then((db) => db.exec(sql))),
    transaction: (fn) => (live ? live.transaction(fn) : whenReady.then((db) => db.transaction(fn))),
    listen: async (channel, onPayload, gap) => (await opened).listen(channel, onPayload, gap),
    async close() {
      // Closing PGlite in the middle of a migration would leave it half-applied: let startup finish.
      await ready.catch(() => undefined);
      const db = await opened.catch(() => undefined);
      await db?.close();
    },
  };
}
