import { writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_COOKIE_NAME, MAX_CART_COOKIE_LENGTH, UNMIRRORED_CART_COOKIE, encodeCartCookie } from '@pura/core/cart/cart-cookie';
import { type TestServer, TEST_ENGINE, startTestServer } from '../helpers/test-server.ts';
import { type TestUser, createTestUser } from '../helpers/sessions.ts';
import { serverDocuments } from '../../src/appwrite/databases/server-documents.ts';
import { sessionCookieName } from '../../src/appwrite/identity/session-cookie.ts';
import { createWebDist } from '../seo/web-dist-fixture.ts';

/**
 * Decision 012: /cart arrives rendered for a signed-in shopper — their account and the cart their
 * browser mirrors into the `pura_cart` cookie, with the products' current details from the
 * database — and as before (the shell, for the browser's guard) for anyone else. The web build's
 * server entry is replaced by a fixture with the same contract, as in ../seo/server-rendering.test.ts.
 */

/**
 * A server entry that shows what it was given: the account's name, each line with its product's
 * name and price, quantity and bundle flag, and the package name; it counts its renders.
 */
const CART_SERVER_ENTRY = `
let renders = 0;
const escape = (text) => String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
export function configure() {}
export async function render({ url, account, cart }) {
  renders += 1;
  const products = new Map((cart?.products ?? []).map((p) => [p.$id, p]));
  const lines = (cart?.items ?? []).map((line) => {
    const product = products.get(line.id);
    return '<li data-id="' + escape(line.id) + '">' + escape(product.name) + ' €' + product.price.toFixed(2) + ' × ' + line.quantity + (line.isBundle ? ' (bundle)' : '') + '</li>';
  });
  const html = '<title>Your Cart — Pura</title><main data-url="' + escape(url) + '"><p data-account>' + escape(account?.name ?? '') + '</p>'
    + (lines.length ? '<ul>' + lines.join('') + '</ul>' : '<h1>Your cart is empty</h1>')
    + '<p data-package>' + escape(cart?.customPackagingName ?? '') + '</p></main>';
  return { html, state: { url, renders, account: account ?? null, cart: cart ?? null } };
}
`;

const NASTY = '</script><script>alert(1)</script>';

/** The served page as a client reads it: #root's markup and the state block. */
function readPage(html: string) {
  const rootStart = html.indexOf('<div id="root">') + '<div id="root">'.length;
  const block = /<script type="application\/json" id="pura-ssr">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return {
    root: html.slice(rootStart, html.indexOf('</div>', rootStart)),
    state:
      block === undefined
        ? undefined
        : (JSON.parse(block) as {
            renders: number;
            account: Record<string, unknown> | null;
            cart: { items: unknown[]; customPackagingName: string } | null;
          }),
  };
}

