import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Databases, Permission, Query, Role } from 'appwrite';
import { type TestServer, TEST_ENGINE, startTestServer } from '../helpers/test-server.ts';
import { servedFromMemory } from '../helpers/served-from-memory.ts';
import { type SignedIn, createSignedInAdmin, createSignedInUser } from '../helpers/accounts.ts';
import { adminApi } from '../admin/admin-fixtures.ts';
import { CARDS, card, confirmCard, createProduct, openSession } from '../checkout/checkout-fixtures.ts';
import { serverDocuments } from '../../src/appwrite/databases/server-documents.ts';
import { DocumentReadCache } from '../../src/appwrite/databases/document-read-cache.ts';
import { shopSchema } from '../../src/appwrite/databases/collection-schema.ts';
import { raw } from '../helpers/raw-request.ts';
import { DB, documentsPath, orderData, productData } from './fixtures.ts';

/**
 * The document read cache (decision 012): repeated lists and gets are answered from memory, and
 * every change — through /v1, the server's own modules, checkout, or plain SQL — is seen by the
 * very next read. Through the official SDK where the web app reads, raw HTTP for headers.
 */

let server: TestServer;
let admin: SignedIn;
let alice: SignedIn & { user: { $id: string } };
let bob: SignedIn & { user: { $id: string } };
let as: { guest: Databases; alice: Databases; bob: Databases; admin: Databases };

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMITS: 'off' });
  admin = await createSignedInAdmin(server);
  alice = await createSignedInUser(server, { name: 'Alice' });
  bob = await createSignedInUser(server, { name: 'Bob' });
  as = {
    guest: new Databases(server.client()),
    alice: new Databases(alice.client),
    bob: new Databases(bob.client),
    admin: new Databases(admin.client),
  };
});
afterAll(() => server.close());

const hits = () => server.app.documentReads.stats().hits;
const ids = (list: { documents: Array<{ $id: string }> }) => list.documents.map((d) => d.$id).sort();

const cached = <T>(read: () => Promise<T>) => servedFromMemory(hits, read);

