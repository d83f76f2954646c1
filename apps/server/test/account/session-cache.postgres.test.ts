import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import { Account, Client } from 'appwrite';
import { type SecondInstance, type TestServer, startSecondInstance, startTestServer } from '../helpers/test-server.ts';
import { servedFromMemory } from '../helpers/served-from-memory.ts';
import { createSignedInUser } from '../helpers/accounts.ts';

/**
 * Two server instances on ONE PostgreSQL database, each with its own session cache: a change
 * through one ends the other's cached session through the identity tables' NOTIFY
 * (docs/architecture.md 'Caches and NOTIFY'), and a gap in listening empties the cache. PostgreSQL only.
 */
describe('session caches across server instances on PostgreSQL', () => {
  let a: TestServer;
  let b: SecondInstance;

  beforeAll(async () => {
    a = await startTestServer({ RATE_LIMITS: 'off' });
    b = await startSecondInstance(a);
  });

  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  /** The same session on A and on B, cached on B. */
  async function cachedOnB() {
    const signedIn = await createSignedInUser(a);
    const onA = new Account(signedIn.client);
    const onB = new Account(new Client().setEndpoint(b.endpoint).setProject(a.config.projectId).setSession(signedIn.cookie));
    await servedFromMemory(
      () => b.app.sessionCache.stats().hits,
      () => onB.get(),
    );
    return { onA, onB };
  }

  it('ends B’s cached session when the user changes or signs out through A', async () => {
    const { onA, onB } = await cachedOnB();
    await onA.updateName({ name: 'Renamed on A' });
    await vi.waitFor(async () => expect((await onB.get()).name).toBe('Renamed on A'), { timeout: 5_000, interval: 20 });
    await onA.deleteSession({ sessionId: 'current' });
    await vi.waitFor(() => expect(onB.get()).rejects.toMatchObject({ code: 401 }), { timeout: 5_000, interval: 20 });
  });

  it('forgets B’s sessions when its listening connection drops, so a change made meanwhile is not missed', async () => {
    const { onB } = await cachedOnB();
    const other = new pg.Client({ connectionString: a.config.databaseUrl });
    await other.connect();
    try {
      await other.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE 'LISTEN %' AND datname = current_database()`,
      );
      await vi.waitFor(() => expect(b.app.sessionCache.stats().entries).toBe(0), { timeout: 5_000, interval: 5 });
      await other.query(`UPDATE users SET name = 'Changed during the gap'`);
    } finally {
      await other.end();
    }
    await vi.waitFor(async () => expect((await onB.get()).name).toBe('Changed during the gap'), { timeout: 5_000, interval: 20 });
  });
});
