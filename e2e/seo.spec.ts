import { expect, test } from './support/test.ts';
import { listProducts } from './support/catalogue.ts';

// Decision 005 item 8: crawlers and link previews read the title from the served HTML, without running
// JavaScript. What the server writes into the head — description, canonical URL, Open Graph,
// JSON-LD, 404 with noindex, sitemap.xml, robots.txt — is tested on both engines in
// apps/server/test/seo/seo-pages.test.ts; this journey checks what only a browser shows.

test.describe('SEO without JavaScript', () => {
  test('a browser without JavaScript sees the same title, and with JavaScript the page keeps it', async ({ browser, page }) => {
    const [product] = await listProducts(page.request);
    if (!product) throw new Error('the e2e server has no products (is SEED_CATALOGUE off?)');
    const context = await browser.newContext({ javaScriptEnabled: false });
    const noScript = await context.newPage();
    await noScript.goto(`/product/${product.$id}`);
    await expect(noScript).toHaveTitle(`${product.name} — Pura`);
    await context.close();

    await page.goto(`/product/${product.$id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page).toHaveTitle(`${product.name} — Pura`);
  });
});