describe(`/cart rendered for a signed-in shopper on ${TEST_ENGINE}`, () => {
  let server: TestServer;
  let web: Awaited<ReturnType<typeof createWebDist>>;
  let shopper: TestUser;
  const sessionCookie = (user: TestUser) => `${sessionCookieName(server.config.projectId)}=${user.cookie}`;
  const getCart = (...cookies: string[]) => fetch(`${server.url}/cart`, { headers: cookies.length ? { cookie: cookies.join('; ') } : {} });
  const cartCookie = (value: string) => `${CART_COOKIE_NAME}=${value}`;
  const docs = () => serverDocuments(server.app);

  beforeAll(async () => {
    web = await createWebDist();
    await mkdir(path.join(path.dirname(web.dir), 'dist-ssr'));
    await writeFile(path.join(path.dirname(web.dir), 'dist-ssr', 'entry-server.js'), CART_SERVER_ENTRY);
    server = await startTestServer({ WEB_DIST: web.dir });
    shopper = await createTestUser(server, { name: 'Mia Shopper' });
    const product = (name: string, price: number) => ({ name, price, description: `${name}, described.`, category: 'Skincare', stock: 5 });
    await docs().create('products', { documentId: 'rose-oil', data: product('Rose Oil', 24.99) });
    await docs().create('products', { documentId: 'lip-balm', data: product('Lip Balm', 9.5) });
    await docs().create('products', { documentId: 'nasty', data: product(NASTY, 5) });
  });
  afterAll(async () => {
    await server.close();
    await web.remove();
  });

  it('renders the lines with the products’ current names and prices, for this visitor only', async () => {
    await docs().update('products', 'rose-oil', { data: { price: 26.5 } });
    const cookie = encodeCartCookie({
      items: [
        { id: 'rose-oil', quantity: 2, isBundle: false },
        { id: 'lip-balm', quantity: 1, isBundle: true },
      ],
      customPackagingName: 'For Mia',
    });
    const response = await getCart(sessionCookie(shopper), cartCookie(cookie as string));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('vary')).toMatch(/cookie/i);
    const page = readPage(await response.text());
    expect(page.root).toContain('<p data-account>Mia Shopper</p>');
    expect(page.root).toContain('<li data-id="rose-oil">Rose Oil €26.50 × 2</li>');
    expect(page.root).toContain('<li data-id="lip-balm">Lip Balm €9.50 × 1 (bundle)</li>');
    expect(page.root).toContain('<p data-package>For Mia</p>');
  });

  it('starts the page with the account GET /v1/account answers', async () => {
    const page = readPage(await (await getCart(sessionCookie(shopper))).text());
    const account = (await (
      await fetch(`${server.endpoint}/account`, {
        headers: { cookie: sessionCookie(shopper), 'x-appwrite-project': server.config.projectId },
      })
    ).json()) as Record<string, unknown>;
    expect(account.$id).toBe(shopper.userId);
    const { accessedAt: _renderedAccess, ...rendered } = page.state?.account ?? {};
    const { accessedAt: _laterAccess, ...answered } = account;
    expect(rendered).toEqual(answered);
  });

  it('renders the empty cart for a signed-in visitor without the cookie', async () => {
    const response = await getCart(sessionCookie(shopper));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const page = readPage(await response.text());
    expect(page.root).toContain('<h1>Your cart is empty</h1>');
    expect(page.state?.cart).toEqual({ items: [], customPackagingName: '', products: [] });
  });

  it('leaves out a product that no longer exists', async () => {
    const page = readPage(await (await getCart(sessionCookie(shopper), cartCookie('1||gone-product:3|lip-balm:2'))).text());
    expect(page.root).not.toContain('gone-product');
    expect(page.root).toContain('<li data-id="lip-balm">Lip Balm €9.50 × 2</li>');
    expect(page.state?.cart?.items).toEqual([{ id: 'lip-balm', quantity: 2, isBundle: false }]);
  });

  it('renders every request anew: one visitor’s cart never reaches another', async () => {
    const first = readPage(await (await getCart(sessionCookie(shopper), cartCookie('1||rose-oil:1'))).text());
    const other = await createTestUser(server, { name: 'Other Shopper' });
    const second = readPage(await (await getCart(sessionCookie(other))).text());
    expect(second.state?.renders).toBeGreaterThan(first.state?.renders ?? Infinity);
    expect(second.root).toContain('<p data-account>Other Shopper</p>');
    expect(second.root).not.toContain('Rose Oil');
    expect(second.root).not.toContain('Mia Shopper');
  });

  it('sends a signed-out visitor the unrendered page, cart cookie or not', async () => {
    for (const cookies of [
      [],
      [cartCookie('1||rose-oil:2')],
      [`${sessionCookieName(server.config.projectId)}=not-a-session`, cartCookie('1||rose-oil:2')],
    ]) {
      const response = await getCart(...cookies);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('vary')).toMatch(/cookie/i);
      const html = await response.text();
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('id="pura-ssr"');
      expect(html).not.toContain('Rose Oil');
    }
  });

  it('treats a session that still owes a second factor as signed out', async () => {
    const pending = await createTestUser(server, { name: 'Pending Factor', emailVerification: true });
    await server.db.query('UPDATE users SET mfa = true WHERE id = $1', [pending.userId]);
    const html = await (await getCart(sessionCookie(pending), cartCookie('1||rose-oil:1'))).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('Pending Factor');
  });

  it('escapes a package name and product names written to make a script', async () => {
    const cookie = encodeCartCookie({
      items: [{ id: 'nasty', quantity: 1, isBundle: false }],
      customPackagingName: '</script><img src=x>',
    });
    const response = await getCart(sessionCookie(shopper), cartCookie(cookie as string));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x>');
    const page = readPage(html);
    expect(page.root).toContain('&lt;/script&gt;&lt;img src=x&gt;');
    expect(page.root).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.state?.cart?.customPackagingName).toBe('</script><img src=x>');
  });

  it.each([
    ['the unmirrored mark of a cart too large for the cookie', UNMIRRORED_CART_COOKIE],
    ['a script payload', '1||<script>alert(1)</script>:1'],
    ['an over-long value', `1||${Array.from({ length: 600 }, (_, i) => `p${i}:1`).join('|')}`.slice(0, MAX_CART_COOKIE_LENGTH + 500)],
    ['garbage', '%%%\u00ff{"items":['],
    ['an empty value', ''],
    ['broken percent-encoding in the name', '1|%E0%A4%A|rose-oil:1'],
  ])('answers %s with the page unrendered, never an error', async (_case, value) => {
    const response = await getCart(sessionCookie(shopper), cartCookie(value));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('id="pura-ssr"');
    expect(html).not.toContain('<script>alert(1)');
  });
});
