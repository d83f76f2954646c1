import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Databases, Query, Storage } from 'appwrite';
import sharp from 'sharp';
import { type TestServer, TEST_ENGINE, startTestServer } from '../helpers/test-server.ts';
import { seedCatalogueOnce } from '../../src/shop/seed/seed-catalogue.ts';
import { serverDocuments } from '../../src/appwrite/databases/server-documents.ts';
import { catalogueProducts } from '../../src/shop/seed/catalogue-content.ts';

let server: TestServer;
beforeAll(async () => {
  // A shop's very first start from an empty database: migrations, then the seed.
  server = await startTestServer({ SEED_CATALOGUE: 'true' }, { emptyDatabase: true });
}, 180_000);
afterAll(() => server.close());

describe(`demo catalogue seed on ${TEST_ENGINE}`, () => {
  it('fills a new database with every catalogue product, readable by guests through the SDK', async () => {
    const databases = new Databases(server.client());
    const list = await databases.listDocuments({ databaseId: 'shop', collectionId: 'products', queries: [Query.limit(100)] });
    expect(list.total).toBe(catalogueProducts.length);
    const serum = await databases.getDocument({ databaseId: 'shop', collectionId: 'products', documentId: 'vitamin-c-serum' });
    expect(serum).toMatchObject({ name: expect.any(String), price: 34.99, imageFileId: 'vitamin-c-serum' });
    // docs/product.md §3: the seed tags its products with skin types and concerns, for the shop's search and filters.
    const cream = await databases.getDocument({ databaseId: 'shop', collectionId: 'products', documentId: 'barrier-repair-cream' });
    expect(cream).toMatchObject({ skinTypes: ['dry', 'sensitive'], skinConcerns: ['dryness', 'redness'] });
  });

  it('gives each product its own image, served as a WebP preview', async () => {
    const storage = new Storage(server.client());
    const url = storage.getFilePreview({ bucketId: 'product-images', fileId: 'peptide-cream', width: 300, height: 300 });
    const response = await fetch(url);
    expect(response.status).toBe(200);
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ width: 300, height: 300 });
  });

  it('runs once per database and never brings back what an admin deleted or changed', async () => {
    const docs = serverDocuments(server.app);
    await docs.delete('products', 'gentle-wash');
    await docs.update('products', 'vitamin-c-serum', { data: { price: 29.99 } });
    expect(await seedCatalogueOnce(server.app)).toBe('already-seeded');
    expect(await docs.get('products', 'gentle-wash')).toBeNull();
    expect((await docs.get('products', 'vitamin-c-serum'))?.price).toBe(29.99);
  });

  it('completes a seed that an earlier process left unfinished', async () => {
    const docs = serverDocuments(server.app);
    await docs.delete('products', 'peptide-cream');
    await server.db.query(`UPDATE app_state SET value = 'running', updated_at = now() - interval '1 hour' WHERE key = 'catalogue_seed'`);
    expect(await seedCatalogueOnce(server.app)).toBe('seeded');
    expect(await docs.get('products', 'peptide-cream')).not.toBeNull();
    expect((await docs.get('products', 'vitamin-c-serum'))?.price).toBe(29.99);
  });

  it('serves the default image at /Pura.png', async () => {
    const response = await fetch(`${server.url}/Pura.png`);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).format).toBe('png');
  });
});
