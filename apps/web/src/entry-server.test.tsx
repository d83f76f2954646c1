// @vitest-environment node
import { DEFAULT_SHOP_SETTINGS } from '@pura/core/settings/shop-settings';
import { defaultDefinitions } from '@pura/core/quiz/definition/defaults';
import type { Models } from 'appwrite';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ProductDocument, productKeys } from '@/data/products';
import { SESSION_QUERY_KEY } from '@/data/session';
import { makeDocument } from '@/data/testing/fake-appwrite';
import { productFields } from '@/data/testing/product-fixtures';
import { configure, render } from '@/entry-server';

/**
 * Decision 012: the server renders the storefront's public pages from the catalogue it holds. Run
 * without a DOM, as on the server: the markup must be complete (nothing left to stream in by an
 * inline script the CSP would refuse) and the state must hold what the page was made from.
 */

const product = (fields: Record<string, unknown> & { $id: string }) => makeDocument('products', productFields(fields)) as ProductDocument;

// Newest first, as the server hands the catalogue over.
const CATALOGUE = [
  product({ $id: 'mint-shampoo', name: 'Mint Shampoo', category: 'Haircare', price: 18.5, isNew: true }),
  product({ $id: 'rose-oil', name: 'Rose Oil', category: 'Skincare', price: 24.99, isBestseller: true }),
  product({ $id: 'plain-balm', name: 'Plain Balm', category: 'Lip Care', price: 9 }),
];

/** The text a reader sees: tags and React's text separators gone, entities decoded. */
const textOf = (html: string) =>
  html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

const headings = (html: string, level: number) =>
  [...html.matchAll(new RegExp(`<h${level}\\b[^>]*>([\\s\\S]*?)</h${level}>`, 'g'))].map((m) => textOf(m[1] ?? '').trim());

/** Server output must run without scripts and need nothing streamed in later. */
function expectComplete(html: string) {
  expect(html).not.toContain('<script');
  expect(html).not.toContain('<!--$?-->');
  expect(html).not.toContain('<!--$!-->');
}

beforeAll(() => {
  configure({ projectId: 'pura-test', endpointPath: '/v1', debugPages: false, shop: DEFAULT_SHOP_SETTINGS });
});

describe('server rendering of the storefront', () => {
  it('renders the home page with the featured products it was given', async () => {
    const { html, state } = await render({ url: '/', products: CATALOGUE });
    expectComplete(html);
    expect(headings(html, 1)).toHaveLength(1);
    const text = textOf(html);
    expect(text).toContain('Rose Oil');
    expect(text).toContain('Mint Shampoo');
    // Neither new nor a bestseller: not featured.
    expect(text).not.toContain('Plain Balm');
    expect(html).toContain('href="/product/rose-oil"');
    // Images come from this origin with the configured project.
    expect(html).toMatch(/src="\/v1\/storage\/buckets\/product-images\/files\/rose-oil-image\/preview\?[^"]*project=pura-test/);
    const list = state.queries.queries.find((query) => JSON.stringify(query.queryKey) === JSON.stringify(productKeys.list()));
    expect(list?.state.status).toBe('success');
    expect((list?.state.data as Array<{ id: string }>).map((p) => p.id)).toEqual(['mint-shampoo', 'rose-oil', 'plain-balm']);
  });

  it('renders a shop category with only its products and the count', async () => {
    const { html, state } = await render({ url: '/shop?category=Skincare', products: CATALOGUE });
    expectComplete(html);
    expect(headings(html, 1)).toEqual(['Shop']);
    const text = textOf(html);
    expect(text).toContain('Showing 1 of 3 products');
    expect(text).toContain('Rose Oil');
    expect(text).toContain('€24.99');
    expect(text).not.toContain('Mint Shampoo');
    expect(text).not.toContain('Plain Balm');
    expect(state.queries.queries.map((query) => query.queryKey)).toContainEqual(productKeys.list());
  });

  it('renders a product page with its name and price', async () => {
    const rose = CATALOGUE[1] as ProductDocument;
    const { html, state } = await render({ url: '/product/rose-oil', product: rose });
    expectComplete(html);
    expect(headings(html, 1)).toEqual(['Rose Oil']);
    expect(textOf(html)).toContain('€24.99');
    const detail = state.queries.queries.find((query) => JSON.stringify(query.queryKey) === JSON.stringify(productKeys.detail('rose-oil')));
    expect(detail?.state.data).toMatchObject({ id: 'rose-oil', name: 'Rose Oil', price: 24.99 });
  });

  it('renders the about page, its title first for the server to move into <head>', async () => {
    const { html } = await render({ url: '/about' });
    expectComplete(html);
    expect(html).toMatch(/^<title>[^<]+<\/title>/);
    expect(headings(html, 1)).toHaveLength(1);
  });

  it('renders a quiz intro from the live version it is given, and says it is loading without one', async () => {
    const [scalp] = defaultDefinitions.haircare.questions;
    const version2 = { ...defaultDefinitions.haircare, version: 2, questions: scalp ? [scalp] : [] };
    const { html, state } = await render({ url: '/quiz/haircare', quiz: { live: { quiz: 'haircare', version: 2, definition: version2 } } });
    expectComplete(html);
    expect(html).toContain('1 question');
    // The browser hydrates from the same version, asking the server nothing.
    expect(state.queries.queries.find((query) => query.queryKey.join('/') === 'quizzes/haircare/live')?.state.data).toMatchObject({
      version: 2,
    });
    expect((await render({ url: '/quiz/haircare' })).html).toContain('Loading the quiz...');
  });

  it('escapes product text in the markup', async () => {
    const nasty = product({ $id: 'nasty', name: '</h1><script>alert(1)</script>', isNew: true });
    const { html } = await render({ url: '/product/nasty', product: nasty });
    expectComplete(html);
    expect(html).toContain('&lt;/h1&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('fails when aborted instead of answering part of a page', async () => {
    await expect(render({ url: '/', products: CATALOGUE, signal: AbortSignal.abort() })).rejects.toBeDefined();
  });
});

