import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_MODULES, createRoutePreloads } from '../../src/shop/seo/route-preloads.ts';
import { type TestServer, TEST_ENGINE, startTestServer } from '../helpers/test-server.ts';
import { createWebDist } from './web-dist-fixture.ts';

/** Decision 012: each page preloads its route's code beside the entry; the build manifest stays private. */

/** A manifest shaped like Vite's: the entry, three routes and the chunks they share. */
const MANIFEST = {
  'index.html': { file: 'assets/index-abc123.js', isEntry: true, imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_products-2.js': { file: 'assets/products-2.js', imports: ['_react-1.js', '_appwrite-3.js'] },
  '_appwrite-3.js': { file: 'assets/appwrite-3.js' },
  '_cart-store-4.js': { file: 'assets/cart-store-4.js', imports: ['index.html'] },
  'src/app/routes/home.tsx': { file: 'assets/home-5.js', isDynamicEntry: true, imports: ['index.html', '_products-2.js'] },
  'src/app/routes/product.tsx': {
    file: 'assets/product-6.js',
    isDynamicEntry: true,
    imports: ['index.html', '_products-2.js', '_cart-store-4.js'],
  },
  'src/app/routes/cart.tsx': { file: 'assets/cart-7.js', isDynamicEntry: true, imports: ['index.html', '_cart-store-4.js'] },
};

const preloadsOf = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);

