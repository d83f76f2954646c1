import { type Database, PG_ERROR, sqlState } from './database.ts';
import { migrations } from './migrations/index.ts';

/** A schema change applied once, in order, on PGlite and PostgreSQL alike. */
export interface Migration {
  /** Sortable and unique, e.g. '001-identity'. Never rename one that has shipped. */
  id: string;
  sql: string;
}

// Any constant works; it only has to be the same for every instance sharing one PostgreSQL.
const MIGRATION_LOCK_KEY = 727_001;

/**
 * Applies pending migrations in one transaction under an advisory lock, so several server
 * instances starting together on one PostgreSQL never race each other. A restart on a current
 * schema — every start but the first after an upgrade — costs one read: no lock, no transaction.
 */
export async function runMigrations(db: Database, list: readonly Migration[] = migrations): Promise<string[]> {
  if (await allApplied(db, list)) return [];
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      id text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = new Set((await tx.query<{ id: string }>('SELECT id FROM schema_migrations')).rows.map((r) => r.id));
    const applied: string[] = [];
    for (const migration of list) {
      if (done.has(migration.id)) continue;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
      applied.push(migration.id);
    }
    return applied;
  });
}

async function allApplied(db: Database, list: readonly Migration[]): Promise<boolean> {
  try {
    const done = new Set((await db.query<{ id: string }>('SELECT id FROM schema_migrations')).rows.map((r) => r.id));
    return list.every((migration) => done.has(migration.id));
  } catch (error) {
    // A new database: the locked path creates the table.
    if (sqlState(error) === PG_ERROR.undefinedTable) return false;
    throw error;
  }
}
