import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, TEST_ENGINE } from '../helpers/test-server.ts';
import { serverDocuments } from '../../src/appwrite/databases/server-documents.ts';
import { jsonDataBlock, splitHeadTags } from '../../src/shop/seo/page-shell.ts';
import { RENDER_TIMEOUT_MS } from '../../src/shop/ssr/page-renderer.ts';
import { readHead, startTestServerWithWebDist } from './web-dist-fixture.ts';
import { defaultDefinitions } from '@pura/core/quiz/definition/defaults';
import type { HaircareDefinition } from '@pura/core/quiz/definition/schema';
import { createSignedInAdmin } from '../helpers/accounts.ts';
import { adminApi } from '../admin/admin-fixtures.ts';

/**
 * Decision 012: the storefront's public pages arrive rendered (markup in #root, the state to hydrate
 * from in a JSON data block), made from the catalogue the server holds. The web build's server
 * entry is replaced by a fixture with the same contract (web-dist-fixture.ts).
 */

const NASTY_NAME = '</script><script>alert(1)</script>';

/** A manifest shaped like Vite's, so pages have route modules to preload or defer. */
const MANIFEST = {
  'index.html': { file: 'assets/index-abc123.js', isEntry: true },
  'src/app/start.tsx': { file: 'assets/start-1.js', isDynamicEntry: true, imports: ['index.html'] },
  'src/app/routes/home.tsx': { file: 'assets/home-2.js', isDynamicEntry: true, imports: ['index.html'] },
  'src/app/routes/shop.tsx': { file: 'assets/shop-3.js', isDynamicEntry: true, imports: ['index.html'] },
  'src/app/routes/product.tsx': { file: 'assets/product-4.js', isDynamicEntry: true, imports: ['index.html'] },
  'src/app/routes/about.tsx': { file: 'assets/about-5.js', isDynamicEntry: true, imports: ['index.html'] },
};

const product = (name: string, category: string) => ({ name, price: 24.99, description: `${name}, described.`, category, stock: 5 });

/** The page as a client reads it: head, #root's markup and the JSON data blocks. */
function readPage(html: string) {
  const headEnd = html.indexOf('</head>');
  const head = html.slice(0, headEnd);
  const blocks = (id: string) =>
    [...html.matchAll(new RegExp(`<script type="application/json" id="${id}">([\\s\\S]*?)</script>`, 'g'))].map((m) => m[1] ?? '');
  const ssr = blocks('pura-ssr');
  const modules = blocks('pura-modules');
  const rootStart = html.indexOf('<div id="root">') + '<div id="root">'.length;
  const ssrAt = html.indexOf('<script type="application/json" id="pura-ssr">');
  return {
    head,
    preloads: [...head.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]),
    /** #root's content: up to the state block when rendered (the fixture's markup holds no </div>). */
    root:
      ssrAt === -1 ? html.slice(rootStart, html.indexOf('</div>', rootStart)) : html.slice(rootStart, html.lastIndexOf('</div>', ssrAt)),
    ssrBlocks: ssr.length,
    moduleBlocks: modules.length,
    state: ssr[0] === undefined ? undefined : (JSON.parse(ssr[0]) as Record<string, unknown>),
    modules: modules[0] === undefined ? undefined : (JSON.parse(modules[0]) as unknown),
  };
}

describe('page shell helpers', () => {
  it('splits the leading <title>, <meta> and <link> tags from the markup, and only those', () => {
    const html =
      '<title>A &amp; B</title><meta name="description" content="d"/><link rel="preload" as="image" href="/a.webp"/><main><title>not head</title></main>';
    expect(splitHeadTags(html)).toEqual({
      headTags: ['<title>A &amp; B</title>', '<meta name="description" content="d"/>', '<link rel="preload" as="image" href="/a.webp"/>'],
      markup: '<main><title>not head</title></main>',
    });
    expect(splitHeadTags('<div>plain</div>')).toEqual({ headTags: [], markup: '<div>plain</div>' });
  });

  it('writes JSON no text inside can break out of', () => {
    const value = { name: NASTY_NAME, note: '<!-- <script>' };
    const block = jsonDataBlock('pura-ssr', value);
    const body = block.slice(block.indexOf('>') + 1, block.lastIndexOf('</script>'));
    expect(body).not.toMatch(/</);
    expect(body).toContain('\\u003c/script>');
    expect(JSON.parse(body)).toEqual(value);
  });
});

