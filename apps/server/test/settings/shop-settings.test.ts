import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Account, ID, Storage } from 'appwrite';
import { DEFAULT_SHOP_SETTINGS, type AdminShopSettings, type ShopSettings } from '@pura/core/settings/shop-settings';
import { type TestServer, TEST_ENGINE } from '../helpers/test-server.ts';
import { type SignedIn, createSignedInAdmin, createSignedInUser, latestMail } from '../helpers/accounts.ts';
import { adminApi } from '../admin/admin-fixtures.ts';
import { startTestServerWithWebDist } from '../seo/web-dist-fixture.ts';
import { CARDS, card, confirmCard, createProduct, openSession } from '../checkout/checkout-fixtures.ts';
import { fileOf, makeImage } from '../helpers/images.ts';
import { appwriteFailure } from '../helpers/appwrite-failure.ts';

/** /api/admin/settings over real HTTP (decision 024): admin only, validated, recorded, applied at once. */
describe(`shop settings on ${TEST_ENGINE}`, () => {
  let server: TestServer;
  let admin: SignedIn & { email: string };
  let shopper: SignedIn & { email: string };

  beforeAll(async () => {
    server = await startTestServerWithWebDist({ env: { RATE_LIMITS: 'off', TAX_RATE: '19' } });
    admin = await createSignedInAdmin(server);
    shopper = await createSignedInUser(server, { name: 'Ada' });
  });
  afterAll(() => server?.close());

  const read = async () => (await adminApi(server, '/settings', { cookie: admin.cookieHeader })).body as unknown as AdminShopSettings;
  const save = (settings: unknown, cookie = admin.cookieHeader) => adminApi(server, '/settings', { method: 'PUT', body: settings, cookie });
  const embeddedShop = async (pathname: string) => {
    const html = await (await fetch(`${server.url}${pathname}`)).text();
    const json = /<script type="application\/json" id="pura-config">([^<]*)<\/script>/.exec(html)?.[1];
    return (JSON.parse(json ?? '{}') as { shop: ShopSettings }).shop;
  };

  it.each([['GET'], ['PUT']])('%s answers 401 to a guest and 403 to a shopper, in the Appwrite error shape', async (method) => {
    const body = method === 'PUT' ? DEFAULT_SHOP_SETTINGS : undefined;
    const guest = await adminApi(server, '/settings', { method, body });
    expect(guest.status).toBe(401);
    expect(guest.body).toEqual({ message: expect.any(String), code: 401, type: 'general_unauthorized_scope', version: expect.any(String) });
    const user = await adminApi(server, '/settings', { method, body, cookie: shopper.cookieHeader });
    expect(user.status).toBe(403);
    expect(user.body).toMatchObject({ code: 403, type: 'admin_access_denied' });
  });

  it("starts a new database with today's shop and the server's TAX_RATE as its tax rate", async () => {
    const { settings, lastChange } = await read();
    expect(settings).toEqual({ ...DEFAULT_SHOP_SETTINGS, pricing: { taxRateBasisPoints: 1900, taxMode: 'added_at_checkout' } });
    expect(lastChange).toBeNull();
    expect((await embeddedShop('/about')).store.shopName).toBe('Pura');
  });

  it.each([
    ['an empty shop name', { store: { ...DEFAULT_SHOP_SETTINGS.store, shopName: '' } }, 'store.shopName', 'Shop name is required'],
    [
      'a 7-day return window',
      { policies: { ...DEFAULT_SHOP_SETTINGS.policies, returnWindowDays: 7 } },
      'policies.returnWindowDays',
      'Return window must be at least 14 days',
    ],
    ['an unknown tax mode', { pricing: { taxRateBasisPoints: 800, taxMode: 'maybe' } }, 'pricing.taxMode', 'Tax mode must be'],
    ['a missing section', { home: undefined }, 'home', ''],
  ])('refuses %s with a 400 naming the field, and changes nothing', async (_case, change, field, message) => {
    const before = await read();
    const answer = await save({ ...before.settings, ...change });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      message: expect.stringContaining(`Invalid \`${field}\` param: ${message}`),
      code: 400,
      type: 'general_argument_invalid',
      version: expect.any(String),
    });
    expect(await read()).toEqual(before);
  });

  it('refuses a body that is not settings at all with a 400', async () => {
    const answer = await save('not settings');
    expect(answer.status).toBe(400);
  });

  it('saves a change, records who changed which fields from what to what, and every new page shows it at once', async () => {
    const { settings } = await read();
    const changed: ShopSettings = {
      ...settings,
      store: { ...settings.store, shopName: 'Acme Naturals' },
      policies: { ...settings.policies, returnWindowDays: 30 },
    };
    const answer = await save(changed);
    expect(answer.status).toBe(200);
    const saved = answer.body as unknown as AdminShopSettings;
    expect(saved.settings).toEqual(changed);
    expect(saved.lastChange).toEqual({
      changedAt: expect.any(String),
      changedBy: admin.email,
      fields: ['store.shopName', 'policies.returnWindowDays'],
      before: { 'store.shopName': 'Pura', 'policies.returnWindowDays': 14 },
      after: { 'store.shopName': 'Acme Naturals', 'policies.returnWindowDays': 30 },
    });
    expect(await read()).toEqual(saved);
    // Pages cached before the change are made again with the new settings.
    expect((await embeddedShop('/about')).store.shopName).toBe('Acme Naturals');
    const config = (await (await fetch(`${server.url}/api/config`)).json()) as { shop: ShopSettings };
    expect(config.shop.policies.returnWindowDays).toBe(30);
  });

  it('records nothing for a save that changes nothing', async () => {
    const before = await read();
    expect((await save(before.settings)).status).toBe(200);
    expect((await read()).lastChange).toEqual(before.lastChange);
  });

  it('reads a stored field that fails the schema as its default, keeping the others', async () => {
    await server.db.query(`UPDATE shop_settings SET settings = jsonb_set(settings, '{policies,returnWindowDays}', '"a month"')`);
    server.app.shopSettings.changed();
    const { settings } = await read();
    expect(settings.policies.returnWindowDays).toBe(14);
    expect(settings.store.shopName).toBe('Acme Naturals');
  });

  it.each([
    // [mode, cart shows: tax, total] for 2 × €24.99 at 19 %
    ['added_at_checkout', 950, 5948], // 4998 × 19 % = 949.62 → 950, added
    ['included_in_prices', 798, 4998], // 4998 × 1900 ÷ 11900 = 798.01 → 798, inside the prices
  ] as const)('charges exactly what the cart shows with tax %s', async (taxMode, taxCents, totalCents) => {
    const { settings } = await read();
    expect((await save({ ...settings, pricing: { taxRateBasisPoints: 1900, taxMode } })).status).toBe(200);
    const cream = await createProduct(server, { name: 'Rose Cream', price: 24.99, stock: 5 });
    const session = await openSession(server, shopper.cookieHeader, [{ productId: cream.$id, quantity: 2, isBundle: false }]);
    expect(session.totals).toMatchObject({ subtotalCents: 4998, taxCents, taxMode, taxRateBasisPoints: 1900, totalCents });
    expect(session.amountMinorUnits).toBe(totalCents);
    const paid = await confirmCard(server, shopper.cookieHeader, session.clientSecret, card(CARDS.success));
    expect(paid.body).toMatchObject({ status: 'succeeded', order: { totalCents } });
    // The order records the mode and rate it was paid under, so order history and the admin can say "incl. 19 % VAT" later.
    const newest = encodeURIComponent(JSON.stringify({ method: 'orderDesc', attribute: '$sequence' }));
    const listed = await fetch(`${server.url}/v1/databases/shop/collections/orders/documents?queries[0]=${newest}`, {
      headers: { 'x-appwrite-project': 'pura', cookie: shopper.cookieHeader },
    });
    const { documents } = (await listed.json()) as { documents: Array<Record<string, unknown>> };
    expect(documents[0]).toMatchObject({ total: totalCents / 100, tax: taxCents / 100, taxMode, taxRateBasisPoints: 1900 });
    const mail = await latestMail(server, shopper.email);
    expect(mail?.subject).toMatch(/^Your Acme Naturals order ORD-/);
    expect(mail?.text).toContain(taxMode === 'included_in_prices' ? 'incl. 19 % VAT: €7.98' : 'Tax: €9.50');
    expect(mail?.text).toContain('Free shipping on orders over €30, delivered in 3-5 business days · 14-day returns.');
    expect(mail?.text).toContain('Pura Naturals Ltd. · 14 Camden Row');
  });

  it('names the shop from its settings in every account mail, and closes each with its legal details', async () => {
    const { settings } = await read();
    const renamed = {
      ...settings,
      store: { ...settings.store, shopName: 'Fern & Field' },
      business: { ...settings.business, legalName: 'Fern & Field Ltd.' },
    };
    expect((await save(renamed)).status).toBe(200);
    const guest = new Account(server.client());
    const mailOf = async (kind: string) => {
      const mail = await latestMail(server, shopper.email);
      expect(mail?.kind).toBe(kind);
      return mail!;
    };

    await guest.createRecovery({ email: shopper.email, url: `${server.url}/reset-password` });
    const recovery = await mailOf('recovery');
    expect(recovery.text).toContain('reset the password of your Fern & Field account');
    expect(recovery.text).toContain('— Fern & Field');
    expect(recovery.text).toContain('Fern & Field Ltd. · 14 Camden Row');
    expect(recovery.html).toContain('Fern &amp; Field Ltd.');
    expect(recovery.text).not.toContain('Pura');

    await new Account(shopper.client).createVerification({ url: `${server.url}/verify` });
    expect((await mailOf('verification')).text).toContain('the e-mail address of your Fern & Field account');
    await guest.createMagicURLToken({ userId: ID.unique(), email: shopper.email, url: `${server.url}/magic` });
    expect((await mailOf('magic-url')).text).toContain('Sign in to Fern & Field:');
    await guest.createEmailToken({ userId: ID.unique(), email: shopper.email });
    expect((await mailOf('email-code')).text).toMatch(/your Fern & Field sign-in code is \d{6}/);

    // The next mail after another change names the new shop.
    expect((await save({ ...renamed, store: { ...renamed.store, shopName: 'Moss Studio' } })).status).toBe(200);
    await guest.createRecovery({ email: shopper.email, url: `${server.url}/reset-password` });
    expect((await mailOf('recovery')).text).toContain('your Moss Studio account');
  });

  it('takes an uploaded logo and hero image, refuses an id that names no uploaded image, and Remove (null) goes back to the defaults', async () => {
    const storage = new Storage(admin.client);
    const upload = async (name: string) =>
      (await storage.createFile({ bucketId: 'product-images', fileId: ID.unique(), file: fileOf(await makeImage('png'), name) })).$id;
    // The bucket refuses what is not an image, with a message a person understands.
    const notImage = await appwriteFailure(
      storage.createFile({ bucketId: 'product-images', fileId: ID.unique(), file: fileOf(Buffer.from('not an image'), 'logo.png') }),
    );
    expect(notImage).toMatchObject({ code: 400, type: 'storage_file_type_unsupported' });

    const { settings } = await read();
    const logoFileId = await upload('logo.png');
    const heroImageFileId = await upload('hero.png');
    const withImages = { ...settings, store: { ...settings.store, logoFileId }, home: { ...settings.home, heroImageFileId } };
    expect((await save(withImages)).status).toBe(200);
    const shop = await embeddedShop('/about');
    expect([shop.store.logoFileId, shop.home.heroImageFileId]).toEqual([logoFileId, heroImageFileId]);

    const missing = await save({ ...withImages, home: { ...withImages.home, heroImageFileId: 'no-such-file' } });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      message: 'Invalid `home.heroImageFileId` param: Hero image must be the id of an uploaded image',
      code: 400,
    });
    expect((await read()).settings.home.heroImageFileId).toBe(heroImageFileId);

    expect(
      (await save({ ...withImages, store: { ...withImages.store, logoFileId: null }, home: { ...withImages.home, heroImageFileId: null } }))
        .status,
    ).toBe(200);
    expect((await embeddedShop('/about')).store.logoFileId).toBeNull();
  });
});
