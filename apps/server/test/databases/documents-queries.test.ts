import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Databases, Query } from 'appwrite';
import { type TestServer, TEST_ENGINE, startTestServer } from '../helpers/test-server.ts';
import { serverDocuments } from '../../src/appwrite/databases/server-documents.ts';
import { raw } from '../helpers/raw-request.ts';
import { DB, documentsPath, expectAppwriteError } from './fixtures.ts';

let server: TestServer;
let guest: Databases;

// Ten products with known values; $createdAt is set so ordering is deterministic (p03 and p04
// share a timestamp, so the $sequence tie-breaker decides between them).
const PRODUCTS = [
  {
    id: 'p01',
    name: 'Vitamin C Serum',
    price: 34.99,
    category: 'Skincare',
    stock: 10,
    isNew: true,
    benefits: ['Brightening', 'Glow'],
    description: 'Bright skin with vitamin C.',
  },
  {
    id: 'p02',
    name: 'Anti-Wrinkle Serum',
    price: 39.99,
    category: 'Skincare',
    stock: 0,
    isBestseller: true,
    benefits: ['Firming'],
    description: 'Retinol alternative for fine lines.',
  },
  {
    id: 'p03',
    name: 'Gentle Wash',
    price: 22.99,
    category: 'Body Care',
    stock: null,
    benefits: ['Calming'],
    description: 'A mild wash for sensitive skin.',
  },
  {
    id: 'p04',
    name: 'Exfoliating Wash',
    price: 24.99,
    category: 'Body Care',
    stock: 5,
    benefits: ['Smoothing', 'Glow'],
    description: 'AHA body wash.',
  },
  {
    id: 'p05',
    name: 'Lip Repair Balm',
    price: 12.99,
    category: 'Lip Care',
    stock: 50,
    originalPrice: 15.99,
    benefits: [],
    description: 'Shea butter balm.',
  },
  {
    id: 'p06',
    name: 'Lip Plump Balm',
    price: 14.99,
    category: 'Lip Care',
    stock: 2,
    benefits: ['Plumping'],
    description: 'Tinted, plumping.',
  },
  {
    id: 'p07',
    name: 'Caffeine Shampoo',
    price: 28.99,
    category: 'Haircare',
    stock: 7,
    benefits: ['Strength'],
    description: 'Against hair fall.',
  },
  {
    id: 'p08',
    name: 'Herbal Shampoo',
    price: 26.99,
    category: 'Haircare',
    stock: null,
    benefits: ['Moisture'],
    description: 'Herbal moisture.',
  },
  {
    id: 'p09',
    name: 'Bond Repair Mask 100%_pure',
    price: 32.99,
    category: 'Haircare',
    stock: 3,
    benefits: ['Repair'],
    description: 'Repairs broken bonds.',
  },
  {
    id: 'p10',
    name: 'Peptide Cream',
    price: 32.99,
    category: 'Skincare',
    stock: 12,
    originalPrice: 36.99,
    benefits: ['Firming', 'Glow'],
    description: 'Peptides for firmness.',
  },
];
const CREATED = ['01', '02', '03', '03', '05', '06', '07', '08', '09', '10'].map((s) => `2026-01-01T00:00:${s}.000+00:00`);

const ids = (list: { documents: Array<{ $id: string }> }) => list.documents.map((d) => d.$id);
const list = (queries: string[], total?: boolean) =>
  guest.listDocuments({ databaseId: DB, collectionId: 'products', queries, ...(total === undefined ? {} : { total }) });

beforeAll(async () => {
  server = await startTestServer();
  guest = new Databases(server.client());
  const docs = serverDocuments(server.app);
  for (const [i, { id, ...data }] of PRODUCTS.entries()) {
    await docs.create('products', { documentId: id, data: { ...data, $createdAt: CREATED[i] } });
  }
  // A later update, for $updatedAt queries.
  await docs.update('products', 'p05', { data: { stock: 49 } });
});
afterAll(() => server.close());