/** A user as GET /v1/account answers. */
const ACCOUNT = {
  $id: 'mia',
  $createdAt: '2025-01-01T00:00:00.000+00:00',
  $updatedAt: '2025-01-01T00:00:00.000+00:00',
  name: 'Mia Shopper',
  registration: '2025-01-01T00:00:00.000+00:00',
  status: true,
  labels: [],
  passwordUpdate: '',
  email: 'mia@example.com',
  phone: '',
  emailVerification: true,
  phoneVerification: false,
  mfa: false,
  prefs: {},
  targets: [],
  accessedAt: '',
} as unknown as Models.User<Models.Preferences>;

describe('server rendering of a signed-in shopper’s /cart', () => {
  const rose = CATALOGUE[1] as ProductDocument;
  const balm = CATALOGUE[2] as ProductDocument;

  it('renders the lines with their products, the routine badge, the Order Summary and the package name', async () => {
    const cart = {
      items: [
        { id: 'rose-oil', quantity: 2, isBundle: false },
        { id: 'plain-balm', quantity: 1, isBundle: true },
      ],
      customPackagingName: 'For Mia',
      products: [rose, balm],
    };
    const { html, state } = await render({ url: '/cart', account: ACCOUNT, cart });
    expectComplete(html);
    expect(html).toMatch(/^<title>Your Cart — Pura<\/title>/);
    expect(headings(html, 1)).toEqual(['Your Cart']);
    const text = textOf(html);
    expect(text).toContain('Rose Oil');
    expect(text).toContain('Plain Balm');
    // The balm is flagged but is no whole quiz routine, so it earns no discount, and says so.
    expect(text).toContain('Routine item · 15% off with the whole routine');
    // 2 × 24.99 + 9.00 = 58.98; tax 8% of 58.98 = 4.72; total 63.70.
    expect(text).toMatch(/Subtotal €58\.98 Tax €4\.72 Shipping Free Total €63\.70/);
    expect(html).toContain('value="For Mia"');
    // The header knows the cart too: the same count the browser's cart shows after hydration.
    expect(html).toContain('aria-label="Cart, 3 items"');
    expect(state.cart).toEqual({
      items: [
        expect.objectContaining({ id: 'rose-oil', name: 'Rose Oil', price: 24.99, quantity: 2, isBundle: false }),
        expect.objectContaining({ id: 'plain-balm', name: 'Plain Balm', price: 9, quantity: 1, isBundle: true }),
      ],
      customPackagingName: 'For Mia',
    });
    const session = state.queries.queries.find((query) => JSON.stringify(query.queryKey) === JSON.stringify(SESSION_QUERY_KEY));
    expect(session?.state.data).toMatchObject({ id: 'mia', name: 'Mia Shopper', email: 'mia@example.com', isAdmin: false });
  });

  it('renders the empty cart for a signed-in shopper without lines', async () => {
    const { html, state } = await render({ url: '/cart', account: ACCOUNT, cart: { items: [], customPackagingName: '', products: [] } });
    expectComplete(html);
    expect(headings(html, 1)).toEqual(['Your cart is empty']);
    expect(state.cart).toEqual({ items: [], customPackagingName: '' });
  });

  it('leaves out a line whose product it was not given', async () => {
    const { html, state } = await render({
      url: '/cart',
      account: ACCOUNT,
      cart: { items: [{ id: 'gone', quantity: 1, isBundle: false }], customPackagingName: '', products: [] },
    });
    expect(headings(html, 1)).toEqual(['Your cart is empty']);
    expect(state.cart?.items).toEqual([]);
  });

  it('escapes the package name and product names', async () => {
    const nasty = product({ $id: 'nasty', name: '</h1><script>alert(1)</script>' });
    const { html } = await render({
      url: '/cart',
      account: ACCOUNT,
      cart: { items: [{ id: 'nasty', quantity: 1, isBundle: false }], customPackagingName: '"><script>x</script>', products: [nasty] },
    });
    expectComplete(html);
    expect(html).toContain('&lt;/h1&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
  });
});
