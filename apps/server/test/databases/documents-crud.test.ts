import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Databases, ID, Permission, Query, Role } from 'appwrite';
import { type TestServer, TEST_ENGINE, startTestServer } from '../helpers/test-server.ts';
import { type TestUser, createTestUser } from '../helpers/sessions.ts';
import { raw } from '../helpers/raw-request.ts';
import { DB, fields, countRows, expectAppwriteError, productData, recordEvents } from './fixtures.ts';
import { serverDocuments } from '../../src/appwrite/databases/server-documents.ts';

let server: TestServer;
let admin: TestUser;
let adminDb: Databases;

beforeAll(async () => {
  server = await startTestServer();
  admin = await createTestUser(server, { labels: ['admin'] });
  adminDb = new Databases(admin.client());
});
afterAll(() => server.close());

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}\+00:00$/;

describe(`documents: create, get, update, upsert, delete on ${TEST_ENGINE}`, () => {
  it('creates with ID.unique() and answers 201 with the Document model', async () => {
    const response = await raw(server, 'POST', `/databases/${DB}/collections/products/documents`, {
      session: admin.cookie,
      body: { documentId: ID.unique(), data: productData({ benefits: ['Glow', 'Even tone'] }) },
    });
    expect(response.status).toBe(201);
    const document = response.body as Record<string, unknown>;
    expect(Object.keys(document).slice(0, 7)).toEqual([
      '$id',
      '$sequence',
      '$collectionId',
      '$databaseId',
      '$createdAt',
      '$updatedAt',
      '$permissions',
    ]);
    expect(document).toMatchObject({
      $id: expect.stringMatching(/^[0-9a-f]{20}$/),
      $sequence: expect.stringMatching(/^\d+$/),
      $collectionId: 'products',
      $databaseId: DB,
      $createdAt: expect.stringMatching(ISO),
      $updatedAt: expect.stringMatching(ISO),
      $permissions: [`read("user:${admin.userId}")`, `update("user:${admin.userId}")`, `delete("user:${admin.userId}")`],
      name: 'Vitamin C Serum',
      price: 34.99,
      stock: 10,
      isNew: false,
      isBestseller: false,
      originalPrice: null,
      benefits: ['Glow', 'Even tone'],
      ingredients: [],
    });
  });

  it('generates an id for the literal unique() and keeps custom ids', async () => {
    const generated = await adminDb.createDocument({
      databaseId: DB,
      collectionId: 'products',
      documentId: 'unique()',
      data: productData(),
    });
    expect(generated.$id).toMatch(/^[0-9a-f]{20}$/);
    const custom = await adminDb.createDocument({
      databaseId: DB,
      collectionId: 'products',
      documentId: 'vitamin-c-serum',
      data: productData(),
    });
    expect(custom.$id).toBe('vitamin-c-serum');
    const again = await adminDb.getDocument({ databaseId: DB, collectionId: 'products', documentId: 'vitamin-c-serum' });
    expect(again).toEqual(custom);
  });

  it('answers 409 document_already_exists for a duplicate id', async () => {
    await adminDb.createDocument({ databaseId: DB, collectionId: 'products', documentId: 'dup-id', data: productData() });
    await expectAppwriteError(
      adminDb.createDocument({ databaseId: DB, collectionId: 'products', documentId: 'dup-id', data: productData() }),
      409,
      'document_already_exists',
    );
  });

  it('stores prices exactly, as decimals, and returns them as the same euro amounts', async () => {
    const prices = [24.99, 0.1, 0.3, 19.9, 1234.56, 0.01];
    for (const price of prices) {
      const doc = await adminDb.createDocument({
        databaseId: DB,
        collectionId: 'products',
        documentId: ID.unique(),
        data: productData({ price }),
      });
      expect(doc.price).toBe(price);
      const { rows } = await server.db.query<{ price: string }>('SELECT price::text AS price FROM doc_shop_products WHERE _id = $1', [
        doc.$id,
      ]);
      expect(rows[0]?.price).toBe(price.toFixed(2));
    }
    // SQL arithmetic on the stored values is exact too: 0.1 + 0.3 (float would give 0.30000000000000004 + …).
    const { rows } = await server.db.query<{ sum: string }>(
      `SELECT sum(price)::text AS sum FROM doc_shop_products WHERE price IN (0.1, 0.3, 19.9)`,
    );
    expect(rows[0]?.sum).toBe('20.30');
  });

  it('gets a document and 404s a missing one', async () => {
    const created = await adminDb.createDocument({
      databaseId: DB,
      collectionId: 'products',
      documentId: ID.unique(),
      data: productData(),
    });
    await expect(
      new Databases(server.client()).getDocument({ databaseId: DB, collectionId: 'products', documentId: created.$id }),
    ).resolves.toEqual(created);
    await expectAppwriteError(
      adminDb.getDocument({ databaseId: DB, collectionId: 'products', documentId: 'no-such-doc' }),
      404,
      'document_not_found',
      "Document with the requested ID 'no-such-doc' could not be found.",
    );
  });

  it('selects attributes on get, keeping the system fields', async () => {
    const created = await adminDb.createDocument({
      databaseId: DB,
      collectionId: 'products',
      documentId: ID.unique(),
      data: productData(),
    });
    const got = await adminDb.getDocument({
      databaseId: DB,
      collectionId: 'products',
      documentId: created.$id,
      queries: [Query.select(['name', 'price'])],
    });
    expect(Object.keys(got).sort()).toEqual(
      ['$collectionId', '$createdAt', '$databaseId', '$id', '$permissions', '$sequence', '$updatedAt', 'name', 'price'].sort(),
    );
  });

  it('updates only the given attributes (PATCH) and bumps $updatedAt', async () => {
    const created = await adminDb.createDocument({
      databaseId: DB,
      collectionId: 'products',
      documentId: ID.unique(),
      data: productData(),
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const updated = await adminDb.updateDocument({
      databaseId: DB,
      collectionId: 'products',
      documentId: created.$id,
      data: fields({ price: 29.99, stock: null }),
    });
    expect(updated).toMatchObject({
      name: created.name,
      price: 29.99,
      stock: null,
      $createdAt: created.$createdAt,
      $sequence: created.$sequence,
    });
    expect(updated.$updatedAt > created.$updatedAt).toBe(true);
    expect(updated.$permissions).toEqual(created.$permissions);
  });

  it('changes permissions alone, and strips system fields sent back inside data', async () => {
    const created = await adminDb.createDocument({
      databaseId: DB,
      collectionId: 'products',
      documentId: ID.unique(),
      data: productData(),
    });
    const updated = await adminDb.updateDocument({
      databaseId: DB,
      collectionId: 'products',
      documentId: created.$id,
      data: fields({ ...created, $id: 'hijack', $sequence: '999', $createdAt: '2000-01-01T00:00:00.000+00:00', name: 'Renamed' }),
      permissions: [Permission.read(Role.any())],
    });
    expect(updated).toMatchObject({
      $id: created.$id,
      $sequence: created.$sequence,
      $createdAt: created.$createdAt,
      name: 'Renamed',
      $permissions: ['read("any")'],
    });
  });

  it('answers 400 document_missing_payload for an update with neither data nor permissions', async () => {
    const created = await adminDb.createDocument({
      databaseId: DB,
      collectionId: 'products',
      documentId: ID.unique(),
      data: productData(),
    });
    await expectAppwriteError(
      adminDb.updateDocument({ databaseId: DB, collectionId: 'products', documentId: created.$id }),
      400,
      'document_missing_payload',
    );
    await expectAppwriteError(
      adminDb.updateDocument({ databaseId: DB, collectionId: 'products', documentId: created.$id, data: fields({}) }),
      400,
      'document_missing_payload',
    );
  });

  it('upserts: PUT creates when missing and updates when present, 201 both times', async () => {
    const created = await raw(server, 'PUT', `/databases/${DB}/collections/products/documents/upsert-me`, {
      session: admin.cookie,
      body: { data: productData({ name: 'First' }) },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ $id: 'upsert-me', name: 'First', price: 34.99 });
    const updated = await adminDb.upsertDocument({
      databaseId: DB,
      collectionId: 'products',
      documentId: 'upsert-me',
      data: fields({ name: 'Second' }),
    });
    expect(updated).toMatchObject({
      $id: 'upsert-me',
      name: 'Second',
      price: 34.99,
      $sequence: (created.body as { $sequence: string }).$sequence,
    });
    await expectAppwriteError(
      adminDb.upsertDocument({ databaseId: DB, collectionId: 'products', documentId: 'upsert-new', data: fields({ name: 'No price' }) }),
      400,
      'document_invalid_structure',
      /Missing required attribute "price"/,
    );
  });

  it('deletes with 204 and an empty body, then 404s', async () => {
    const created = await adminDb.createDocument({
      databaseId: DB,
      collectionId: 'products',
      documentId: ID.unique(),
      data: productData(),
    });
    const response = await raw(server, 'DELETE', `/databases/${DB}/collections/products/documents/${created.$id}`, {
      session: admin.cookie,
      body: {},
    });
    expect(response.status).toBe(204);
    expect(response.text).toBe('');
    await expectAppwriteError(
      adminDb.deleteDocument({ databaseId: DB, collectionId: 'products', documentId: created.$id }),
      404,
      'document_not_found',
    );
    await expect(
      adminDb.deleteDocument({
        databaseId: DB,
        collectionId: 'products',
        documentId: (
          await adminDb.createDocument({ databaseId: DB, collectionId: 'products', documentId: ID.unique(), data: productData() })
        ).$id,
      }),
    ).resolves.toEqual({ message: '' });
  });

  it('answers $sequence as an integer to response formats before 1.9.0 and as a string from 1.9.0 (§8.4)', async () => {
    const path = `/databases/${DB}/collections/products/documents`;
    const as = (format?: string) => ({
      session: admin.cookie,
      headers: format ? { 'x-appwrite-response-format': format } : ({} as Record<string, string>),
    });
    const created = await raw(server, 'POST', path, { ...as('1.8.0'), body: { documentId: 'sequence-format', data: productData() } });
    expect(created.status).toBe(201);
    const sequence = (created.body as { $sequence: unknown }).$sequence;
    expect(sequence).toEqual(expect.any(Number));
    expect(Object.keys(created.body ?? {})[1]).toBe('$sequence');
    const document = `${path}/sequence-format`;
    // The same read twice per format: the second may come from the read cache, which must keep the formats apart.
    for (const format of ['1.8.0', '1.7.4', '1.8.0', '1.9.0', '2.0.0', undefined, '1.8.1', '1.9.5']) {
      const expected = format && /^1\.[78]\./.test(format) ? sequence : String(sequence);
      expect((await raw(server, 'GET', document, as(format))).body, `get, format ${format}`).toMatchObject({ $sequence: expected });
      const list = await raw(server, 'GET', `${path}?queries[0]=${encodeURIComponent(Query.equal('$id', 'sequence-format'))}`, as(format));
      expect(list.body, `list, format ${format}`).toMatchObject({ total: 1, documents: [{ $sequence: expected }] });
    }
    expect((await raw(server, 'PATCH', document, { ...as('1.8.0'), body: { data: { name: 'Renamed' } } })).body).toMatchObject({
      $sequence: sequence,
    });
    expect((await raw(server, 'PUT', document, { ...as('1.8.0'), body: { data: { name: 'Upserted' } } })).body).toMatchObject({
      $sequence: sequence,
    });
    expect((await raw(server, 'PATCH', `${document}/stock/increment`, { ...as('1.8.0'), body: { value: 1 } })).body).toMatchObject({
      $sequence: sequence,
    });
    expect((await raw(server, 'PATCH', document, { ...as('1.9.0'), body: { data: { name: 'Again' } } })).body).toMatchObject({
      $sequence: String(sequence),
    });
  });

  it('answers 404 database_not_found and collection_not_found', async () => {
    await expectAppwriteError(adminDb.listDocuments({ databaseId: 'nope', collectionId: 'products' }), 404, 'database_not_found');
    await expectAppwriteError(
      adminDb.listDocuments({ databaseId: DB, collectionId: 'nope' }),
      404,
      'collection_not_found',
      "Collection with the requested ID 'nope' could not be found.",
    );
    await expectAppwriteError(adminDb.getDocument({ databaseId: DB, collectionId: 'nope', documentId: 'x' }), 404, 'collection_not_found');
  });

  it('refuses transactionId rather than ignoring it', async () => {
    await expectAppwriteError(
      adminDb.createDocument({
        databaseId: DB,
        collectionId: 'products',
        documentId: ID.unique(),
        data: productData(),
        transactionId: 'tx1',
      }),
      400,
      'general_argument_invalid',
      /transactionId/,
    );
  });
});

describe('documents: write rate limits (§9.3)', () => {
  it('allows 60 deletes a minute per user and IP, then answers 429 with the limit headers', async () => {
    const user = await createTestUser(server);
    const statuses: number[] = [];
    let last: Response | undefined;
    // The window is a fixed minute, so a run crossing into the next minute starts counting again.
    while (statuses.length < 121 && last?.status !== 429) {
      last = await fetch(`${server.endpoint}/databases/${DB}/collections/products/documents/missing-${statuses.length}`, {
        method: 'DELETE',
        headers: { 'x-appwrite-project': server.config.projectId, 'x-appwrite-session': user.cookie, 'content-type': 'application/json' },
        body: '{}',
      });
      statuses.push(last.status);
    }
    const refused = statuses.indexOf(429);
    expect(refused).toBeGreaterThanOrEqual(60);
    expect(statuses.slice(0, refused).every((status) => status === 404)).toBe(true);
    expect(await last?.json()).toMatchObject({ type: 'general_rate_limit_exceeded' });
    expect(last?.headers.get('x-ratelimit-limit')).toBe('60');
    // Reads are not limited, and other users keep their own budget.
    await expect(new Databases(user.client()).listDocuments({ databaseId: DB, collectionId: 'products' })).resolves.toBeDefined();
    await expectAppwriteError(
      adminDb.deleteDocument({ databaseId: DB, collectionId: 'products', documentId: 'missing-0' }),
      404,
      'document_not_found',
    );
  });
});

describe('documents: increment and decrement', () => {
  it('increments and decrements atomically with max and min', async () => {
    const created = await adminDb.createDocument({
      databaseId: DB,
      collectionId: 'products',
      documentId: ID.unique(),
      data: productData({ stock: 5 }),
    });
    const base = { databaseId: DB, collectionId: 'products', documentId: created.$id, attribute: 'stock' };
    expect((await adminDb.incrementDocumentAttribute(base)).stock).toBe(6);
    expect((await adminDb.incrementDocumentAttribute({ ...base, value: 4, max: 10 })).stock).toBe(10);
    await expectAppwriteError(
      adminDb.incrementDocumentAttribute({ ...base, value: 1, max: 10 }),
      400,
      'attribute_limit_exceeded',
      /above the maximum of 10/,
    );
    expect((await adminDb.decrementDocumentAttribute({ ...base, value: 7, min: 3 })).stock).toBe(3);
    await expectAppwriteError(
      adminDb.decrementDocumentAttribute({ ...base, value: 1, min: 3 }),
      400,
      'attribute_limit_exceeded',
      /below the minimum of 3/,
    );
    // The declared minimum (stock >= 0) holds even without a min parameter.
    expect((await adminDb.decrementDocumentAttribute({ ...base, value: 3 })).stock).toBe(0);
    await expectAppwriteError(adminDb.decrementDocumentAttribute(base), 400, 'attribute_limit_exceeded', /below the minimum of 0/);
    expect((await adminDb.getDocument({ databaseId: DB, collectionId: 'products', documentId: created.$id })).stock).toBe(0);
  });

  it('never oversells under concurrent decrements', async () => {
    const created = await adminDb.createDocument({
      databaseId: DB,
      collectionId: 'products',
      documentId: ID.unique(),
      data: productData({ stock: 10 }),
    });
    const results = await Promise.allSettled(
      Array.from({ length: 25 }, () =>
        adminDb.decrementDocumentAttribute({
          databaseId: DB,
          collectionId: 'products',
          documentId: created.$id,
          attribute: 'stock',
          value: 1,
          min: 0,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect(
      results.filter((r) => r.status === 'rejected').every((r) => (r as PromiseRejectedResult).reason.type === 'attribute_limit_exceeded'),
    ).toBe(true);
    expect((await adminDb.getDocument({ databaseId: DB, collectionId: 'products', documentId: created.$id })).stock).toBe(0);
  });

  it('works on exact decimals and keeps unlimited (null) stock unlimited', async () => {
    const created = await adminDb.createDocument({
      databaseId: DB,
      collectionId: 'products',
      documentId: ID.unique(),
      data: productData({ price: 0.1, stock: null }),
    });
    const base = { databaseId: DB, collectionId: 'products', documentId: created.$id };
    expect((await adminDb.incrementDocumentAttribute({ ...base, attribute: 'price', value: 0.2 })).price).toBe(0.3);
    await expectAppwriteError(
      adminDb.incrementDocumentAttribute({ ...base, attribute: 'price', value: 0.001 }),
      400,
      'general_argument_invalid',
      /at most 2 decimals/,
    );
    expect((await adminDb.decrementDocumentAttribute({ ...base, attribute: 'stock', value: 3, min: 0 })).stock).toBeNull();
  });

  it('answers attribute_not_found, attribute_type_invalid and bad values', async () => {
    const created = await adminDb.createDocument({
      databaseId: DB,
      collectionId: 'products',
      documentId: ID.unique(),
      data: productData(),
    });
    const base = { databaseId: DB, collectionId: 'products', documentId: created.$id };
    await expectAppwriteError(adminDb.incrementDocumentAttribute({ ...base, attribute: 'nothing' }), 404, 'attribute_not_found');
    await expectAppwriteError(adminDb.incrementDocumentAttribute({ ...base, attribute: '$sequence' }), 404, 'attribute_not_found');
    await expectAppwriteError(adminDb.incrementDocumentAttribute({ ...base, attribute: 'name' }), 400, 'attribute_type_invalid');
    await expectAppwriteError(adminDb.incrementDocumentAttribute({ ...base, attribute: 'benefits' }), 400, 'attribute_type_invalid');
    await expectAppwriteError(
      adminDb.incrementDocumentAttribute({ ...base, attribute: 'stock', value: 1.5 }),
      400,
      'general_argument_invalid',
      /integer/,
    );
    await expectAppwriteError(
      adminDb.incrementDocumentAttribute({ ...base, attribute: 'stock', value: -1 }),
      400,
      'general_argument_invalid',
    );
    const response = await raw(server, 'PATCH', `/databases/${DB}/collections/products/documents/${created.$id}/stock/increment`, {
      session: admin.cookie,
      body: { value: '5' },
    });
    expect(response.status).toBe(400);
    await expectAppwriteError(
      adminDb.incrementDocumentAttribute({ ...base, documentId: 'missing-doc', attribute: 'stock' }),
      404,
      'document_not_found',
    );
  });
});

describe('documents: realtime', () => {
  it('publishes create, update, upsert and delete events with the Document and its readers', async () => {
    const recorder = recordEvents(server);
    try {
      const created = await adminDb.createDocument({
        databaseId: DB,
        collectionId: 'products',
        documentId: 'rt-product',
        data: productData(),
      });
      await adminDb.updateDocument({ databaseId: DB, collectionId: 'products', documentId: 'rt-product', data: fields({ stock: 3 }) });
      await adminDb.upsertDocument({ databaseId: DB, collectionId: 'products', documentId: 'rt-product', data: fields({ stock: 4 }) });
      await adminDb.decrementDocumentAttribute({ databaseId: DB, collectionId: 'products', documentId: 'rt-product', attribute: 'stock' });
      await adminDb.deleteDocument({ databaseId: DB, collectionId: 'products', documentId: 'rt-product' });
      const mine = recorder.events.filter((e) => (e.payload as { $id: string }).$id === 'rt-product');
      expect(mine.map((e) => e.events[0])).toEqual([
        'databases.shop.collections.products.documents.rt-product.create',
        'databases.shop.collections.products.documents.rt-product.update',
        'databases.shop.collections.products.documents.rt-product.upsert',
        'databases.shop.collections.products.documents.rt-product.update',
        'databases.shop.collections.products.documents.rt-product.delete',
      ]);
      expect(mine[0]?.events).toContain('databases.*.collections.*.documents.*.create');
      expect(mine[0]?.channels).toContain('databases.shop.collections.products.documents');
      expect(mine[0]?.payload).toEqual(created);
      expect(mine[3]?.payload).toMatchObject({ stock: 3 });
      // Products are readable by anyone; document security is off, so only collection roles count.
      expect(mine[0]?.readRoles).toEqual(['any']);
    } finally {
      recorder.stop();
    }
  });

  it('publishes nothing for failed writes and no-op updates', async () => {
    const created = await adminDb.createDocument({
      databaseId: DB,
      collectionId: 'products',
      documentId: ID.unique(),
      data: productData(),
    });
    const recorder = recordEvents(server);
    try {
      await adminDb.updateDocument({
        databaseId: DB,
        collectionId: 'products',
        documentId: created.$id,
        data: fields({ name: created.name }),
      });
      await adminDb
        .createDocument({ databaseId: DB, collectionId: 'products', documentId: created.$id, data: productData() })
        .catch(() => undefined);
      await adminDb
        .updateDocument({ databaseId: DB, collectionId: 'products', documentId: created.$id, data: fields({ price: -1 }) })
        .catch(() => undefined);
      expect(recorder.events).toEqual([]);
    } finally {
      recorder.stop();
    }
  });
});

describe('documents: server-side API', () => {
  it('creates, reads, lists and decrements for other modules, with events', async () => {
    const docs = serverDocuments(server.app);
    const recorder = recordEvents(server);
    try {
      const product = await docs.create('products', {
        documentId: 'server-made',
        data: productData({ $createdAt: '2020-02-02T00:00:00.000Z', stock: 2 }),
      });
      expect(product.$createdAt).toBe('2020-02-02T00:00:00.000+00:00');
      expect(await docs.get('products', 'server-made')).toEqual(product);
      expect(await docs.get('products', 'not-there')).toBeNull();
      const listed = await docs.list('products', [{ method: 'equal', attribute: '$id', values: ['server-made'] }]);
      expect(listed).toEqual({ total: 1, documents: [product] });
      expect((await docs.decrement('products', 'server-made', 'stock', 2, { min: 0 })).stock).toBe(0);
      await expect(docs.decrement('products', 'server-made', 'stock', 1, { min: 0 })).rejects.toMatchObject({
        type: 'attribute_limit_exceeded',
      });
      expect(recorder.events.map((e) => e.events[0])).toEqual([
        'databases.shop.collections.products.documents.server-made.create',
        'databases.shop.collections.products.documents.server-made.update',
      ]);
    } finally {
      recorder.stop();
    }
    expect(await countRows(server, 'products')).toBeGreaterThan(0);
  });
});
