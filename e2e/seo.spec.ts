import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { PROJECT } from './support/admin-api.ts';

// Issue 5 item 8: crawlers and link previews read the title, description, canonical URL, Open
// Graph and Product JSON-LD from the served HTML, without running JavaScript.

interface ProductDoc {
  $id: string;
  name: string;
  price: number;
  stock: number | null;
}

async function firstProduct(request: APIRequestContext): Promise<ProductDoc> {
  const limit = encodeURIComponent(JSON.stringify({ method: 'limit', values: [1] }));
  const response = await request.get(`/v1/databases/shop/collections/products/documents?queries[0]=${limit}`, { headers: PROJECT });
  expect(response.ok()).toBe(true);
  const [product] = ((await response.json()) as { documents: ProductDoc[] }).documents;
  if (!product) throw new Error('the e2e server has no products (is SEED_CATALOGUE off?)');
  return product;
}

const decode = (text: string) => text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

function metaContent(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:name|property)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html);
  return match?.[1] === undefined ? undefined : decode(match[1]);
}

test.describe('SEO without JavaScript', () => {
  test('a product page carries its title, description, canonical URL, Open Graph image and Product JSON-LD', async ({ request, baseURL }) => {
    const product = await firstProduct(request);
    const response = await request.get(`/product/${product.$id}?utm_source=e2e`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const url = `${baseURL}/product/${product.$id}`;

    expect(decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '')).toBe(`${product.name} — Pura`);
    expect(metaContent(html, 'description')?.length).toBeGreaterThan(20);
    expect(html).toContain(`<link rel="canonical" href="${url}" />`);
    expect(metaContent(html, 'og:title')).toBe(`${product.name} — Pura`);
    expect(metaContent(html, 'og:url')).toBe(url);
    expect(metaContent(html, 'og:type')).toBe('product');
    expect(metaContent(html, 'og:site_name')).toBe('Pura');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');

    const image = metaContent(html, 'og:image') ?? '';
    expect(image).toMatch(new RegExp(`^${baseURL}/v1/storage/buckets/product-images/files/[^/]+/preview\\?`));
    const preview = await request.get(image);
    expect(preview.status()).toBe(200);
    expect(preview.headers()['content-type']).toBe('image/jpeg');

    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? ''));
    expect(jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'Product',
        name: product.name,
        sku: product.$id,
        image: [image],
        brand: { '@type': 'Brand', name: 'Pura' },
        offers: expect.objectContaining({
          price: product.price.toFixed(2),
          priceCurrency: 'EUR',
          availability: product.stock === 0 ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
          url,
        }),
      }),
    ]);
  });

  test('a browser without JavaScript sees the same title, and with JavaScript the page keeps it', async ({ browser, page }) => {
    const product = await firstProduct(page.request);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const noScript = await context.newPage();
    await noScript.goto(`/product/${product.$id}`);
    await expect(noScript).toHaveTitle(`${product.name} — Pura`);
    await context.close();

    await page.goto(`/product/${product.$id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page).toHaveTitle(`${product.name} — Pura`);
  });

  test('an unknown product answers 404 with noindex, and the SPA still shows Product Not Found', async ({ request, page }) => {
    const response = await request.get('/product/no-such-product-e2e');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(metaContent(html, 'robots')).toBe('noindex');
    expect(html).not.toContain('rel="canonical"');
    await page.goto('/product/no-such-product-e2e');
    await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
  });

  test('the home page and the shop describe themselves; sitemap.xml and robots.txt are served', async ({ request, baseURL }) => {
    const home = await (await request.get('/')).text();
    expect(home).toContain(`<link rel="canonical" href="${baseURL}/" />`);
    expect(home).toContain('"@type":"Organization"');
    const shop = await (await request.get('/shop?q=serum')).text();
    expect(shop).toContain(`<link rel="canonical" href="${baseURL}/shop" />`);
    expect(shop).toContain('"@type":"ItemList"');

    const product = await firstProduct(request);
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toBe('application/xml; charset=utf-8');
    const xml = await sitemap.text();
    expect(xml).toContain(`<loc>${baseURL}/quiz/haircare</loc>`);
    expect(xml).toMatch(new RegExp(`<url><loc>${baseURL}/product/${product.$id}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T[^<]+</lastmod></url>`));

    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /checkout');
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });
});
