import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Client as PgClient, Pool as PgPool, PoolClient as PgPoolClient } from 'pg';

/**
 * One thin interface over the two engines docs/architecture.md names: PGlite (PostgreSQL in WASM,
 * in-process, the default) and PostgreSQL over the network. Same SQL dialect, so every query in
 * the code base runs on both. SQL lives in each module's data layer; handlers never build SQL.
 */

export type DatabaseKind = 'pglite' | 'postgres';

export interface QueryResult<Row> {
  rows: Row[];
  rowCount: number;
}

/** Anything that runs parameterised SQL: the database itself or an open transaction. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<Row>>;
  /** Runs several statements without parameters (migrations, DDL). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: DatabaseKind;
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Subscribes to NOTIFY on a channel; resolves to an unsubscribe function. `gap` hears when the
   * listening connection drops ('lost': notices may be missed from now on) and when it listens
   * again ('resumed'); PGlite's in-process notices have no gaps.
   */
  listen(channel: string, onPayload: (payload: string) => void, gap?: (event: 'lost' | 'resumed') => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Which engine `openDatabase` opens for these options. */
export function databaseKind(options: { databaseUrl?: string | undefined }): DatabaseKind {
  return options.databaseUrl ? 'postgres' : 'pglite';
}

/** Opens PostgreSQL when a URL is given, otherwise PGlite persisted in `<dataDir>/pglite`. */
export async function openDatabase(options: { databaseUrl?: string | undefined; dataDir: string }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(path.join(options.dataDir, 'pglite'));
}

// int8 and numeric stay strings on both engines so no value silently loses precision.
const keepAsText = (value: string) => value;

async function openPglite(dir: string): Promise<Database> {
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  const db = await PGlite.create(dir, {
    // Trigram indexes keep case-insensitive text queries fast (migration 095).
    extensions: { pg_trgm },
    parsers: { [pgliteTypes.INT8]: keepAsText, [pgliteTypes.NUMERIC]: keepAsText },
  });
  const run = async <Row>(q: { query: PGlite['query'] }, sql: string, params?: readonly unknown[]) => {
    const result = await q.query<Row>(sql, params as unknown[] | undefined);
    return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
  };
  return {
    kind: 'pglite',
    query: (sql, params) => run(db, sql, params),
    exec: async (sql) => void (await db.exec(sql)),
    transaction: (fn) =>
      db.transaction((tx) => fn({ query: (sql, params) => run(tx, sql, params), exec: async (sql) => void (await tx.exec(sql)) })),
    listen: async (channel, onPayload) => {
      const unlisten = await db.listen(channel, onPayload);
      return () => unlisten();
    },
    close: () => db.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  // Loaded here, not at the top: the default PGlite start never pays for loading the driver.
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection killed by the server (restart, failover) is dropped from the pool and
  // replaced on the next query; without this handler the 'error' event would end the process.
  pool.on('error', () => undefined);
  // Fail at start, not on the first request, when the database is unreachable.
  const probe = await pool.connect();
  probe.release();
  const run = async <Row>(client: PgPool | PgPoolClient, sql: string, params?: readonly unknown[]) => {
    const result = await client.query(sql, params as unknown[] | undefined);
    return { rows: result.rows as Row[], rowCount: result.rowCount ?? 0 };
  };
  const handlers = new Map<string, Set<(payload: string) => void>>();
  const gapHandlers = new Set<(event: 'lost' | 'resumed') => void>();
  let closing = false;
  // One dedicated connection carries every LISTEN. When it drops (a PostgreSQL restart, a
  // network blip) it reconnects with backoff and listens again, instead of crashing the process.
  const connectListener = async (): Promise<PgClient> => {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (msg) => {
      for (const handler of handlers.get(msg.channel) ?? []) handler(msg.payload ?? '');
    });
    let lost = false;
    client.on('error', () => {
      // A dropped connection can report more than one error: reconnect once.
      if (closing || lost) return;
      lost = true;
      for (const handler of gapHandlers) handler('lost');
      listener = reconnectListener().then((client) => {
        for (const handler of gapHandlers) handler('resumed');
        return client;
      });
    });
    await client.connect();
    for (const channel of handlers.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    return client;
  };
  const reconnectListener = async (): Promise<PgClient> => {
    for (let delayMs = 250; ; delayMs = Math.min(delayMs * 2, 10_000)) {
      await new Promise((r) => setTimeout(r, delayMs));
      if (closing) throw new Error('database closed');
      try {
        return await connectListener();
      } catch {
        // still down: try again after a longer pause
      }
    }
  };
  let listener: Promise<PgClient> | undefined;
  // Each channel's LISTEN, sent once; later listeners to the channel wait for the same one.
  const listening = new Map<string, Promise<void>>();
  return {
    kind: 'postgres',
    query: (sql, params) => run(pool, sql, params),
    exec: async (sql) => void (await pool.query(sql)),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const value = await fn({
          query: (sql, params) => run(client, sql, params),
          exec: async (sql) => void (await client.query(sql)),
        });
        await client.query('COMMIT');
        return value;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async listen(channel, onPayload, gap) {
      // The handler joins its channel's set before anything is awaited: two modules listening to
      // one channel at once (the read cache and the back-in-stock mailer) must share one set, or
      // the later set replaces the earlier and its handler never hears a notice again.
      const set = handlers.get(channel) ?? new Set();
      handlers.set(channel, set);
      set.add(onPayload);
      if (gap) gapHandlers.add(gap);
      listener ??= connectListener();
      let ready = listening.get(channel);
      if (!ready) {
        ready = listener.then(async (client) => void (await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`)));
        listening.set(channel, ready);
      }
      const unlisten = async () => {
        if (gap) gapHandlers.delete(gap);
        set.delete(onPayload);
        if (set.size > 0) return;
        listening.delete(channel);
        await (await listener)?.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
      };
      try {
        await ready;
      } catch (error) {
        listening.delete(channel);
        await unlisten();
        throw error;
      }
      return unlisten;
    },
    async close() {
      closing = true;
      await listener?.then((client) => client.end()).catch(() => undefined);
      await pool.end();
    },
  };
}

/** PostgreSQL error codes the data layers translate into Appwrite errors. */
export const PG_ERROR = {
  uniqueViolation: '23505',
  checkViolation: '23514',
  foreignKeyViolation: '23503',
  notNullViolation: '23502',
  serializationFailure: '40001',
  undefinedTable: '42P01',
} as const;

/** Reads the SQLSTATE code of a database error from either engine. */
export function sqlState(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') return error.code;
  return undefined;
}
