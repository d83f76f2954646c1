import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Databases, Permission, Query, Role } from 'appwrite';
import { type TestServer, TEST_ENGINE, startTestServer } from '../helpers/test-server.ts';
import { type TestUser, createTestUser } from '../helpers/sessions.ts';
import { serverDocuments } from '../../src/appwrite/databases/server-documents.ts';
import { shopSchema } from '../../src/appwrite/databases/collection-schema.ts';
import { MAX_CACHED_QUERIES, cachedListQuery } from '../../src/appwrite/databases/list-query-cache.ts';
import { DB, orderData, productData } from './fixtures.ts';

const products = shopSchema.collections.get('products')!;
const byCategory = (category: string) => Query.equal('category', [category]);

describe('cachedListQuery', () => {
  it('parses a repeated query once and shares the frozen result', () => {
    const input = [byCategory('Skincare'), Query.orderDesc('$createdAt'), Query.limit(5)];
    const first = cachedListQuery(products, input);
    expect(first).toMatchObject({ limit: 5, offset: 0, cursor: null, select: null });
    expect(first.filters).toHaveLength(1);
    expect(cachedListQuery(products, [...input])).toBe(first);
    expect(Object.isFrozen(first) && Object.isFrozen(first.filters) && Object.isFrozen(first.orders)).toBe(true);
  });

  it('keeps nothing for a query that fails, so it fails every time', () => {
    const bad = [Query.equal('noSuchAttribute', ['x'])];
    expect(() => cachedListQuery(products, bad)).toThrow(/Attribute not found/);
    expect(() => cachedListQuery(products, bad)).toThrow(/Attribute not found/);
    expect(() => cachedListQuery(products, [42])).toThrow(/JSON string/);
  });

  it('drops the least recently used query when full, and keeps one in use', () => {
    const kept = cachedListQuery(products, [byCategory('kept')]);
    const dropped = cachedListQuery(products, [byCategory('dropped')]);
    for (let i = 0; i < MAX_CACHED_QUERIES - 1; i++) {
      cachedListQuery(products, [byCategory(`filler-${i}`)]);
      expect(cachedListQuery(products, [byCategory('kept')])).toBe(kept);
    }
    expect(cachedListQuery(products, [byCategory('kept')])).toBe(kept);
    const again = cachedListQuery(products, [byCategory('dropped')]);
    expect(again).not.toBe(dropped);
    expect(again).toEqual(dropped);
  });

  it('does not keep very long queries', () => {
    const long = [byCategory('x'.repeat(3000))];
    expect(cachedListQuery(products, long)).not.toBe(cachedListQuery(products, long));
  });
});

describe(`list calls with a cached query stay fresh and per caller (${TEST_ENGINE})`, () => {
  let server: TestServer;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    server = await startTestServer();
    alice = await createTestUser(server, { name: 'Alice' });
    bob = await createTestUser(server, { name: 'Bob' });
  });
  afterAll(() => server.close());

  it('sees a document created after the same list call ran', async () => {
    const guest = new Databases(server.client());
    const list = () =>
      guest.listDocuments({ databaseId: DB, collectionId: 'products', queries: [byCategory('Cache'), Query.orderAsc('name')] });
    await serverDocuments(server.app).create('products', { documentId: 'cache-a', data: productData({ name: 'A', category: 'Cache' }) });
    expect((await list()).documents.map((d) => d.$id)).toEqual(['cache-a']);
    await serverDocuments(server.app).create('products', { documentId: 'cache-b', data: productData({ name: 'B', category: 'Cache' }) });
    const again = await list();
    expect(again.documents.map((d) => d.$id)).toEqual(['cache-a', 'cache-b']);
    expect(again.total).toBe(2);
  });

  it('answers the same query with each caller’s own documents', async () => {
    const docs = serverDocuments(server.app);
    for (const user of [alice, bob]) {
      await docs.create('orders', { data: orderData(user.userId), permissions: [Permission.read(Role.user(user.userId))] });
    }
    const queries = [Query.orderDesc('$createdAt'), Query.limit(10)];
    for (const user of [alice, bob, alice]) {
      const list = await new Databases(user.client()).listDocuments({ databaseId: DB, collectionId: 'orders', queries });
      expect(list.documents.map((d) => d.userId)).toEqual([user.userId]);
    }
  });
});
