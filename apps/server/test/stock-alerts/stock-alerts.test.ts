import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Databases } from 'appwrite';
import { type TestServer, TEST_ENGINE, startTestServer } from '../helpers/test-server.ts';
import { type SignedIn, createSignedInAdmin, createSignedInUser, latestMail, linkIn } from '../helpers/accounts.ts';
import { serverDocuments } from '../../src/appwrite/databases/server-documents.ts';
import { listMailTo } from '../../src/infra/mail/outbox.ts';
import { STOCK_ALERT_REQUESTS_PER_HOUR } from '../../src/shop/stock-alerts/stock-alert-routes.ts';
import { adminApi, orderOf } from '../admin/admin-fixtures.ts';
import { raw } from '../helpers/raw-request.ts';

/** Back-in-stock alerts (docs/product.md §4): double opt-in, one mail through the outbox when stock returns. */

let server: TestServer;
let admin: SignedIn;

function requestAlert(body: unknown, ip = '10.7.0.1') {
  return fetch(`${server.url}/api/stock-alerts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const mailsTo = (email: string) => listMailTo(server.db, email, 50);
const backInStockMails = async (email: string) => (await mailsTo(email)).filter((mail) => mail.kind === 'stock-alert');

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let tries = 0; ; tries += 1) {
    const value = await read();
    if (done(value) || tries > 50) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Asks for an alert and opens the mailed confirmation link; resolves to the page the link shows. */
async function requestAndConfirm(email: string, productId: string): Promise<string> {
  expect((await requestAlert({ email, productId })).status).toBe(200);
  const mail = await latestMail(server, email);
  expect(mail).toMatchObject({ kind: 'stock-alert-confirmation' });
  const link = linkIn(mail!);
  expect(link.pathname).toBe('/api/stock-alerts/confirm');
  return (await fetch(`${server.url}${link.pathname}${link.search}`)).text();
}

const setStock = (productId: string, stock: number | null) =>
  new Databases(admin.client).updateDocument({ databaseId: 'shop', collectionId: 'products', documentId: productId, data: { stock } });

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMITS: 'on' });
  admin = await createSignedInAdmin(server);
  const docs = serverDocuments(server.app);
  for (const id of ['sold-out-balm', 'sold-out-toner', 'sold-out-mask', 'sold-out-oil'])
    await docs.create('products', {
      documentId: id,
      data: { name: `Product ${id}`, price: 12.5, description: 'x', category: 'Skincare', stock: 0 },
    });
  await docs.create('products', {
    documentId: 'in-stock-cream',
    data: { name: 'In-stock Cream', price: 20, description: 'x', category: 'Skincare', stock: 3 },
  });
});
afterAll(() => server.close());

describe(`back-in-stock alerts on ${TEST_ENGINE}`, () => {
  it('mails a confirmed request once when an admin puts stock back, and never again', async () => {
    const page = await requestAndConfirm('Ada@Example.com'.toLowerCase(), 'sold-out-balm');
    expect(page).toContain('Alert confirmed');
    expect(await backInStockMails('ada@example.com')).toEqual([]);

    await setStock('sold-out-balm', 5);
    const mails = await waitFor(
      () => backInStockMails('ada@example.com'),
      (list) => list.length > 0,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: 'Product sold-out-balm is back in stock' });
    expect(mails[0]?.text).toContain('/product/sold-out-balm');
    expect((await server.db.query('SELECT 1 FROM stock_alerts WHERE email = $1', ['ada@example.com'])).rows).toEqual([]);

    // Sold out and back again: the request was answered, so no second mail.
    await setStock('sold-out-balm', 0);
    await setStock('sold-out-balm', 7);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await backInStockMails('ada@example.com')).toHaveLength(1);
  });

  it('mails nobody whose request was never confirmed', async () => {
    expect((await requestAlert({ email: 'una@example.com', productId: 'sold-out-toner' })).status).toBe(200);
    await requestAndConfirm('cleo@example.com', 'sold-out-toner');
    await setStock('sold-out-toner', 2);
    await waitFor(
      () => backInStockMails('cleo@example.com'),
      (list) => list.length > 0,
    );
    expect(await backInStockMails('cleo@example.com')).toHaveLength(1);
    expect((await mailsTo('una@example.com')).map((mail) => mail.kind)).toEqual(['stock-alert-confirmation']);
  });

  it('mails when a cancelled order puts the stock back', async () => {
    await requestAndConfirm('bo@example.com', 'sold-out-mask');
    const customer = await createSignedInUser(server);
    const order = await serverDocuments(server.app).create('orders', {
      data: orderOf(customer.user.$id, customer.email, [{ id: 'sold-out-mask', name: 'Mask', price: 12.5, quantity: 2 }]),
    });
    expect(
      (
        await adminApi(server, `/orders/${order.$id}/status`, {
          method: 'PATCH',
          body: { status: 'cancelled' },
          cookie: admin.cookieHeader,
        })
      ).status,
    ).toBe(200);
    const mails = await waitFor(
      () => backInStockMails('bo@example.com'),
      (list) => list.length > 0,
    );
    expect(mails).toHaveLength(1);
  });

  it('answers the same for a new, a waiting and a confirmed address, and mails one confirmation per ten minutes', async () => {
    await requestAndConfirm('dee@example.com', 'sold-out-oil');
    const answers = [];
    for (const email of ['dee@example.com', 'eli@example.com', 'eli@example.com']) {
      const response = await requestAlert({ email, productId: 'sold-out-oil' });
      answers.push([response.status, await response.json()]);
    }
    expect(answers).toEqual(Array(3).fill([200, { ok: true }]));
    expect((await mailsTo('dee@example.com')).map((mail) => mail.kind)).toEqual(['stock-alert-confirmation']);
    expect((await mailsTo('eli@example.com')).map((mail) => mail.kind)).toEqual(['stock-alert-confirmation']);
  });

  it('counts the confirmed requests still waiting on the admin dashboard', async () => {
    // dee's request for the oil is confirmed and waiting; eli's is not confirmed.
    const dashboard = await adminApi(server, '/dashboard', { cookie: admin.cookieHeader });
    expect(dashboard.body).toMatchObject({ stockAlertsWaiting: 1 });
  });

  it("forgets an address's requests when its account is deleted", async () => {
    const customer = await createSignedInUser(server);
    await requestAndConfirm(customer.email, 'sold-out-oil');
    expect((await raw(server, 'DELETE', '/account', { session: customer.cookie })).status).toBe(204);
    expect((await server.db.query('SELECT 1 FROM stock_alerts WHERE email = $1', [customer.email.toLowerCase()])).rows).toEqual([]);
  });

  it('shows a broken or unknown confirmation link as no longer valid', async () => {
    for (const query of ['?token=' + '0'.repeat(32), '', '?token=%E0%A4%A']) {
      const response = await fetch(`${server.url}/api/stock-alerts/confirm${query}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('This link is no longer valid');
    }
  });

  it.each([
    [{ productId: 'sold-out-oil' }, 'Please enter your email address'],
    [{ email: 'not-an-address', productId: 'sold-out-oil' }, 'Please enter a valid email address'],
    [{ email: 'a@example.com' }, 'productId is required'],
    [{ email: 'a@example.com', productId: 'no-such-product' }, 'This product does not exist.'],
    [{ email: 'a@example.com', productId: 'in-stock-cream' }, 'This product is in stock: it can be ordered now.'],
    ['[1,2', undefined],
    ['"text"', 'Request body must be a JSON object'],
  ])('answers %j with 400 in the Appwrite error shape', async (body, message) => {
    const response = await requestAlert(body, '10.7.0.9');
    expect(response.status).toBe(400);
    const json = (await response.json()) as Record<string, unknown>;
    expect(json).toMatchObject({ code: 400, type: expect.any(String), version: expect.any(String), message: expect.any(String) });
    if (message) expect(json.message).toBe(message);
  });

  it(`limits requests to ${STOCK_ALERT_REQUESTS_PER_HOUR} per network and hour`, async () => {
    const statuses = [];
    for (let i = 0; i <= STOCK_ALERT_REQUESTS_PER_HOUR; i += 1)
      statuses.push((await requestAlert({ email: `r${i}@example.com`, productId: 'no-such-product' }, '10.7.9.9')).status);
    expect(statuses.slice(0, STOCK_ALERT_REQUESTS_PER_HOUR).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