describe(`list queries on ${TEST_ENGINE}`, () => {
  it('lists everything in $sequence order by default, with the total', async () => {
    const result = await list([]);
    expect(result.total).toBe(10);
    expect(ids(result)).toEqual(PRODUCTS.map((p) => p.id));
  });

  it('returns total 0 when total=false, and the same documents', async () => {
    const result = await list([Query.limit(3)], false);
    expect(result.total).toBe(0);
    expect(ids(result)).toEqual(['p01', 'p02', 'p03']);
    const rawResponse = await raw(server, 'GET', documentsPath('products', [Query.limit(1)], 'total=false'));
    expect(rawResponse.body).toMatchObject({ total: 0 });
  });

  it('answers the shop list: category filter, newest first, limit 25', async () => {
    const result = await list([Query.equal('category', 'Skincare'), Query.orderDesc('$createdAt'), Query.limit(25)]);
    expect(ids(result)).toEqual(['p10', 'p02', 'p01']);
    expect(result.total).toBe(3);
  });

  it('equal: one value, several values (any of), numbers, booleans', async () => {
    expect(ids(await list([Query.equal('category', ['Lip Care', 'Body Care'])]))).toEqual(['p03', 'p04', 'p05', 'p06']);
    expect(ids(await list([Query.equal('price', 32.99)]))).toEqual(['p09', 'p10']);
    expect(ids(await list([Query.equal('isNew', true)]))).toEqual(['p01']);
    expect(ids(await list([Query.equal('stock', [0, 2])]))).toEqual(['p02', 'p06']);
  });

  it('notEqual excludes the values (and, as in SQL, null values)', async () => {
    expect(ids(await list([Query.notEqual('category', 'Haircare'), Query.notEqual('category', 'Skincare')]))).toEqual([
      'p03',
      'p04',
      'p05',
      'p06',
    ]);
    expect(ids(await list([Query.notEqual('stock', 0)]))).toEqual(['p01', 'p04', 'p05', 'p06', 'p07', 'p09', 'p10']);
  });

  it('lessThan, lessThanEqual, greaterThan, greaterThanEqual on decimals, integers and dates', async () => {
    expect(ids(await list([Query.lessThan('price', 22.99)]))).toEqual(['p05', 'p06']);
    expect(ids(await list([Query.lessThanEqual('price', 22.99)]))).toEqual(['p03', 'p05', 'p06']);
    expect(ids(await list([Query.greaterThan('price', 32.99)]))).toEqual(['p01', 'p02']);
    expect(ids(await list([Query.greaterThanEqual('price', 32.99)]))).toEqual(['p01', 'p02', 'p09', 'p10']);
    expect(ids(await list([Query.greaterThan('stock', 10)]))).toEqual(['p05', 'p10']);
    expect(ids(await list([Query.lessThan('$createdAt', '2026-01-01T00:00:03.000+00:00')]))).toEqual(['p01', 'p02']);
    expect(ids(await list([Query.createdAfter('2026-01-01T00:00:08.000Z')]))).toEqual(['p09', 'p10']);
  });

  it('between is inclusive on both ends', async () => {
    expect(ids(await list([Query.between('price', 24.99, 28.99)]))).toEqual(['p04', 'p07', 'p08']);
    expect(ids(await list([Query.between('stock', 2, 5)]))).toEqual(['p04', 'p06', 'p09']);
  });

  it('isNull and isNotNull', async () => {
    expect(ids(await list([Query.isNull('stock')]))).toEqual(['p03', 'p08']);
    expect(ids(await list([Query.isNotNull('originalPrice')]))).toEqual(['p05', 'p10']);
  });

  it('startsWith and endsWith match literally and, like Appwrite, case-insensitively', async () => {
    expect(ids(await list([Query.startsWith('name', 'Lip')]))).toEqual(['p05', 'p06']);
    expect(ids(await list([Query.startsWith('name', 'lip')]))).toEqual(['p05', 'p06']);
    expect(ids(await list([Query.notStartsWith('name', 'LIP')]))).toHaveLength(8);
    expect(ids(await list([Query.endsWith('name', 'Serum')]))).toEqual(['p01', 'p02']);
    expect(ids(await list([Query.endsWith('name', 'sERUM')]))).toEqual(['p01', 'p02']);
    // % and _ are not wildcards.
    expect(ids(await list([Query.endsWith('name', '100%_pure')]))).toEqual(['p09']);
    expect(ids(await list([Query.endsWith('name', '%')]))).toEqual([]);
    expect(ids(await list([Query.startsWith('name', '_')]))).toEqual([]);
  });

  it('contains: case-insensitive substring on strings, exact element on arrays (any of the values)', async () => {
    expect(ids(await list([Query.contains('name', 'Balm')]))).toEqual(['p05', 'p06']);
    expect(ids(await list([Query.contains('name', 'gentle')]))).toEqual(['p03']);
    expect(ids(await list([Query.contains('description', 'VITAMIN')]))).toEqual(['p01']);
    expect(ids(await list([Query.notContains('name', 'balm')]))).toHaveLength(8);
    expect(ids(await list([Query.contains('benefits', 'glow')]))).toEqual([]);
    expect(ids(await list([Query.contains('name', ['Shampoo', 'Cream'])]))).toEqual(['p07', 'p08', 'p10']);
    expect(ids(await list([Query.contains('benefits', 'Glow')]))).toEqual(['p01', 'p04', 'p10']);
    expect(ids(await list([Query.contains('benefits', ['Plumping', 'Repair'])]))).toEqual(['p06', 'p09']);
    expect(ids(await list([Query.contains('name', '%')]))).toEqual(['p09']);
  });

  it('search: case-insensitive full text, word prefixes, all words must match', async () => {
    expect(ids(await list([Query.search('name', 'serum')]))).toEqual(['p01', 'p02']);
    expect(ids(await list([Query.search('name', 'VITA ser')]))).toEqual(['p01']);
    expect(ids(await list([Query.search('description', 'wash')]))).toEqual(['p03', 'p04']);
    expect(ids(await list([Query.search('name', 'lip balm')]))).toEqual(['p05', 'p06']);
    expect(ids(await list([Query.search('name', "wash' & !(")]))).toEqual(['p03', 'p04']);
    await expectAppwriteError(list([Query.search('category', 'care')]), 400, 'general_query_invalid', /requires a fulltext index/);
  });

  it('select returns only the chosen attributes plus the system fields', async () => {
    const result = await list([Query.select(['name', 'price']), Query.limit(1)]);
    expect(Object.keys(result.documents[0] ?? {}).sort()).toEqual(
      ['$collectionId', '$createdAt', '$databaseId', '$id', '$permissions', '$sequence', '$updatedAt', 'name', 'price'].sort(),
    );
    const all = await list([Query.select(['*']), Query.limit(1)]);
    expect(all.documents[0]).toHaveProperty('benefits');
    await expectAppwriteError(
      list([Query.select(['name', 'secret'])]),
      400,
      'general_query_invalid',
      'Invalid query: Cannot select attributes: "secret".',
    );
  });

  it('orderAsc and orderDesc, with null smallest and the $sequence tie-breaker', async () => {
    expect(ids(await list([Query.orderAsc('price')]))).toEqual(['p05', 'p06', 'p03', 'p04', 'p08', 'p07', 'p09', 'p10', 'p01', 'p02']);
    expect(ids(await list([Query.orderDesc('price')]))).toEqual(['p02', 'p01', 'p09', 'p10', 'p07', 'p08', 'p04', 'p03', 'p06', 'p05']);
    expect(ids(await list([Query.orderAsc('stock')])).slice(0, 3)).toEqual(['p03', 'p08', 'p02']);
    expect(ids(await list([Query.orderDesc('stock')])).slice(-2)).toEqual(['p03', 'p08']);
    // p03 and p04 share $createdAt: the tie-breaker follows the $createdAt direction.
    expect(ids(await list([Query.orderDesc('$createdAt')]))).toEqual([
      'p10',
      'p09',
      'p08',
      'p07',
      'p06',
      'p05',
      'p04',
      'p03',
      'p02',
      'p01',
    ]);
    expect(ids(await list([Query.orderAsc('category'), Query.orderDesc('price')]))).toEqual([
      'p04',
      'p03',
      'p09',
      'p07',
      'p08',
      'p06',
      'p05',
      'p02',
      'p01',
      'p10',
    ]);
    expect(ids(await list([Query.orderDesc('$sequence'), Query.limit(2)]))).toEqual(['p10', 'p09']);
    expect(ids(await list([Query.orderAsc('$id'), Query.limit(2)]))).toEqual(['p01', 'p02']);
  });

  it('limit and offset', async () => {
    expect(ids(await list([Query.limit(2), Query.offset(3)]))).toEqual(['p04', 'p05']);
    const beyond = await list([Query.offset(50)]);
    expect(beyond).toEqual({ total: 10, documents: [] });
  });

  it('queries the system attributes $id, $sequence and $updatedAt', async () => {
    expect(ids(await list([Query.equal('$id', ['p02', 'p07'])]))).toEqual(['p02', 'p07']);
    const p08 = await guest.getDocument({ databaseId: DB, collectionId: 'products', documentId: 'p08' });
    expect(ids(await list([Query.greaterThan('$sequence', p08.$sequence)]))).toEqual(['p09', 'p10']);
    expect(ids(await list([Query.greaterThan('$sequence', Number(p08.$sequence))]))).toEqual(['p09', 'p10']);
    const p05 = await guest.getDocument({ databaseId: DB, collectionId: 'products', documentId: 'p05' });
    expect(ids(await list([Query.equal('$updatedAt', p05.$updatedAt)]))).toEqual(['p05']);
  });

  it('and / or, nested', async () => {
    expect(ids(await list([Query.or([Query.equal('category', 'Lip Care'), Query.greaterThan('price', 35)])]))).toEqual([
      'p02',
      'p05',
      'p06',
    ]);
    expect(
      ids(
        await list([
          Query.or([
            Query.and([Query.equal('category', 'Haircare'), Query.isNull('stock')]),
            Query.and([Query.equal('category', 'Skincare'), Query.equal('stock', 0)]),
          ]),
        ]),
      ),
    ).toEqual(['p02', 'p08']);
    expect(ids(await list([Query.and([Query.contains('benefits', 'Glow'), Query.lessThan('price', 34)])]))).toEqual(['p04', 'p10']);
  });

  it('counts all matches while paging', async () => {
    const page = await list([Query.equal('category', 'Haircare'), Query.limit(1), Query.offset(1)]);
    expect(page.total).toBe(3);
    expect(ids(page)).toEqual(['p08']);
  });

  it('default limit is 25', async () => {
    const docs = serverDocuments(server.app);
    for (let i = 0; i < 30; i++) await docs.create('reviews', { data: { productId: 'p01', userId: `user${i}`, rating: 1 + (i % 5) } });
    const result = await guest.listDocuments({ databaseId: DB, collectionId: 'reviews' });
    expect(result.total).toBe(30);
    expect(result.documents).toHaveLength(25);
  });
});

