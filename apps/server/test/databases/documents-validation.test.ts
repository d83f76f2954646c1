import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Databases, ID } from 'appwrite';
import { type TestServer, TEST_ENGINE, startTestServer } from '../helpers/test-server.ts';
import { type TestUser, createTestUser } from '../helpers/sessions.ts';
import { serverDocuments } from '../../src/appwrite/databases/server-documents.ts';
import { raw } from '../helpers/raw-request.ts';
import { DB, fields, countRows, expectAppwriteError, orderData, productData } from './fixtures.ts';

let server: TestServer;
let admin: TestUser;
let adminDb: Databases;
let existingId: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await createTestUser(server, { labels: ['admin'] });
  adminDb = new Databases(admin.client());
  existingId = (await adminDb.createDocument({ databaseId: DB, collectionId: 'products', documentId: 'existing', data: productData() }))
    .$id;
});
afterAll(() => server.close());

const create = (data: Record<string, unknown>, collectionId = 'products') =>
  adminDb.createDocument({ databaseId: DB, collectionId, documentId: ID.unique(), data });

const structure = (promise: Promise<unknown>, message: string | RegExp) =>
  expectAppwriteError(promise, 400, 'document_invalid_structure', message);

describe(`document validation on ${TEST_ENGINE}`, () => {
  it('names a missing required attribute', async () => {
    const { name: _name, ...withoutName } = productData();
    await structure(create(withoutName), 'Invalid document structure: Missing required attribute "name"');
    await structure(create(productData({ price: null })), 'Invalid document structure: Missing required attribute "price"');
  });

  it('names an unknown attribute', async () => {
    await structure(create(productData({ colour: 'red' })), 'Invalid document structure: Unknown attribute: "colour"');
    await structure(create(productData({ $weird: 1 })), 'Invalid document structure: Unknown attribute: "$weird"');
    await structure(create(productData({ __proto__x: 1 })), /Unknown attribute: "__proto__x"/);
  });

  it.each([
    ['a price as text', { price: '24.99' }, 'Attribute "price" has invalid type. Value must be a valid float'],
    ['a fractional stock', { stock: 1.5 }, 'Attribute "stock" has invalid type. Value must be a valid integer'],
    ['a boolean as text', { isNew: 'yes' }, 'Attribute "isNew" has invalid type. Value must be a valid boolean'],
    ['a number for a string', { name: 5 }, 'Attribute "name" has invalid type. Value must be a valid string and no longer than 128 chars'],
    ['a list for a single value', { name: ['a'] }, 'Attribute "name" has invalid type. It must be a single value, not an array'],
    ['an object for a string', { description: { html: '<b>x</b>' } }, 'Attribute "description" has invalid type'],
    ['a single value for a list', { benefits: 'Glow' }, 'Attribute "benefits" must be an array'],
    ['a wrong element in a list', { benefits: ['Glow', 7] }, `Attribute "benefits['1']" has invalid type`],
    [
      'a too long string',
      { name: 'x'.repeat(129) },
      'Attribute "name" has invalid format. Value must be a valid string and no longer than 128 chars',
    ],
    ['a too long list element', { benefits: ['x'.repeat(201)] }, `Attribute "benefits['0']" has invalid format`],
    [
      'a skin type not on the list',
      { skinTypes: ['dry', 'greasy'] },
      `Attribute "skinTypes['1']" has invalid format. Value must be one of (dry, oily, combination, normal, sensitive)`,
    ],
    ['too many list elements', { benefits: Array.from({ length: 1001 }, () => 'x') }, 'must be an array of at most 1000 values'],
    ['a zero price', { price: 0 }, 'Attribute "price" has invalid format. Value must be a valid range between 0.01 and 1,000,000'],
    ['a negative price', { price: -5 }, 'Attribute "price" has invalid format'],
    [
      'a price with three decimals',
      { price: 24.999 },
      'Attribute "price" has invalid format. Value must be a number with at most 2 decimals',
    ],
    ['a tiny price in exponent form', { price: 1e-7 }, 'at most 2 decimals'],
    ['a huge price', { price: 1e308 }, 'Attribute "price" has invalid format'],
    ['a negative stock', { stock: -1 }, 'Attribute "stock" has invalid format. Value must be a valid range between 0 and 1,000,000,000'],
    ['an unsafe integer', { stock: 2 ** 53 }, 'Attribute "stock" has invalid type'],
    [
      'a NUL character',
      { name: 'a\u0000b' },
      'Attribute "name" has invalid format. Value must be valid text without NUL characters or broken Unicode',
    ],
  ])('refuses %s', async (_name, overrides, message) => {
    await structure(create(productData(overrides)), new RegExp(escape(message)));
  });

  it('checks e-mail and date attributes', async () => {
    await structure(
      create({ email: 'not-an-email' }, 'newsletter'),
      'Invalid document structure: Attribute "email" has invalid format. Value must be a valid email address',
    );
    await structure(
      create({ email: 'a@b.co', subscribedAt: 'yesterday' }, 'newsletter'),
      /Attribute "subscribedAt" has invalid type\. Value must be valid date between 0001-01-01 00:00:00 and 9999-12-31 23:59:59\./,
    );
    await structure(
      create({ email: 'a@b.co', subscribedAt: '2026-02-30T00:00:00Z' }, 'newsletter'),
      /Attribute "subscribedAt" has invalid type\. Value must be valid date between 0001-01-01 00:00:00 and 9999-12-31 23:59:59\./,
    );
    await structure(
      create({ email: 'a@b.co', subscribedAt: '0000-01-01' }, 'newsletter'),
      /Attribute "subscribedAt" has invalid type\. Value must be valid date between 0001-01-01 00:00:00 and 9999-12-31 23:59:59\./,
    );
    const ok = await create({ email: 'dates@example.test', subscribedAt: '2026-03-01T12:30:00+02:00' }, 'newsletter');
    expect(ok.subscribedAt).toBe('2026-03-01T10:30:00.000+00:00');
  });

  it('refuses null for a required attribute on update, and read-only attributes', async () => {
    await structure(
      adminDb.updateDocument({ databaseId: DB, collectionId: 'products', documentId: existingId, data: fields({ name: null }) }),
      'Invalid document structure: Missing required attribute "name"',
    );
    const order = await serverDocuments(server.app).create('orders', { data: orderData('u1') });
    await structure(
      adminDb.updateDocument({ databaseId: DB, collectionId: 'orders', documentId: order.$id, data: fields({ reference: 'ORD-999999' }) }),
      'Invalid document structure: Attribute "reference" is read-only',
    );
  });

  it('answers document_missing_data for empty data, and argument errors for missing or non-object data', async () => {
    await expectAppwriteError(create({}), 400, 'document_missing_data');
    const path = `/databases/${DB}/collections/products/documents`;
    const noData = await raw(server, 'POST', path, { session: admin.cookie, body: { documentId: 'x1' } });
    expect(noData.body).toMatchObject({ code: 400, type: 'general_argument_invalid', message: 'Param "data" is not optional.' });
    const noId = await raw(server, 'POST', path, { session: admin.cookie, body: { data: productData() } });
    expect(noId.body).toMatchObject({ code: 400, type: 'document_missing_data' });
    const nullId = await raw(server, 'POST', path, { session: admin.cookie, body: { documentId: null, data: productData() } });
    expect(nullId.body).toMatchObject({
      code: 400,
      type: 'document_missing_data',
      message: expect.stringMatching(/Document ID is required/),
    });
    for (const data of [[1, 2], 42, 'not json', true]) {
      const response = await raw(server, 'POST', path, { session: admin.cookie, body: { documentId: 'x2', data } });
      expect(response.body).toMatchObject({
        code: 400,
        type: 'general_argument_invalid',
        message: 'Invalid `data` param: Value must be a valid JSON object.',
      });
    }
    // A JSON string holding an object is accepted, as Appwrite does.
    const asString = await raw(server, 'POST', path, {
      session: admin.cookie,
      body: { documentId: 'as-string', data: JSON.stringify(productData()) },
    });
    expect(asString.status).toBe(201);
  });
});

