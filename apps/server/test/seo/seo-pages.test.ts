import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, TEST_ENGINE } from '../helpers/test-server.ts';
import { serverDocuments } from '../../src/appwrite/databases/server-documents.ts';
import { storeFileAsServer } from '../../src/appwrite/storage/server-files.ts';
import { makeImage } from '../helpers/images.ts';
import { readHead, startTestServerWithWebDist } from './web-dist-fixture.ts';

/** Decision 005 item 8: what crawlers and link previews see in the served HTML, without JavaScript. */

const PUBLIC_URL = 'https://shop.example.test';
const NASTY_NAME = `Rose "Glow" </script><script>alert(1)</script> & 'Oil'`;

const product = (overrides: Record<string, unknown> = {}) => ({
  name: 'Rosehip Face Oil',
  price: 24.5,
  description: 'A light face oil.\n\nCold-pressed rosehip for an even tone.',
  category: 'Skincare',
  stock: 7,
  ...overrides,
});

describe(`SEO in the served HTML on ${TEST_ENGINE}`, () => {
  let server: TestServer;
  const page = (path: string) => fetch(`${server.url}${path}`);
  const docs = () => serverDocuments(server.app);

  beforeAll(async () => {
    server = await startTestServerWithWebDist({ env: { PUBLIC_URL } });
    await storeFileAsServer(server.app, {
      bucketId: 'product-images',
      fileId: 'rosehip-oil',
      name: 'rosehip-oil.png',
      bytes: await makeImage('png', 400, 400),
    });
    await docs().create('products', { documentId: 'rosehip-oil', data: { ...product(), imageFileId: 'rosehip-oil' } });
    await docs().create('products', {
      documentId: 'sold-out-balm',
      data: product({ name: 'Sold Out Balm', price: 9, stock: 0, imageUrl: '/images/balm.png' }),
    });
    await docs().create('products', {
      documentId: 'nasty',
      data: product({ name: NASTY_NAME, description: '</script><!-- "quoted" & <b>bold</b>', stock: null }),
    });
  });
  afterAll(() => server.close());

  it('describes a product: title, description, canonical without the query, Open Graph, Twitter and Product JSON-LD', async () => {
    const response = await page('/product/rosehip-oil?utm_source=newsletter&ref=abc');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    const head = readHead(html);
    const url = `${PUBLIC_URL}/product/rosehip-oil`;
    const image = `${PUBLIC_URL}/v1/storage/buckets/product-images/files/rosehip-oil/preview?width=1200&height=1200&output=jpg&quality=82&project=pura`;
    expect(head.title).toBe('Rosehip Face Oil — Pura');
    expect(head.meta('description')).toBe('A light face oil. Cold-pressed rosehip for an even tone.');
    expect(head.canonical).toBe(url);
    expect(head.canonicalCount).toBe(1);
    expect(head.meta('og:title')).toBe('Rosehip Face Oil — Pura');
    expect(head.meta('og:description')).toBe('A light face oil. Cold-pressed rosehip for an even tone.');
    expect(head.meta('og:url')).toBe(url);
    expect(head.meta('og:type')).toBe('product');
    expect(head.meta('og:site_name')).toBe('Pura');
    expect(head.meta('og:image')).toBe(image);
    expect(head.meta('twitter:card')).toBe('summary_large_image');
    expect(head.meta('twitter:title')).toBe('Rosehip Face Oil — Pura');
    expect(head.meta('twitter:image')).toBe(image);
    expect(head.meta('robots')).toBeUndefined();
    expect(head.jsonLd).toEqual([
      expect.objectContaining({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'Rosehip Face Oil',
        description: product().description,
        image: [image],
        sku: 'rosehip-oil',
        brand: { '@type': 'Brand', name: 'Pura' },
        offers: expect.objectContaining({
          '@type': 'Offer',
          price: '24.50',
          priceCurrency: 'EUR',
          availability: 'https://schema.org/InStock',
          url,
        }),
      }),
    ]);
    // Still the SPA: its root element and runtime config are there.
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<script type="application/json" id="pura-config">');
    expect(html).toContain('/assets/index-abc123.js');
  });

  it('gives a reviewed product the AggregateRating of its reviews, and an unreviewed one none', async () => {
    const review = (userId: string, rating: number) =>
      docs().create('reviews', { data: { productId: 'sold-out-balm', userId, rating, text: 'Soft.' }, permissions: ['read("any")'] });
    await review('reviewer-1', 5);
    await review('reviewer-2', 4);
    const reviewed = readHead(await (await page('/product/sold-out-balm')).text()).jsonLd[0];
    expect(reviewed).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: '4.5', reviewCount: 2, bestRating: 5, worstRating: 1 },
    });
    const unreviewed = readHead(await (await page('/product/rosehip-oil')).text()).jsonLd[0];
    expect(unreviewed).not.toHaveProperty('aggregateRating');
  });

  it('names a preview image that anyone can load, as a 1200 px JPEG', async () => {
    const image = readHead(await (await page('/product/rosehip-oil')).text()).meta('og:image') ?? '';
    const response = await fetch(image.replace(PUBLIC_URL, server.url));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(1200);
  });

  it('marks an out-of-stock product and makes its own image URL absolute', async () => {
    const response = await page('/product/sold-out-balm');
    const head = readHead(await response.text());
    expect(head.meta('og:image')).toBe(`${PUBLIC_URL}/images/balm.png`);
    expect(head.jsonLd[0]).toMatchObject({ offers: { price: '9.00', availability: 'https://schema.org/OutOfStock' } });
    expect(head.meta('product:availability')).toBe('out of stock');
  });

  it('escapes names and descriptions: a </script> or quotes cannot break out of the head', async () => {
    const html = await (await page('/product/nasty')).text();
    const head = readHead(html);
    expect(head.title).toBe(`${NASTY_NAME} — Pura`);
    expect(head.meta('og:title')).toBe(`${NASTY_NAME} — Pura`);
    expect(head.jsonLd[0]).toMatchObject({ name: NASTY_NAME, description: '</script><!-- "quoted" & <b>bold</b>' });
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('<!--');
    // Exactly the scripts the page is built with: JSON-LD, the module entry and the runtime config.
    expect(html.match(/<script/g)).toHaveLength(3);
    expect(html.match(/<\/script>/g)).toHaveLength(3);
  });

  it('answers an unknown product with the SPA, status 404 and noindex', async () => {
    for (const id of ['no-such-product', 'x'.repeat(80), '%3Cscript%3E']) {
      const response = await page(`/product/${id}`);
      expect(response.status, id).toBe(404);
      const html = await response.text();
      const head = readHead(html);
      expect(head.title).toBe('Product Not Found — Pura');
      expect(head.meta('robots')).toBe('noindex');
      expect(head.canonicalCount).toBe(0);
      expect(head.jsonLd).toEqual([]);
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('<script>');
    }
  });

  it('answers a path that is no page with the not-found page and a real 404, and every page path with 200', async () => {
    for (const pathname of ['/anything', '/faq-old', '/product', '/admin/unknown', '/shop/extra/segments']) {
      const response = await page(pathname);
      expect(response.status, pathname).toBe(404);
      const head = readHead(await response.text());
      expect(head.title, pathname).toBe('Page not found — Pura');
      expect(head.meta('robots'), pathname).toBe('noindex');
    }
    // Pages the browser renders (guarded or client-only) still get the app, not a 404.
    for (const pathname of ['/profile', '/checkout', '/admin/orders/abc', '/auth/success', '/Shop', '/about/']) {
      expect((await page(pathname)).status, pathname).toBe(200);
    }
  });

  it('shows a product change at once (the cached head is dropped on change)', async () => {
    expect(readHead(await (await page('/product/rosehip-oil')).text()).jsonLd[0]).toMatchObject({ offers: { price: '24.50' } });
    await docs().update('products', 'rosehip-oil', { data: { price: 19.99, stock: 0 } });
    expect(readHead(await (await page('/product/rosehip-oil')).text()).jsonLd[0]).toMatchObject({
      offers: { price: '19.99', availability: 'https://schema.org/OutOfStock' },
    });
    await docs().update('products', 'rosehip-oil', { data: { price: 24.5, stock: 7 } });
    await docs().create('products', { documentId: 'brand-new', data: product({ name: 'Brand New Mist' }) });
    expect((await page('/product/brand-new')).status).toBe(200);
    await docs().delete('products', 'brand-new');
    expect((await page('/product/brand-new')).status).toBe(404);
  });

  it('describes the home page with Organization and WebSite JSON-LD', async () => {
    const head = readHead(await (await page('/?utm_campaign=x')).text());
    expect(head.title).toBe('Pura — Organic Vegan Skincare & Haircare');
    expect(head.meta('description')).toMatch(/^Organic, vegan, cruelty-free skincare/);
    expect(head.canonical).toBe(`${PUBLIC_URL}/`);
    expect(head.meta('og:type')).toBe('website');
    expect(head.meta('og:image')).toBe(`${PUBLIC_URL}/Pura.png`);
    const graph = (head.jsonLd[0]?.['@graph'] ?? []) as Array<Record<string, unknown>>;
    expect(graph.map((node) => node['@type'])).toEqual(['Organization', 'WebSite']);
    expect(graph[0]).toMatchObject({ name: 'Pura', url: `${PUBLIC_URL}/` });
  });

  it('describes the shop with an ItemList of every product, canonical without search or filter', async () => {
    const head = readHead(await (await page('/shop?q=rose&category=Skincare')).text());
    expect(head.title).toBe('Shop — Pura');
    expect(head.canonical).toBe(`${PUBLIC_URL}/shop`);
    expect(head.meta('og:url')).toBe(`${PUBLIC_URL}/shop`);
    const list = head.jsonLd[0] as { '@type': string; itemListElement: Array<{ position: number; url: string; name: string }> };
    expect(list['@type']).toBe('ItemList');
    expect(list.itemListElement.map((item) => item.url).sort()).toEqual(
      ['nasty', 'rosehip-oil', 'sold-out-balm'].map((id) => `${PUBLIC_URL}/product/${id}`),
    );
    expect(list.itemListElement.map((item) => item.position)).toEqual([1, 2, 3]);
  });

  it('keeps the built title and description on the other routes', async () => {
    for (const path of ['/about', '/contact', '/quiz/skincare']) {
      const response = await page(path);
      expect(response.status).toBe(200);
      const head = readHead(await response.text());
      expect(head.title).toBe('Pura — Organic Vegan Skincare & Haircare');
      expect(head.meta('description')).toBe('The default description.');
    }
  });

  it('serves robots.txt: everything allowed but the private and technical paths, and the sitemap', async () => {
    const response = await page('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = (await response.text()).split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/admin', '/profile', '/checkout', '/payment-success', '/newsletter-debug', '/api/', '/v1/']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    // The cart is in the browser: a crawler sees an empty one, and it may (SEO 100 on /cart, decision 012).
    expect(lines).not.toContain('Disallow: /cart');
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('serves sitemap.xml: the public pages and every product with its lastmod', async () => {
    const response = await page('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const path of ['/', '/shop', '/about', '/ingredients', '/contact', '/privacy', '/terms', '/quiz/skincare', '/quiz/haircare']) {
      expect(locs).toContain(`${PUBLIC_URL}${path}`);
    }
    for (const id of ['rosehip-oil', 'sold-out-balm', 'nasty']) {
      const stored = await docs().get('products', id);
      expect(xml).toContain(
        `<url><loc>${PUBLIC_URL}/product/${id}</loc><lastmod>${new Date(stored?.$updatedAt ?? '').toISOString()}</lastmod></url>`,
      );
    }
    for (const hidden of ['/admin', '/profile', '/cart', '/checkout', '/newsletter-debug'])
      expect(locs).not.toContain(`${PUBLIC_URL}${hidden}`);
  });
});

describe(`DEBUG_PAGES=false on ${TEST_ENGINE}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServerWithWebDist({ env: { DEBUG_PAGES: 'false' } });
  });
  afterAll(() => server.close());

  it('answers /newsletter-debug with the SPA, status 404 and noindex', async () => {
    const response = await fetch(`${server.url}/newsletter-debug`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(readHead(html).meta('robots')).toBe('noindex');
    expect(html).toContain('"debugPages":false');
  });
});
