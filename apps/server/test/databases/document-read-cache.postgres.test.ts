import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import { Client, Databases, Query } from 'appwrite';
import { type SecondInstance, type TestServer, startSecondInstance, startTestServer } from '../helpers/test-server.ts';
import { servedFromMemory } from '../helpers/served-from-memory.ts';
import { type SignedIn, createSignedInAdmin } from '../helpers/accounts.ts';
import { serverDocuments } from '../../src/appwrite/databases/server-documents.ts';
import { DB, productData } from './fixtures.ts';

/**
 * Two server instances on ONE PostgreSQL database, each with its own read cache: a write on one
 * (or by anyone else on the database) ends the other's cached answers through the collection
 * tables' NOTIFY (docs/architecture.md 'Caches and NOTIFY'). On PGlite there is one process, so this suite
 * runs on PostgreSQL only.
 */
describe('document read caches across server instances on PostgreSQL', () => {
  let a: TestServer;
  let b: SecondInstance;
  let admin: SignedIn;
  let onB: Databases;

  beforeAll(async () => {
    a = await startTestServer({ RATE_LIMITS: 'off' });
    b = await startSecondInstance(a);
    onB = new Databases(new Client().setEndpoint(b.endpoint).setProject(a.config.projectId));
    admin = await createSignedInAdmin(a);
    await serverDocuments(a.app).create('products', { documentId: 'x-serum', data: productData({ category: 'Across', price: 20 }) });
  });

  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const getOnB = () => onB.getDocument({ databaseId: DB, collectionId: 'products', documentId: 'x-serum' });
  const listOnB = () => onB.listDocuments({ databaseId: DB, collectionId: 'products', queries: [Query.equal('category', ['Across'])] });

  /** Reads on B until it answers from its cache, so the test proves that the cache was dropped. */
  const cachedOnB = <T>(read: () => Promise<T>) => servedFromMemory(() => b.app.documentReads.stats().hits, read);

  it('drops B’s cached answers when a document changes through A', async () => {
    expect((await cachedOnB(getOnB)).price).toBe(20);
    expect((await cachedOnB(listOnB)).documents.map((d) => d.price)).toEqual([20]);

    await new Databases(admin.client).updateDocument({
      databaseId: DB,
      collectionId: 'products',
      documentId: 'x-serum',
      data: { price: 22 },
    });
    // A knows at once; B hears the NOTIFY a moment after the commit.
    expect((await new Databases(a.client()).getDocument({ databaseId: DB, collectionId: 'products', documentId: 'x-serum' })).price).toBe(
      22,
    );
    await vi.waitFor(async () => expect((await getOnB()).price).toBe(22), { timeout: 5_000, interval: 20 });
    await vi.waitFor(async () => expect((await listOnB()).documents.map((d) => d.price)).toEqual([22]), { timeout: 5_000, interval: 20 });
  });

  it('drops both instances’ cached answers when another client of the database writes', async () => {
    const onA = new Databases(a.client());
    const getOnA = () => onA.getDocument({ databaseId: DB, collectionId: 'products', documentId: 'x-serum' });
    await getOnA();
    await cachedOnB(getOnB);
    const other = new pg.Client({ connectionString: a.config.databaseUrl });
    await other.connect();
    try {
      await other.query(`UPDATE doc_shop_products SET stock = 1 WHERE _id = 'x-serum'`);
    } finally {
      await other.end();
    }
    await vi.waitFor(async () => expect((await getOnB()).stock).toBe(1), { timeout: 5_000, interval: 20 });
    await vi.waitFor(async () => expect((await getOnA()).stock).toBe(1), { timeout: 5_000, interval: 20 });
  });

  it('forgets B’s answers when its listening connection drops, so a change made meanwhile is not missed', async () => {
    expect((await cachedOnB(getOnB)).stock).toBe(1);
    const other = new pg.Client({ connectionString: a.config.databaseUrl });
    await other.connect();
    try {
      // Every instance's LISTEN connection goes (a network blip, a PostgreSQL restart)…
      await other.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE 'LISTEN %' AND datname = current_database()`,
      );
      await vi.waitFor(() => expect(b.app.documentReads.stats().entries).toBe(0), { timeout: 5_000, interval: 5 });
      // …and a change lands before it is back: its NOTIFY reaches nobody.
      await other.query(`UPDATE doc_shop_products SET stock = 2 WHERE _id = 'x-serum'`);
    } finally {
      await other.end();
    }
    await vi.waitFor(async () => expect((await getOnB()).stock).toBe(2), { timeout: 5_000, interval: 20 });
    // Listening again, B caches again.
    await vi.waitFor(() => cachedOnB(getOnB), { timeout: 5_000, interval: 50 });
  });
});