describe(`route preloads in the served HTML on ${TEST_ENGINE}`, () => {
  let server: TestServer;
  let web: Awaited<ReturnType<typeof createWebDist>>;
  const page = async (pathname: string) => (await fetch(`${server.url}${pathname}`)).text();

  beforeAll(async () => {
    web = await createWebDist();
    await mkdir(path.join(web.dir, '.vite'));
    await writeFile(path.join(web.dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    await mkdir(path.join(web.dir, 'assets'));
    await writeFile(path.join(web.dir, 'assets', 'home-5.js'), 'export {};\n');
    server = await startTestServer({ WEB_DIST: web.dir });
  });
  afterAll(async () => {
    await server.close();
    await web.remove();
  });

  it('preloads the home route and what it imports, leaving out what the entry already loads', async () => {
    const html = await page('/');
    expect(preloadsOf(html)).toEqual(['/assets/home-5.js', '/assets/products-2.js', '/assets/appwrite-3.js']);
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
  });

  it('preloads a product page’s route, known product or not', async () => {
    const expected = ['/assets/product-6.js', '/assets/products-2.js', '/assets/appwrite-3.js', '/assets/cart-store-4.js'];
    const response = await fetch(`${server.url}/product/no-such-product?ref=mail`);
    expect(response.status).toBe(404);
    expect(preloadsOf(await response.text())).toEqual(expected);
  });

  it('preloads the route of a page the server does not describe, and nothing for an unknown one', async () => {
    expect(preloadsOf(await page('/cart'))).toEqual(['/assets/cart-7.js', '/assets/cart-store-4.js']);
    expect(preloadsOf(await page('/no-such-page'))).toEqual([]);
  });

  it('tells a running app what a link to a page still has to load, for several pages at once', async () => {
    const response = await fetch(
      `${server.url}/api/route-modules?paths[]=/cart&paths[]=/product/rose-serum&paths[]=/no-such-page&paths[]=/cart`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await response.json()).toEqual({
      modules: {
        '/cart': ['/assets/cart-7.js', '/assets/cart-store-4.js'],
        '/product/rose-serum': ['/assets/product-6.js', '/assets/products-2.js', '/assets/appwrite-3.js', '/assets/cart-store-4.js'],
        '/no-such-page': [],
      },
    });
  });

  it.each([
    ['no paths', '', 'Name one or more page paths'],
    ['a path without its leading slash', '?paths[]=shop', 'Each path must start with /'],
    ['a path too long to be a page', `?paths[]=/${'a'.repeat(600)}`, 'at most 512 characters'],
    ['too many paths', `?${Array.from({ length: 21 }, (_, i) => `paths[]=/p${i}`).join('&')}`, 'at most 20 pages'],
  ])('answers %s with a 400 that says what is wrong', async (_case, query, message) => {
    const response = await fetch(`${server.url}/api/route-modules${query}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ code: 400, type: 'general_argument_invalid', version: expect.any(String) });
    expect(body.message).toContain(message);
  });

  it('keeps the build manifest and the bare page template private, and hashed assets immutable', async () => {
    // Bodies are read to the end: an unread response keeps its connection busy, and the server's
    // close waits for busy connections.
    const manifest = await fetch(`${server.url}/.vite/manifest.json`);
    await manifest.arrayBuffer();
    expect(manifest.status).toBe(404);
    // index.html is the template pages are made from: bare, it would lack the runtime config.
    const template = await fetch(`${server.url}/index.html`);
    await template.arrayBuffer();
    expect(template.status).toBe(404);
    const asset = await fetch(`${server.url}/assets/home-5.js`);
    await asset.arrayBuffer();
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});

describe('route modules a running app still lacks', () => {
  it('leaves out what the entry and the app itself already loaded', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'pura-route-modules-'));
    try {
      await mkdir(path.join(dir, '.vite'));
      const manifest = {
        ...MANIFEST,
        'src/app/start.tsx': { file: 'assets/start-8.js', isDynamicEntry: true, imports: ['_react-1.js', '_cart-store-4.js'] },
      };
      await writeFile(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
      const preloads = createRoutePreloads(dir);
      // A first visit to the page loads the app too; a link followed in the running app does not.
      expect(preloads.modulesForPath('/cart')).toEqual(['/assets/start-8.js', '/assets/cart-store-4.js', '/assets/cart-7.js']);
      expect(preloads.routeModulesForPath('/cart')).toEqual(['/assets/cart-7.js']);
      expect(preloads.routeModulesForPath('/product/rose-serum')).toEqual([
        '/assets/product-6.js',
        '/assets/products-2.js',
        '/assets/appwrite-3.js',
      ]);
      expect(preloads.routeModulesForPath('/admin')).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('gives a page nested in a layout route the layout’s modules and its own', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'pura-route-modules-'));
    try {
      await mkdir(path.join(dir, '.vite'));
      const manifest = {
        ...MANIFEST,
        'src/app/routes/admin.tsx': { file: 'assets/admin-9.js', isDynamicEntry: true, imports: ['index.html'] },
        'src/app/routes/admin-order.tsx': {
          file: 'assets/admin-order-10.js',
          isDynamicEntry: true,
          imports: ['index.html', '_products-2.js'],
        },
      };
      await writeFile(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
      const preloads = createRoutePreloads(dir);
      const expected = ['/assets/admin-9.js', '/assets/admin-order-10.js', '/assets/products-2.js', '/assets/appwrite-3.js'];
      expect(preloads.routeModulesForPath('/admin/orders/ord_1')).toEqual(expected);
      expect(preloads.modulesForPath('/admin/orders/ord_1/')).toEqual(expected);
      // A section whose module the build lacks gets no preloads rather than half of them.
      expect(preloads.routeModulesForPath('/admin/products')).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('knows every route module of the web app', async () => {
    // not-found is part of the app itself: router.tsx imports it, it is not loaded per page.
    const routesDir = fileURLToPath(new URL('../../../web/src/app/routes/', import.meta.url));
    const modules = (await readdir(routesDir))
      .filter((file) => /^[a-z-]+\.tsx$/.test(file) && file !== 'not-found.tsx')
      .map((file) => file.replace('.tsx', ''));
    const listed = new Set(Object.values(ROUTE_MODULES).flat());
    expect(modules.length).toBeGreaterThan(20);
    expect(modules.filter((name) => !listed.has(name))).toEqual([]);
    expect([...listed].filter((name) => !modules.includes(name))).toEqual([]);
  });
});