describe(`cursor pagination on ${TEST_ENGINE}`, () => {
  const orders: Array<[string, string[]]> = [
    ['default order', []],
    ['newest first', [Query.orderDesc('$createdAt')]],
    ['price ascending (ties)', [Query.orderAsc('price')]],
    ['stock descending (nulls)', [Query.orderDesc('stock')]],
    ['category then price', [Query.orderAsc('category'), Query.orderDesc('price')]],
  ];

  it.each(orders)('walks forward with cursorAfter and back with cursorBefore: %s', async (_name, orderQueries) => {
    const expected = ids(await list([...orderQueries, Query.limit(100)]));
    if (orderQueries.some((q) => q.includes('stock'))) {
      // A cursor document with a null order value cannot anchor a page; stop before it.
      expected.splice(expected.indexOf('p03'));
    }
    const forward: string[] = [];
    let cursor: string | undefined;
    for (;;) {
      const page = ids(await list([...orderQueries, Query.limit(3), ...(cursor ? [Query.cursorAfter(cursor)] : [])]));
      const usable = page.filter((id) => expected.includes(id));
      forward.push(...usable);
      if (usable.length < page.length || page.length < 3) break;
      cursor = page[page.length - 1];
    }
    expect(forward).toEqual(expected);

    const backward: string[] = [];
    cursor = expected[expected.length - 1];
    backward.unshift(cursor as string);
    for (;;) {
      const page = ids(await list([...orderQueries, Query.limit(3), Query.cursorBefore(cursor as string)]));
      backward.unshift(...page);
      if (page.length < 3) break;
      cursor = page[0];
    }
    expect(backward).toEqual(expected.slice(expected.length - backward.length));
    expect(backward[0]).toBe(expected[0]);
  });

  it('combines a cursor with filters and offset', async () => {
    expect(ids(await list([Query.equal('category', 'Skincare'), Query.cursorAfter('p01'), Query.limit(5)]))).toEqual(['p02', 'p10']);
    expect(ids(await list([Query.cursorAfter('p02'), Query.offset(2), Query.limit(2)]))).toEqual(['p05', 'p06']);
  });

  it('answers 400 general_cursor_not_found for an unknown cursor document', async () => {
    await expectAppwriteError(
      list([Query.cursorAfter('ghost')]),
      400,
      'general_cursor_not_found',
      "Document 'ghost' for the 'cursor' value not found.",
    );
  });

  it('answers 400 database_query_order_null when the cursor document has no value to order by', async () => {
    await expectAppwriteError(list([Query.orderAsc('stock'), Query.cursorAfter('p03')]), 400, 'database_query_order_null');
  });
});

