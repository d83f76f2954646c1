import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../infra/db/database.ts';

/** One loaded key per database (tests run several servers, each with its own database). */
const cache = new WeakMap<Queryable, Promise<Buffer>>();

/**
 * The server's key of that name, created on first use. INSERT … ON CONFLICT DO NOTHING then
 * SELECT lets instances starting together on one PostgreSQL agree on a single key.
 */
export function signingKey(db: Queryable, name: 'jwt'): Promise<Buffer> {
  let key = cache.get(db);
  if (!key) {
    key = loadOrCreate(db, name);
    key.catch(() => cache.delete(db));
    cache.set(db, key);
  }
  return key;
}

async function loadOrCreate(db: Queryable, name: string): Promise<Buffer> {
  await db.query('INSERT INTO signing_keys (name, secret) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    name,
    randomBytes(32).toString('hex'),
  ]);
  const { rows } = await db.query<{ secret: string }>('SELECT secret FROM signing_keys WHERE name = $1', [name]);
  return Buffer.from(rows[0]!.secret, 'hex');
}
