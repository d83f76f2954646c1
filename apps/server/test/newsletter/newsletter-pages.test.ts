import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, TEST_ENGINE, startTestServer } from '../helpers/test-server.ts';
import { createWebDist } from '../seo/web-dist-fixture.ts';
import { SHOP_FONT_SOURCES } from '../../src/shop/newsletter/newsletter-pages.ts';

/** The pages the newsletter mails link to look like the shop: its self-hosted fonts, no Georgia. */

const MANIFEST = {
  'index.html': { file: 'assets/index-abc123.js', isEntry: true, assets: ['assets/inter-Ab12.woff2', 'assets/fraunces-Cd34.woff2'] },
  [SHOP_FONT_SOURCES.inter]: { file: 'assets/inter-Ab12.woff2', src: SHOP_FONT_SOURCES.inter },
  [SHOP_FONT_SOURCES.fraunces]: { file: 'assets/fraunces-Cd34.woff2', src: SHOP_FONT_SOURCES.fraunces },
};

const PAGES = ['/newsletter/confirmed', '/newsletter/confirmed?status=invalid', '/newsletter/unsubscribed', '/api/newsletter/unsubscribe?token=some-token'];

describe(`newsletter pages on ${TEST_ENGINE}`, () => {
  let built: TestServer;
  let unbuilt: TestServer;
  const removals: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    const web = await createWebDist({ manifest: MANIFEST });
    await mkdir(path.join(web.dir, 'assets'));
    await writeFile(path.join(web.dir, 'assets', 'inter-Ab12.woff2'), 'wOF2 inter');
    await writeFile(path.join(web.dir, 'assets', 'fraunces-Cd34.woff2'), 'wOF2 fraunces');
    const bare = await createWebDist();
    removals.push(web.remove, bare.remove);
    built = await startTestServer({ WEB_DIST: web.dir });
    unbuilt = await startTestServer({ WEB_DIST: bare.dir });
  });
  afterAll(async () => {
    await built.close();
    await unbuilt.close();
    await Promise.all(removals.map((remove) => remove()));
  });

  it.each(PAGES)('%s uses the shop’s Inter and Fraunces from this origin, and no Georgia', async (page) => {
    const response = await fetch(`${built.url}${page}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("font-src 'self'");
    const html = await response.text();
    expect(html).toContain(`@font-face{font-family:'Inter Variable';src:url("/assets/inter-Ab12.woff2") format('woff2')`);
    expect(html).toContain(`@font-face{font-family:'Fraunces Variable';src:url("/assets/fraunces-Cd34.woff2") format('woff2')`);
    expect(html).toContain("body{margin:0;font-family:'Inter Variable','Inter Fallback'");
    expect(html).toContain("h1{margin:0 0 .75rem;font-family:'Fraunces Variable','Fraunces Fallback'");
    expect(html).toContain('<link rel="preload" href="/assets/inter-Ab12.woff2" as="font" type="font/woff2" crossorigin>');
    expect(html).not.toMatch(/georgia/i);
    // Light and self-contained: no script, nothing fetched from another origin.
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/(?:https?:)?\/\/[a-z]/i);
  });

  it('serves the fonts the pages name', async () => {
    const html = await (await fetch(`${built.url}/newsletter/unsubscribed`)).text();
    const urls = [...html.matchAll(/url\("([^"]+)"\)/g)].map((match) => match[1]);
    expect(urls).toEqual(['/assets/inter-Ab12.woff2', '/assets/fraunces-Cd34.woff2']);
    for (const url of urls) {
      const font = await fetch(`${built.url}${url}`);
      expect(font.status).toBe(200);
      expect(await font.text()).toMatch(/^wOF2/);
    }
  });

  it('falls back to the shop’s local fallback fonts without a web build, still without Georgia', async () => {
    const html = await (await fetch(`${unbuilt.url}/newsletter/confirmed`)).text();
    expect(html).toContain('Subscription confirmed');
    expect(html).not.toContain("font-family:'Inter Variable';src:");
    expect(html).toContain("@font-face{font-family:'Inter Fallback'");
    expect(html).toContain("body{margin:0;font-family:'Inter Variable','Inter Fallback'");
    expect(html).not.toMatch(/georgia/i);
  });

  it('reads font files that the web app has (a rename there would drop the fonts here)', () => {
    const webRoot = fileURLToPath(new URL('../../../web/', import.meta.url));
    for (const source of Object.values(SHOP_FONT_SOURCES)) expect(existsSync(path.join(webRoot, source)), source).toBe(true);
  });
});