describe(`server-rendered pages on ${TEST_ENGINE}`, () => {
  let server: TestServer;
  const get = (path: string) => fetch(`${server.url}${path}`);
  const load = async (path: string) => readPage(await (await get(path)).text());
  const docs = () => serverDocuments(server.app);

  beforeAll(async () => {
    server = await startTestServerWithWebDist({ dist: { serverEntry: true, manifest: MANIFEST } });
    await docs().create('products', { documentId: 'rose-oil', data: product('Rose Oil', 'Skincare') });
    await docs().create('products', { documentId: 'mint-shampoo', data: product('Mint Shampoo', 'Haircare') });
    await docs().create('products', { documentId: 'nasty', data: product(NASTY_NAME, 'Skincare') });
  });
  afterAll(() => server.close());

  it('renders the home page into #root, with its state and deferred modules as JSON data blocks', async () => {
    const response = await get('/');
    expect(response.status).toBe(200);
    const html = await response.text();
    const page = readPage(html);
    expect(page.root).toContain('<main data-url="/">');
    expect(page.root).toContain('<li data-id="rose-oil">Rose Oil</li>');
    expect(page.root).toContain('<li data-id="mint-shampoo">Mint Shampoo</li>');
    expect(page.ssrBlocks).toBe(1);
    expect(page.moduleBlocks).toBe(1);
    expect(page.state).toMatchObject({ url: '/', projectId: server.config.projectId, productId: null });
    expect(page.state?.productNames).toEqual(expect.arrayContaining(['Rose Oil', 'Mint Shampoo', NASTY_NAME]));
    // The modules load after the first paint: none of them competes with it from <head>.
    expect(page.preloads).toEqual([]);
    expect(page.modules).toEqual(['/assets/start-1.js', '/assets/home-2.js']);
    // The server's own description of the page replaces the rendered one (one title, one description).
    expect(readHead(html).title).toBe('Pura — Organic Vegan Skincare & Haircare');
    expect(readHead(html).meta('description')).toMatch(/^Organic, vegan/);
    expect(html).not.toContain('<title>Rendered /');
  });

  it('renders a shop page per query string, escaping the URL it echoes', async () => {
    const page = await load('/shop?category=Haircare&sort=new');
    expect(page.root).toContain('<main data-url="/shop?category=Haircare&amp;sort=new">');
    expect(page.state).toMatchObject({ url: '/shop?category=Haircare&sort=new' });
    expect(page.ssrBlocks).toBe(1);
    expect(page.moduleBlocks).toBe(1);
    expect(page.preloads).toEqual([]);
    expect(page.modules).toEqual(['/assets/start-1.js', '/assets/shop-3.js']);
    expect((await load('/shop?category=Skincare')).state).toMatchObject({ url: '/shop?category=Skincare' });
  });

  it('keeps a product name from closing the data block or injecting a script', async () => {
    const html = await (await get('/')).text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
    expect(readPage(html).root).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    const product = readPage(await (await get('/product/nasty')).text());
    expect(product.state).toMatchObject({ productId: 'nasty' });
  });

  it('moves a rendered page’s <title> and <meta> into <head> when the server does not describe it', async () => {
    const html = await (await get('/about')).text();
    const head = readHead(html);
    expect(head.title).toBe('About Pura — Pura');
    expect(head.meta('description')).toBe('Rendered /about');
    const page = readPage(html);
    expect(page.root).toMatch(/^<main data-url="\/about"><h1>About Pura<\/h1>/);
    expect(page.root).not.toContain('<title>');
    expect(page.modules).toEqual(['/assets/start-1.js', '/assets/about-5.js']);
  });

  it('renders an information page once per process', async () => {
    const first = (await load('/about')).state?.renders;
    expect((await load('/about')).state?.renders).toBe(first);
  });

  it('renders a quiz’s first screen per language, and a shared result (?r=) from the catalogue', async () => {
    const german = await load('/quiz/haircare?lang=de');
    expect(german.state).toMatchObject({ url: '/quiz/haircare?lang=de', productNames: [] });
    expect((await load('/quiz/haircare?lang=de')).state?.renders).toBe(german.state?.renders);
    expect((await load('/quiz/haircare')).state).toMatchObject({ url: '/quiz/haircare' });
    const shared = await load('/quiz/skincare?r=s1e00_10');
    expect(shared.state).toMatchObject({ url: '/quiz/skincare?r=s1e00_10' });
    expect(shared.state?.productNames).toEqual((await load('/shop')).state?.productNames);
    expect((shared.state?.productNames as unknown[]).length).toBeGreaterThan(0);
    expect((await load('/quiz/skincare?r=s1e00_10')).state?.renders).toBe(shared.state?.renders);
  });

  it('puts the live quiz version in a quiz page, the link’s own in a result of another, and renders anew on a publish', async () => {
    expect((await load('/quiz/haircare')).state?.quizVersions).toEqual({ live: 1, linked: null, questions: 2 });
    expect((await load('/shop')).state?.quizVersions).toBeNull();

    // Version 2 of haircare: one question, every shopper gets the shop's Mint Shampoo.
    const [scalp] = defaultDefinitions.haircare.questions;
    const version2: HaircareDefinition = {
      ...defaultDefinitions.haircare,
      version: 2,
      questions: scalp ? [scalp] : [],
      concernQuestions: ['scalp-concern'],
      sections: [
        {
          id: 'wash-day',
          required: true,
          slots: [{ id: 'shampoo', rules: [{ when: [], product: 'mint-shampoo', reason: { en: 'Fresh.', de: 'Frisch.' } }] }],
        },
        { id: 'styling', required: false, slots: [] },
      ],
    };
    const admin = await createSignedInAdmin(server);
    const api = (path: string, options: { method?: string; body?: unknown } = {}) =>
      adminApi(server, path, { ...options, cookie: admin.cookieHeader });
    expect((await api('/quizzes/haircare/draft', { method: 'PUT', body: { definition: version2 } })).status).toBe(200);
    expect((await api('/quizzes/haircare/publish', { method: 'POST' })).status).toBe(200);

    const page = await load('/quiz/haircare');
    expect(page.state?.quizVersions).toEqual({ live: 2, linked: null, questions: 1 });
    expect((await load('/quiz/haircare?r=h1e00')).state?.quizVersions).toEqual({ live: 2, linked: 1, questions: 1 });
    expect((await load('/quiz/haircare?r=h2e0')).state?.quizVersions).toEqual({ live: 2, linked: null, questions: 1 });
    // A version never published: the page says the quiz has changed once it asks for it.
    expect((await load('/quiz/haircare?r=h9e00')).state?.quizVersions).toEqual({ live: 2, linked: null, questions: 1 });
  });

  it('renders a product page, and answers an unknown product 404 unrendered with noindex', async () => {
    const response = await get('/product/rose-oil');
    expect(response.status).toBe(200);
    const page = readPage(await response.text());
    expect(page.root).toContain('<h1 data-id="rose-oil">Rose Oil</h1>');
    expect(page.state).toMatchObject({ url: '/product/rose-oil', productId: 'rose-oil' });
    expect(page.modules).toEqual(['/assets/start-1.js', '/assets/product-4.js']);

    const missing = await get('/product/no-such-product');
    expect(missing.status).toBe(404);
    const html = await missing.text();
    expect(readHead(html).meta('robots')).toBe('noindex');
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('id="pura-ssr"');
    expect(html).not.toContain('id="pura-modules"');
  });

  it('answers a page whose render throws unrendered, with its modules preloaded, and does not cache it', async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await get('/shop?category=explode');
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('id="pura-ssr"');
      expect(readPage(html).preloads).toEqual(['/assets/start-1.js', '/assets/shop-3.js']);
      expect(readHead(html).title).toBe('Shop — Pura');
    }
    // A render that failed once is tried again on the next request, and then kept.
    expect((await load('/shop?category=flaky')).ssrBlocks).toBe(0);
    const retried = await load('/shop?category=flaky');
    expect(retried.ssrBlocks).toBe(1);
    expect((await load('/shop?category=flaky')).state?.renders).toBe(retried.state?.renders);
  });

  it('shows a product change on the next request (the rendered page is dropped with the catalogue read)', async () => {
    const before = await load('/');
    expect((await load('/')).state?.renders).toBe(before.state?.renders);
    await docs().update('products', 'rose-oil', { data: { name: 'Rose Oil Deluxe' } });
    const after = await load('/');
    expect(after.root).toContain('<li data-id="rose-oil">Rose Oil Deluxe</li>');
    expect(after.state?.renders).not.toBe(before.state?.renders);
    expect((await load('/product/rose-oil')).root).toContain('Rose Oil Deluxe');
    expect((await load('/shop?category=Haircare&sort=new')).state?.productNames).toContain('Rose Oil Deluxe');
  });

  it(`abandons a render after ${RENDER_TIMEOUT_MS} ms and keeps answering other pages meanwhile`, async () => {
    const started = Date.now();
    const slow = get('/shop?q=hang');
    expect((await load('/')).ssrBlocks).toBe(1);
    expect(Date.now() - started).toBeLessThan(RENDER_TIMEOUT_MS);
    const response = await slow;
    expect(response.status).toBe(200);
    expect(readPage(await response.text()).ssrBlocks).toBe(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(RENDER_TIMEOUT_MS - 50);
  });
});

describe(`pages without a server entry on ${TEST_ENGINE}`, () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServerWithWebDist({ dist: { manifest: MANIFEST } });
    await serverDocuments(server.app).create('products', { documentId: 'rose-oil', data: product('Rose Oil', 'Skincare') });
  });
  afterAll(() => server.close());

  it('serves every page unrendered, its modules preloaded in <head>', async () => {
    const cases = [
      ['/', ['/assets/start-1.js', '/assets/home-2.js']],
      ['/shop?category=Skincare', ['/assets/start-1.js', '/assets/shop-3.js']],
      ['/product/rose-oil', ['/assets/start-1.js', '/assets/product-4.js']],
      ['/about', ['/assets/start-1.js', '/assets/about-5.js']],
    ] as const;
    for (const [path, preloads] of cases) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).not.toContain('id="pura-ssr"');
      expect(html, path).not.toContain('id="pura-modules"');
      expect(readPage(html).preloads, path).toEqual(preloads);
    }
  });
});
