import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Account, ID } from 'appwrite';
import type { AdminShopSettings } from '@pura/core/settings/shop-settings';
import { type TestServer, TEST_ENGINE } from '../helpers/test-server.ts';
import { type SignedIn, createSignedInAdmin, latestMail } from '../helpers/accounts.ts';
import { adminApi } from '../admin/admin-fixtures.ts';
import { readHead, startTestServerWithWebDist } from '../seo/web-dist-fixture.ts';
import { serverDocuments } from '../../src/appwrite/databases/server-documents.ts';
import { listSmsTo } from '../../src/infra/sms/sms-outbox.ts';

/**
 * Decision 024: after the owner renames the shop, nothing a visitor, crawler or subscriber sees
 * still says the demo shop's name — page titles, Open Graph, JSON-LD, newsletter pages and mails,
 * texted codes.
 */
describe(`the shop's name from its settings on ${TEST_ENGINE}`, () => {
  const NAME = 'Moss & Fern';
  let server: TestServer;
  let admin: SignedIn & { email: string };
  const page = async (path: string) => (await fetch(`${server.url}${path}`)).text();

  beforeAll(async () => {
    server = await startTestServerWithWebDist({ env: { RATE_LIMITS: 'off' } });
    admin = await createSignedInAdmin(server);
    await serverDocuments(server.app).create('products', {
      documentId: 'moss-balm',
      data: { name: 'Moss Balm', price: 12, description: 'A balm.', category: 'Skincare', stock: 3 },
    });
    const { settings } = (await adminApi(server, '/settings', { cookie: admin.cookieHeader })).body as unknown as AdminShopSettings;
    const saved = await adminApi(server, '/settings', {
      method: 'PUT',
      body: { ...settings, store: { ...settings.store, shopName: NAME } },
      cookie: admin.cookieHeader,
    });
    expect(saved.status).toBe(200);
  });
  afterAll(() => server?.close());

  it('titles the server-rendered home page with it, in Open Graph, Twitter and the Organization and WebSite JSON-LD', async () => {
    const head = readHead(await page('/'));
    expect(head.title).toBe(`${NAME} — Organic Vegan Skincare & Haircare`);
    expect(head.meta('og:site_name')).toBe(NAME);
    expect(head.meta('og:title')).toBe(head.title);
    expect(head.meta('twitter:title')).toBe(head.title);
    expect(head.meta('og:image:alt')).toBe(NAME);
    const graph = (head.jsonLd[0]?.['@graph'] ?? []) as Array<Record<string, unknown>>;
    expect(graph.map((node) => node.name)).toEqual([NAME, NAME]);
  });

  it('titles the shop, a product (its JSON-LD brand too), an unknown product and a page the browser renders', async () => {
    expect(readHead(await page('/shop')).title).toBe(`Shop — ${NAME}`);
    const product = readHead(await page('/product/moss-balm'));
    expect(product.title).toBe(`Moss Balm — ${NAME}`);
    expect(product.jsonLd[0]).toMatchObject({ brand: { name: NAME } });
    expect(readHead(await page('/product/no-such-thing')).title).toBe(`Product Not Found — ${NAME}`);
    expect(readHead(await page('/no-such-page')).title).toBe(`Page not found — ${NAME}`);
    expect(readHead(await page('/checkout')).title).toBe(`${NAME} — Organic Vegan Skincare & Haircare`);
  });

  it('names it in the newsletter confirmation mail, the stored consent and the newsletter pages', async () => {
    const email = 'moss-reader@example.com';
    const subscribed = await fetch(`${server.url}/api/newsletter/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, source: 'footer' }),
    });
    expect(subscribed.status).toBe(200);
    const mail = await latestMail(server, email);
    expect(mail?.subject).toBe(`Confirm your ${NAME} newsletter subscription`);
    expect(mail?.text).toContain(`subscribing to the ${NAME} newsletter`);
    const { rows } = await server.db.query<{ wording: string }>('SELECT wording FROM newsletter_consents WHERE email = $1', [email]);
    expect(rows[0]?.wording).toContain(`receive the ${NAME} newsletter`);
    for (const path of ['/newsletter/confirmed', '/newsletter/unsubscribed', '/api/newsletter/unsubscribe?token=unknown']) {
      const html = await page(path);
      expect(html).toContain('Moss &amp; Fern');
      expect(html).not.toContain('Pura');
    }
  });

  it('names it in a texted sign-in code', async () => {
    const phone = '+353861234567';
    await new Account(server.client()).createPhoneToken({ userId: ID.unique(), phone });
    const [sms] = await listSmsTo(server.db, phone, 1);
    expect(sms?.body).toMatch(new RegExp(`^Your ${NAME} sign-in code is \\d{6}\\.`));
  });
});
