import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ID, Storage } from 'appwrite';
import type { AdminShopSettings, ShopSettings } from '@pura/core/settings/shop-settings';
import { type TestServer, TEST_ENGINE } from '../helpers/test-server.ts';
import { type SignedIn, createSignedInAdmin } from '../helpers/accounts.ts';
import { adminApi } from '../admin/admin-fixtures.ts';
import { startTestServerWithWebDist } from '../seo/web-dist-fixture.ts';
import { fileOf, makeImage } from '../helpers/images.ts';

/**
 * Decision 024: deleting the file the logo or hero image setting names sends the shop back to its
 * built-in artwork at once, instead of a broken image; the change is recorded like a saved one.
 */
describe(`a deleted logo or hero image on ${TEST_ENGINE}`, () => {
  let server: TestServer;
  let admin: SignedIn & { email: string };

  beforeAll(async () => {
    server = await startTestServerWithWebDist({ env: { RATE_LIMITS: 'off' } });
    admin = await createSignedInAdmin(server);
  });
  afterAll(() => server?.close());

  const read = async () => (await adminApi(server, '/settings', { cookie: admin.cookieHeader })).body as unknown as AdminShopSettings;
  const embeddedShop = async () => {
    const html = await (await fetch(`${server.url}/about`)).text();
    const json = /<script type="application\/json" id="pura-config">([^<]*)<\/script>/.exec(html)?.[1];
    return (JSON.parse(json ?? '{}') as { shop: ShopSettings }).shop;
  };

  it('falls back to the leaf mark and the drawing when their files are deleted, and keeps an unrelated image', async () => {
    const storage = new Storage(admin.client);
    const upload = async (name: string) =>
      (await storage.createFile({ bucketId: 'product-images', fileId: ID.unique(), file: fileOf(await makeImage('png'), name) })).$id;
    const logoFileId = await upload('logo.png');
    const heroImageFileId = await upload('hero.png');
    const productImage = await upload('product.png');
    const { settings } = await read();
    const saved = await adminApi(server, '/settings', {
      method: 'PUT',
      body: { ...settings, store: { ...settings.store, logoFileId }, home: { ...settings.home, heroImageFileId } },
      cookie: admin.cookieHeader,
    });
    expect(saved.status).toBe(200);
    expect((await embeddedShop()).home.heroImageFileId).toBe(heroImageFileId);

    await storage.deleteFile({ bucketId: 'product-images', fileId: productImage });
    expect((await embeddedShop()).store.logoFileId).toBe(logoFileId);

    await storage.deleteFile({ bucketId: 'product-images', fileId: heroImageFileId });
    const afterHero = await embeddedShop();
    expect([afterHero.store.logoFileId, afterHero.home.heroImageFileId]).toEqual([logoFileId, null]);

    await storage.deleteFile({ bucketId: 'product-images', fileId: logoFileId });
    expect((await embeddedShop()).store.logoFileId).toBeNull();
    const { settings: stored, lastChange } = await read();
    expect([stored.store.logoFileId, stored.home.heroImageFileId]).toEqual([null, null]);
    expect(lastChange).toMatchObject({
      changedBy: 'the shop: the image was deleted',
      fields: ['store.logoFileId'],
      before: { 'store.logoFileId': logoFileId },
      after: { 'store.logoFileId': null },
    });
  });
});
