// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { type ProductDocument, productKeys } from '@/data/products';
import { makeDocument } from '@/data/testing/fake-appwrite';
import { productFields } from '@/data/testing/product-fixtures';
import { configure, render } from '@/entry-server';

/**
 * Issue 12: the server renders the storefront's public pages from the catalogue it holds. Run
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
  configure({ projectId: 'pura-test', endpointPath: '/v1', debugPages: false });
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