describe('invalid queries answer 400 general_query_invalid saying what is wrong', () => {
  const q = (value: unknown) => JSON.stringify(value);
  // What cannot be read as a query, and values of the wrong type, answer in Appwrite's own words.
  const cases: Array<[string, string[], RegExp]> = [
    ['not JSON', ['equal("name", ["x"])'], /^Invalid query: Syntax error$/],
    ['not an object', [q('equal')], /^Invalid query\. Must be an array, got string$/],
    ['a list', [q([1, 2])], /^Invalid query method: $/],
    ['no method', [q({ attribute: 'name', values: ['x'] })], /^Invalid query method: $/],
    ['method not text', [q({ method: 5, attribute: 'name', values: ['x'] })], /^Invalid query method\. Must be a string, got integer$/],
    ['unknown method', [q({ method: 'sortOf', attribute: 'name', values: ['x'] })], /^Invalid query method: sortOf$/],
    ['unsupported method', [Query.regex('name', '^A')], /regex is not supported/],
    ['unknown attribute', [Query.equal('colour', 'red')], /^Invalid query: Attribute not found in schema: colour$/],
    ['wrong value type', [Query.equal('price', 'cheap')], /^Invalid query: Query value is invalid for attribute "price"$/],
    ['integer expected', [Query.equal('stock', 1.5)], /^Invalid query: Query value is invalid for attribute "stock"$/],
    ['boolean expected', [Query.equal('isNew', 'yes')], /^Invalid query: Query value is invalid for attribute "isNew"$/],
    ['bad date', [Query.greaterThan('$createdAt', 'yesterday')], /^Invalid query: Query value is invalid for attribute "\$createdAt"$/],
    [
      'a date past the year 9999',
      [Query.greaterThan('$createdAt', '9999-12-31T23:00:00-05:00')],
      /^Invalid query: Query value is invalid for attribute "\$createdAt"$/,
    ],
    [
      'equal on an array attribute',
      [Query.equal('benefits', 'Glow')],
      /^Invalid query: Cannot query equal on attribute "benefits" because it is an array\.$/,
    ],
    ['contains on a number', [Query.contains('price', [5])], /not an array or string/],
    ['startsWith on a number', [Query.startsWith('stock', '1')], /not a string/],
    ['order by an array', [Query.orderAsc('benefits')], /Cannot order by attribute "benefits"/],
    [
      'between with one value',
      [q({ method: 'between', attribute: 'price', values: [1] })],
      /^Invalid query: Between queries require exactly two values\.$/,
    ],
    [
      'equal without values',
      [q({ method: 'equal', attribute: 'price', values: [] })],
      /^Invalid query: Equal queries require at least one value\.$/,
    ],
    [
      'lessThan with two values',
      [q({ method: 'lessThan', attribute: 'price', values: [1, 2] })],
      /^Invalid query: LessThan queries require exactly one value\.$/,
    ],
    [
      'contains without values',
      [q({ method: 'contains', attribute: 'name', values: [] })],
      /^Invalid query: Contains queries require at least one value\.$/,
    ],
    ['limit 0', [Query.limit(0)], /limit must be an integer from 1/],
    ['limit too big', [Query.limit(5001)], /limit must be an integer from 1 to 5000/],
    ['negative offset', [Query.offset(-1)], /offset must be an integer from 0/],
    ['limit as text', [q({ method: 'limit', values: ['10'] })], /limit must be an integer/],
    ['cursor with a bad id', [Query.cursorAfter('../etc')], /needs the \$id of a document/],
    [
      'values not a list',
      [q({ method: 'equal', attribute: 'name', values: 'x' })],
      /^Invalid query values\. Must be an array, got string$/,
    ],
    [
      'attribute not text',
      [q({ method: 'equal', attribute: 7, values: ['x'] })],
      /^Invalid query attribute\. Must be a string, got integer$/,
    ],
    [
      'and with a limit inside',
      [q({ method: 'and', values: [{ method: 'limit', values: [1] }] })],
      /^Invalid query: And queries can only contain filter queries$/,
    ],
    ['empty or', [q({ method: 'or', values: [] })], /^Invalid query: Or queries require at least one query\.$/],
    ['NUL in a value', [Query.equal('name', 'a\u0000b')], /^Invalid query: Query value is invalid for attribute "name"$/],
  ];

  it.each(cases)('%s', async (_name, queries, message) => {
    await expectAppwriteError(list(queries), 400, 'general_query_invalid', message);
  });

  it('limits the number, length and values of queries, and the nesting depth', async () => {
    await expectAppwriteError(list(Array.from({ length: 101 }, () => Query.limit(1))), 400, 'general_query_invalid', /At most 100 queries/);
    await expectAppwriteError(list([Query.equal('name', 'x'.repeat(5000))]), 400, 'general_query_invalid', /at most 4096 characters/);
    await expectAppwriteError(
      list([
        Query.equal(
          'stock',
          Array.from({ length: 501 }, (_, i) => i),
        ),
      ]),
      400,
      'general_query_invalid',
      /^Invalid query: Query on attribute has greater than 500 values: stock$/,
    );
    let nested = Query.equal('name', 'x');
    for (let i = 0; i < 6; i++) nested = Query.and([nested]);
    await expectAppwriteError(list([nested]), 400, 'general_query_invalid', /nested at most 5 levels/);
  });

  it('rejects anything but select on get', async () => {
    await expectAppwriteError(
      guest.getDocument({ databaseId: DB, collectionId: 'products', documentId: 'p01', queries: [Query.limit(1)] }),
      400,
      'general_query_invalid',
      /Only select queries/,
    );
  });

  it('rejects bad total and ttl parameters', async () => {
    const badTotal = await raw(server, 'GET', documentsPath('products', [], 'total=maybe'));
    expect(badTotal.status).toBe(400);
    expect(badTotal.body).toMatchObject({ type: 'general_argument_invalid' });
    const badTtl = await raw(server, 'GET', documentsPath('products', [], 'ttl=-1'));
    expect(badTtl.status).toBe(400);
    expect((await raw(server, 'GET', documentsPath('products', [], 'ttl=60'))).status).toBe(200);
  });

  it('answers queries it cannot read with 400 rather than listing everything', async () => {
    const path = `/databases/${DB}/collections/products/documents`;
    const equal = encodeURIComponent(Query.equal('$id', 'p01'));
    const cases: Array<[string, RegExp]> = [
      ['queries[0][a]=1', /queries\[0\]\[a\] is not a query/],
      ['queries%5B0%5D%5Bmethod%5D=equal&queries%5B0%5D%5Battribute%5D=%24id', /queries\[0\]\[method\] is not a query/],
      [`queries[0]=${equal}&queries[x]=${equal}`, /queries\[x\] is not a query/],
      ['queries[0]=%E0%A4%A', /the value of queries\[0\] is not valid percent-encoded UTF-8/],
      ['queries=%E0%A4%A', /the value of queries is not valid percent-encoded UTF-8/],
    ];
    for (const [query, message] of cases) {
      const response = await raw(server, 'GET', `${path}?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body, query).toMatchObject({ code: 400, type: 'general_query_invalid', message: expect.stringMatching(message) });
    }
    const get = await raw(server, 'GET', `${path}/p01?queries[0][method]=select`);
    expect(get.body).toMatchObject({ code: 400, type: 'general_query_invalid' });
    // A broken percent-encoding elsewhere in the query string is refused too, naming what it can.
    expect((await raw(server, 'GET', `${path}?total=%E0%A4%A`)).body).toMatchObject({
      code: 400,
      type: 'general_argument_invalid',
      message: expect.stringMatching(/`total`/),
    });
    expect((await raw(server, 'GET', `${path}?%E0%A4%A=1`)).body).toMatchObject({ code: 400, type: 'general_bad_request' });
    // Parameters no route reads stay ignored, nested or not.
    const extra = await raw(server, 'GET', `${path}?queries[0]=${equal}&utm_source=mail&filter[a][b]=1&sort[x]=2`);
    expect(extra.status).toBe(200);
    expect(extra.body).toMatchObject({ total: 1 });
  });

  it('accepts a single queries parameter without brackets', async () => {
    const response = await raw(
      server,
      'GET',
      `/databases/${DB}/collections/products/documents?queries=${encodeURIComponent(Query.equal('$id', 'p01'))}`,
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ total: 1 });
  });
});

describe(`case-insensitive text queries stay indexed on ${TEST_ENGINE}`, () => {
  it('the admin order search (reference prefix, part of the e-mail) can use a trigram index', async () => {
    const plans = await server.db.transaction(async (tx) => {
      // With a near-empty table the planner would rightly pick a scan; forbid it to see the choice.
      await tx.query('SET LOCAL enable_seqscan = off');
      const explain = async (sql: string) =>
        (await tx.query<Record<string, string>>(`EXPLAIN ${sql}`)).rows.map((row) => Object.values(row)[0]).join('\n');
      return [
        await explain(`SELECT _id FROM doc_shop_orders WHERE email ILIKE '%gentle@exa%'`),
        await explain(`SELECT _id FROM doc_shop_orders WHERE reference ILIKE 'ord-0001%'`),
      ];
    });
    expect(plans[0]).toContain('doc_shop_orders_email_trgm');
    expect(plans[1]).toContain('doc_shop_orders_reference_trgm');
  });
});
