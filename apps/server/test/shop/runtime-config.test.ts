import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from '../helpers/test-server.ts';
import { createWebDist, startTestServerWithWebDist } from '../seo/web-dist-fixture.ts';

/**
 * The web app's cart shows tax at the rate the server charges: the shop settings' rate, which a
 * new database takes from TAX_RATE, reaches it through the public runtime config, both from
 * /api/config and embedded in every served page.
 */
describe('public runtime config: tax rate', () => {
  let web: Awaited<ReturnType<typeof createWebDist>>;
  let taxed: TestServer;
  let standard: TestServer;

  beforeAll(async () => {
    web = await createWebDist();
    taxed = await startTestServer({ WEB_DIST: web.dir, TAX_RATE: '19.5' });
    standard = await startTestServer({ WEB_DIST: web.dir });
  });

  afterAll(async () => {
    await taxed?.close();
    await standard?.close();
    await web?.remove();
  });

  it('serves TAX_RATE in basis points, 8 % by default', async () => {
    const config = (await (await fetch(`${taxed.url}/api/config`)).json()) as { shop: { pricing: Record<string, unknown> } };
    expect(config.shop.pricing.taxRateBasisPoints).toBe(1950);
    const defaults = (await (await fetch(`${standard.url}/api/config`)).json()) as { shop: { pricing: Record<string, unknown> } };
    expect(defaults.shop.pricing.taxRateBasisPoints).toBe(800);
  });

  it('embeds it in the page the web app starts from', async () => {
    const html = await (await fetch(`${taxed.url}/cart`)).text();
    const embedded = /<script type="application\/json" id="pura-config">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(embedded ?? '{}')).toMatchObject({ shop: { pricing: { taxRateBasisPoints: 1950 } } });
  });
});

/** A server-rendered page writes the shop's own origin (a quiz result's share link) before the browser runs. */
describe('public runtime config: public origin', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServerWithWebDist({ env: { PUBLIC_URL: 'https://shop.example/some/path' } });
  });

  afterAll(() => server?.close());

  it("serves PUBLIC_URL's origin, without its path", async () => {
    const config = (await (await fetch(`${server.url}/api/config`)).json()) as Record<string, unknown>;
    expect(config.publicOrigin).toBe('https://shop.example');
  });
});
