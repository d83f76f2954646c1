import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, TEST_ENGINE, startTestServer } from '../helpers/test-server.ts';
import { serverDocuments } from '../../src/appwrite/databases/server-documents.ts';
import { DB, productData } from './fixtures.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await serverDocuments(server.app).create('products', { documentId: 'etag-serum', data: productData({ name: 'ETag Serum' }) });
});
afterAll(() => server.close());

const LIST = `/databases/${DB}/collections/products/documents?queries%5B0%5D=${encodeURIComponent('{"method":"equal","attribute":"category","values":["Skincare"]}')}`;
const GET = `/databases/${DB}/collections/products/documents/etag-serum`;

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.endpoint}${path}`, { headers: { 'x-appwrite-project': 'pura', ...headers } });

describe(`documents: ETag and 304 on reads (decision 012) on ${TEST_ENGINE}`, () => {
  for (const [name, path] of [
    ['a list', LIST],
    ['a document', GET],
  ] as const) {
    it(`answers ${name} with a weak ETag, private and revalidated, and 304 without a body when it still matches`, async () => {
      const first = await get(path);
      expect(first.status).toBe(200);
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^W\/"[\w-]+"$/);
      expect(first.headers.get('cache-control')).toBe('private, no-cache');
      expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8');
      const body = await first.text();
      expect(JSON.parse(body)).toBeTypeOf('object');

      const again = await get(path, { 'if-none-match': etag! });
      expect(again.status).toBe(304);
      expect(again.headers.get('etag')).toBe(etag);
      expect(await again.text()).toBe('');

      const listed = await get(path, { 'if-none-match': `"other", ${etag!.slice(2)}` });
      expect(listed.status).toBe(304);
      const stale = await get(path, { 'if-none-match': 'W/"something-else"' });
      expect(stale.status).toBe(200);
      expect(await stale.text()).toBe(body);
    });
  }

  it('gives a changed document a new ETag, so a revalidation gets the new bytes', async () => {
    const before = (await get(GET)).headers.get('etag')!;
    await serverDocuments(server.app).update('products', 'etag-serum', { data: { price: 12.5 } });
    const after = await get(GET, { 'if-none-match': before });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before);
    expect(await after.json()).toMatchObject({ $id: 'etag-serum', price: 12.5 });
  });

  it('keeps errors uncached and without an ETag', async () => {
    const missing = await get(`/databases/${DB}/collections/products/documents/no-such-product`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('etag')).toBeNull();
  });
});