describe(`document read cache on ${TEST_ENGINE}`, () => {
  it('answers a repeated read from memory with the same bytes, headers and 304', async () => {
    await serverDocuments(server.app).create('products', { documentId: 'rc-same', data: productData({ category: 'Same' }) });
    const path = documentsPath('products', [Query.equal('category', ['Same'])]);
    const first = await raw(server, 'GET', path);
    const again = await cached(async () => {
      const response = await fetch(`${server.endpoint}${path}`, { headers: { 'x-appwrite-project': 'pura' } });
      return { status: response.status, headers: response.headers, text: await response.text() };
    });
    expect(again.status).toBe(200);
    expect(again.text).toBe(first.text);
    expect(again.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(again.headers.get('cache-control')).toBe('private, no-cache');
    const etag = again.headers.get('etag');
    const revalidated = await raw(server, 'GET', path, { headers: { 'if-none-match': etag! } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.text).toBe('');
  });

  it('reflects create, update and delete through /v1 at once', async () => {
    const list = () => as.guest.listDocuments({ databaseId: DB, collectionId: 'products', queries: [Query.equal('category', ['Crud'])] });
    const get = (documentId: string) => as.guest.getDocument({ databaseId: DB, collectionId: 'products', documentId });
    expect(ids(await cached(list))).toEqual([]);

    await as.admin.createDocument({
      databaseId: DB,
      collectionId: 'products',
      documentId: 'rc-crud',
      data: productData({ category: 'Crud', price: 10 }),
    });
    expect(ids(await cached(list))).toEqual(['rc-crud']);
    expect((await cached(() => get('rc-crud'))).price).toBe(10);

    await as.admin.updateDocument({ databaseId: DB, collectionId: 'products', documentId: 'rc-crud', data: { price: 12.5 } });
    expect((await get('rc-crud')).price).toBe(12.5);
    expect((await list()).documents[0]?.price).toBe(12.5);

    await as.admin.decrementDocumentAttribute({
      databaseId: DB,
      collectionId: 'products',
      documentId: 'rc-crud',
      attribute: 'stock',
      value: 3,
    });
    expect((await cached(() => get('rc-crud'))).stock).toBe(7);

    await as.admin.deleteDocument({ databaseId: DB, collectionId: 'products', documentId: 'rc-crud' });
    await expect(get('rc-crud')).rejects.toMatchObject({ code: 404, type: 'document_not_found' });
    expect(await list()).toMatchObject({ total: 0, documents: [] });
  });

  it('keeps the list total, select and total=false answers apart', async () => {
    await serverDocuments(server.app).create('products', {
      documentId: 'rc-shape',
      data: productData({ category: 'Shape', name: 'Shape Serum' }),
    });
    const queries = [Query.equal('category', ['Shape'])];
    const full = await cached(() => as.guest.listDocuments({ databaseId: DB, collectionId: 'products', queries }));
    const noTotal = await cached(() => as.guest.listDocuments({ databaseId: DB, collectionId: 'products', queries, total: false }));
    const selected = await cached(() =>
      as.guest.getDocument({ databaseId: DB, collectionId: 'products', documentId: 'rc-shape', queries: [Query.select(['name'])] }),
    );
    expect(full.total).toBe(1);
    expect(noTotal.total).toBe(0);
    expect(selected).toMatchObject({ $id: 'rc-shape', name: 'Shape Serum' });
    expect(selected).not.toHaveProperty('price');
    expect((await as.guest.getDocument({ databaseId: DB, collectionId: 'products', documentId: 'rc-shape' })).price).toBe(34.99);
  });

  it('never hands one user the answer cached for another, and follows a permission change at once', async () => {
    const docs = serverDocuments(server.app);
    await docs.create('orders', {
      documentId: 'rc-alice',
      data: orderData(alice.user.$id),
      permissions: [Permission.read(Role.user(alice.user.$id))],
    });
    await docs.create('orders', {
      documentId: 'rc-bob',
      data: orderData(bob.user.$id),
      permissions: [Permission.read(Role.user(bob.user.$id))],
    });
    const orders = (who: Databases) => () =>
      who.listDocuments({ databaseId: DB, collectionId: 'orders', queries: [Query.orderAsc('$createdAt')] });
    const order = (who: Databases, documentId: string) => () => who.getDocument({ databaseId: DB, collectionId: 'orders', documentId });

    expect(ids(await cached(orders(as.alice)))).toEqual(['rc-alice']);
    expect(ids(await cached(orders(as.bob)))).toEqual(['rc-bob']);
    expect((await cached(order(as.alice, 'rc-alice'))).$id).toBe('rc-alice');
    await expect(order(as.bob, 'rc-alice')()).rejects.toMatchObject({ code: 404 });
    expect(ids(await cached(orders(as.admin)))).toEqual(['rc-alice', 'rc-bob']);

    // The order changes hands: alice's cached answers end with it.
    await docs.update('orders', 'rc-alice', { permissions: [Permission.read(Role.user(bob.user.$id))] });
    expect(ids(await orders(as.alice)())).toEqual([]);
    await expect(order(as.alice, 'rc-alice')()).rejects.toMatchObject({ code: 404, type: 'document_not_found' });
    expect(ids(await orders(as.bob)())).toEqual(['rc-alice', 'rc-bob']);
    expect((await order(as.bob, 'rc-alice')()).$id).toBe('rc-alice');
  });

  it('never shows a guest a document only signed-in users may read, though a user had it cached', async () => {
    await serverDocuments(server.app).create('orders', {
      documentId: 'rc-users',
      data: orderData(alice.user.$id),
      permissions: [Permission.read(Role.users())],
    });
    const usersOnly = [Query.equal('$id', ['rc-users'])];
    expect(ids(await cached(() => as.alice.listDocuments({ databaseId: DB, collectionId: 'orders', queries: usersOnly })))).toEqual([
      'rc-users',
    ]);
    expect((await cached(() => as.alice.getDocument({ databaseId: DB, collectionId: 'orders', documentId: 'rc-users' }))).$id).toBe(
      'rc-users',
    );

    expect(await as.guest.listDocuments({ databaseId: DB, collectionId: 'orders', queries: usersOnly })).toMatchObject({
      total: 0,
      documents: [],
    });
    await expect(as.guest.getDocument({ databaseId: DB, collectionId: 'orders', documentId: 'rc-users' })).rejects.toMatchObject({
      code: 404,
    });
    const guestAgain = await raw(server, 'GET', documentsPath('orders', usersOnly));
    expect(guestAgain.body).toMatchObject({ total: 0, documents: [] });
  });

  it('shows the stock a paid checkout took, and an admin cancellation gave back, at once', async () => {
    const product = await createProduct(server, { name: 'Cached Serum', stock: 5 });
    const get = () => as.guest.getDocument({ databaseId: DB, collectionId: 'products', documentId: product.$id });
    const list = () => as.guest.listDocuments({ databaseId: DB, collectionId: 'products', queries: [Query.equal('$id', [product.$id])] });
    expect((await cached(get)).stock).toBe(5);
    expect((await cached(list)).documents[0]?.stock).toBe(5);

    const session = await openSession(server, alice.cookieHeader, [{ productId: product.$id, quantity: 2, isBundle: false }]);
    // A hold is not a stock change: the product still says 5 (checkout counts holds itself).
    expect((await cached(get)).stock).toBe(5);
    const paid = await confirmCard(server, alice.cookieHeader, session.clientSecret, card(CARDS.success));
    expect(paid.status).toBe(200);
    expect((await get()).stock).toBe(3);
    expect((await list()).documents[0]?.stock).toBe(3);

    const orderId = (paid.body as { order: { id: string } }).order.id;
    const cancelled = await adminApi(server, `/orders/${orderId}/status`, {
      method: 'PATCH',
      body: { status: 'cancelled' },
      cookie: admin.cookieHeader,
    });
    expect(cancelled.status).toBe(200);
    expect((await get()).stock).toBe(5);
    expect((await list()).documents[0]?.stock).toBe(5);
  });

  it('hears changes made with plain SQL, outside the documents service, through the tables’ trigger', async () => {
    await serverDocuments(server.app).create('products', { documentId: 'rc-sql', data: productData({ price: 20 }) });
    const get = () => as.guest.getDocument({ databaseId: DB, collectionId: 'products', documentId: 'rc-sql' });
    expect((await cached(get)).price).toBe(20);
    await server.db.query(`UPDATE doc_shop_products SET price = 21 WHERE _id = 'rc-sql'`);
    // PostgreSQL delivers the NOTIFY to the listening connection a moment after the commit.
    await vi.waitFor(async () => expect((await get()).price).toBe(21), { timeout: 5_000, interval: 20 });
    await server.db.query(`DELETE FROM doc_shop_products WHERE _id = 'rc-sql'`);
    await vi.waitFor(() => expect(get()).rejects.toMatchObject({ code: 404 }), { timeout: 5_000, interval: 20 });
  });

  it('keeps no errors: a document that appears after a 404 is served', async () => {
    const get = () => raw(server, 'GET', `/databases/${DB}/collections/products/documents/rc-late`);
    expect((await get()).status).toBe(404);
    expect((await get()).status).toBe(404);
    await serverDocuments(server.app).create('products', { documentId: 'rc-late', data: productData() });
    expect((await get()).body).toMatchObject({ $id: 'rc-late' });
  });
});

describe(`document read cache limits on ${TEST_ENGINE}`, () => {
  let small: TestServer;
  beforeAll(async () => {
    small = await startTestServer({ DOCUMENT_CACHE_ENTRIES: '2' });
    const docs = serverDocuments(small.app);
    for (const id of ['lim-a', 'lim-b', 'lim-c']) await docs.create('products', { documentId: id, data: productData() });
  });
  afterAll(() => small.close());

  it('keeps at most DOCUMENT_CACHE_ENTRIES answers, dropping the least recently used', async () => {
    const reads = small.app.documentReads;
    const guest = new Databases(small.client());
    const get = (documentId: string) => guest.getDocument({ databaseId: DB, collectionId: 'products', documentId });
    await get('lim-a');
    await get('lim-b');
    await get('lim-a');
    await get('lim-c');
    expect(reads.stats()).toMatchObject({ entries: 2, evictions: 1 });
    // lim-a was used after lim-b, so lim-b went.
    const before = reads.stats().hits;
    await get('lim-a');
    expect(reads.stats().hits).toBe(before + 1);
    await get('lim-b');
    expect(reads.stats().hits).toBe(before + 1);
  });

  it('is off with DOCUMENT_CACHE_MB=0', async () => {
    const off = await startTestServer({ DOCUMENT_CACHE_MB: '0' });
    try {
      await serverDocuments(off.app).create('products', { documentId: 'off', data: productData() });
      for (let i = 0; i < 3; i++) expect((await raw(off, 'GET', `/databases/${DB}/collections/products/documents/off`)).status).toBe(200);
      expect(off.app.documentReads.stats()).toMatchObject({ hits: 0, entries: 0 });
    } finally {
      await off.close();
    }
  });
});

describe('DocumentReadCache', () => {
  const products = shopSchema.collections.get('products')!;
  const opened = (limits: { maxBytes: number; maxEntries: number }) => {
    const cache = new DocumentReadCache(limits);
    cache.open();
    return cache;
  };

  it('keeps its estimated bytes within the budget and refuses an answer too large for it', async () => {
    const cache = opened({ maxBytes: 64 * 1024, maxEntries: 1000 });
    for (let i = 0; i < 40; i++) await cache.read(products, `k${i}`, async () => ({ text: 'x'.repeat(2000) }));
    const { bytes, entries, evictions } = cache.stats();
    expect(bytes).toBeLessThanOrEqual(64 * 1024);
    expect(entries).toBeLessThan(40);
    expect(evictions).toBe(40 - entries);
    await cache.read(products, 'huge', async () => ({ text: 'x'.repeat(20_000) }));
    await cache.read(products, 'huge', async () => ({ text: 'x'.repeat(20_000) }));
    expect(cache.stats().hits).toBe(0);
  });

  it('does not keep an answer read while a change committed, and shares one load among concurrent misses', async () => {
    const cache = opened({ maxBytes: 1024 * 1024, maxEntries: 100 });
    let loads = 0;
    let finish!: () => void;
    const slow = () => {
      loads++;
      return new Promise<{ v: number }>((resolve) => (finish = () => resolve({ v: loads })));
    };
    const first = cache.read(products, 'k', slow);
    const joined = cache.read(products, 'k', slow);
    cache.changed(products.tableName);
    // Began after the change: must not join the read that began before it.
    const after = cache.read(products, 'k', async () => ({ v: 99 }));
    finish();
    expect((await first).body).toBe('{"v":1}');
    expect((await joined).body).toBe('{"v":1}');
    expect(loads).toBe(1);
    expect((await after).body).toBe('{"v":99}');
    expect((await cache.read(products, 'k', async () => ({ v: 100 }))).body).toBe('{"v":99}');
  });

  it('serves nothing from memory before it is opened or after it is closed', async () => {
    const cache = new DocumentReadCache({ maxBytes: 1024 * 1024, maxEntries: 100 });
    let loads = 0;
    const load = async () => ({ n: ++loads });
    await cache.read(products, 'k', load);
    await cache.read(products, 'k', load);
    cache.open();
    await cache.read(products, 'k', load);
    await cache.read(products, 'k', load);
    expect(loads).toBe(3);
    cache.close();
    await cache.read(products, 'k', load);
    expect(loads).toBe(4);
  });

  it('forgets everything and serves from the database while the change notices are interrupted', async () => {
    const cache = opened({ maxBytes: 1024 * 1024, maxEntries: 100 });
    let loads = 0;
    const load = async () => ({ n: ++loads });
    await cache.read(products, 'k', load);
    cache.suspend();
    expect(cache.stats().entries).toBe(0);
    await cache.read(products, 'k', load);
    await cache.read(products, 'k', load);
    expect(loads).toBe(3);
    cache.open();
    await cache.read(products, 'k', load);
    await cache.read(products, 'k', load);
    expect(loads).toBe(4);
  });
});