describe('hostile input answers 4xx, never 500, and writes nothing', () => {
  let before: number;
  beforeEach(async () => {
    before = await countRows(server, 'products');
  });
  const nothingWritten = async () => expect(await countRows(server, 'products')).toBe(before);
  const path = `/databases/${DB}/collections/products/documents`;

  it.each([
    ['../etc/passwd'],
    ['a/b'],
    ['..'],
    ['x'.repeat(37)],
    ['_leading-underscore'],
    ['has space'],
    ['ctrl\u0001char'],
    ['new\nline'],
    ['é-accent'],
    ["quote'"],
  ])('refuses the document id %j', async (documentId) => {
    const response = await raw(server, 'POST', path, { session: admin.cookie, body: { documentId, data: productData() } });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ type: 'general_argument_invalid' });
    await nothingWritten();
  });

  it('refuses hostile ids in the path', async () => {
    for (const id of ['%2E%2E%2Fetc', '..%2F..%2Fusers', '%01', 'a%00b', encodeURIComponent('x'.repeat(100)), '%27%20OR%201%3D1']) {
      for (const method of ['GET', 'PATCH', 'PUT', 'DELETE']) {
        const response = await raw(server, method, `${path}/${id}`, {
          session: admin.cookie,
          body: method === 'GET' ? undefined : { data: fields({ name: 'x' }) },
        });
        expect({ id, method, status: response.status }).toEqual({ id, method, status: 400 });
        expect(response.body).toMatchObject({ type: 'general_argument_invalid' });
      }
    }
    const attribute = await raw(server, 'PATCH', `${path}/${existingId}/..%2Fstock/increment`, { session: admin.cookie, body: {} });
    expect(attribute.status).toBe(404);
    expect(attribute.body).toMatchObject({ type: 'attribute_not_found' });
    const collection = await raw(server, 'GET', `/databases/${DB}/collections/..%2Fusers/documents`);
    expect(collection.body).toMatchObject({ code: 404, type: 'collection_not_found' });
    const database = await raw(server, 'GET', `/databases/%00/collections/products/documents`);
    expect(database.status).toBe(404);
    await nothingWritten();
  });

  it('refuses malformed bodies', async () => {
    const cases: Array<[string, Record<string, string>]> = [
      ['{"documentId": "x", "data": {', {}],
      ['[1,2,3]', {}],
      ['"just a string"', {}],
      ['null', {}],
      ['documentId=x', { 'content-type': 'application/x-www-form-urlencoded' }],
      ['plain', { 'content-type': 'text/plain' }],
    ];
    for (const [rawBody, headers] of cases) {
      const response = await raw(server, 'POST', path, { session: admin.cookie, rawBody, headers });
      expect({ rawBody, status: response.status >= 400 && response.status < 500 }).toEqual({ rawBody, status: true });
      expect(response.body).toMatchObject({ code: response.status, type: expect.any(String) });
    }
    await nothingWritten();
  });

  it('refuses huge values and bodies', async () => {
    const huge = await raw(server, 'POST', path, {
      session: admin.cookie,
      body: { documentId: ID.unique(), data: productData({ description: 'x'.repeat(900_000) }) },
    });
    expect(huge.status).toBe(400);
    expect(huge.body).toMatchObject({ type: 'document_invalid_structure' });
    const tooBig = await raw(server, 'POST', path, {
      session: admin.cookie,
      body: { documentId: ID.unique(), data: productData({ description: 'x'.repeat(2_000_000) }) },
    });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toMatchObject({ type: 'general_payload_too_large' });
    const manyKeys = Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`k${i}`, i]));
    const wide = await raw(server, 'POST', path, {
      session: admin.cookie,
      body: { documentId: ID.unique(), data: fields({ ...productData(), ...manyKeys }) },
    });
    expect(wide.status).toBe(400);
    await nothingWritten();
  });

  it('refuses broken Unicode, prototype keys and injection-shaped keys', async () => {
    const bodies = [
      `{"documentId":"u1","data":{"name":"\\ud800","price":1,"description":"d","category":"c"}}`,
      `{"documentId":"u2","data":{"__proto__":{"admin":true},"name":"n","price":1,"description":"d","category":"c"}}`,
      `{"documentId":"u3","data":{"name\\"; DROP TABLE doc_shop_products; --":"x","name":"n","price":1,"description":"d","category":"c"}}`,
      `{"documentId":"u4","data":{"name":"n","price":1,"description":"d","category":"c","benefits":[["nested"]]}}`,
      `{"documentId":"u5","data":{"name":"n","price":1,"description":"d","category":"c"},"permissions":["read(\\"any\\")); DROP TABLE x; --"]}`,
    ];
    for (const rawBody of bodies) {
      const response = await raw(server, 'POST', path, { session: admin.cookie, rawBody });
      expect({ rawBody, status: response.status }).toEqual({ rawBody, status: 400 });
    }
    await nothingWritten();
    const { rows } = await server.db.query(`SELECT to_regclass('doc_shop_products') AS t`);
    expect(rows[0]).toMatchObject({ t: 'doc_shop_products' });
  });

  it('stores hostile-looking but valid text verbatim', async () => {
    const tricky = `Robert'); DROP TABLE doc_shop_products;-- \\ % _ "quoted" 🧴 ${'\u200b'}`;
    const created = await create(productData({ name: tricky.slice(0, 128), benefits: [tricky.slice(0, 200), '{a,b}', 'NULL', '"'] }));
    const got = await adminDb.getDocument({ databaseId: DB, collectionId: 'products', documentId: created.$id });
    expect(got.name).toBe(tricky.slice(0, 128));
    expect(got.benefits).toEqual([tricky.slice(0, 200), '{a,b}', 'NULL', '"']);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
