// Bundle: gzip bytes of JS and CSS per route chunk and of each page's initial load, read from the
// Vite manifest. A page's initial load is the entry's static import graph, the app's (the entry
// imports src/app/start.tsx dynamically — after the first paint on a server-rendered page — but
// no page is interactive without it) and its route chunks': what the browser must fetch before
// the page works. Other dynamic imports are left out.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { WEB_DIST } from '../lib/paths.mjs';

const ROUTES_DIR = 'src/app/routes/';
const APP_MODULE = 'src/app/start.tsx';
// Route modules whose page is nested in another route module's layout.
const PARENT_ROUTE = {
  'admin-dashboard': 'admin',
  'admin-products': 'admin',
  'admin-orders': 'admin',
  'admin-order': 'admin',
  'admin-subscribers': 'admin',
  'admin-messages': 'admin',
};
// Pages allowed to load Stripe.js (docs/product.md checkout) — nowhere else.
const STRIPE_PAGES = new Set(['checkout', 'payment-success']);

export async function measureBundle() {
  const manifest = JSON.parse(await readFile(path.join(WEB_DIST, '.vite/manifest.json'), 'utf8'));
  const files = new Map();
  const fileInfo = async (file) => {
    if (!files.has(file)) {
      const bytes = await readFile(path.join(WEB_DIST, file));
      files.set(file, { gzip: gzipSync(bytes, { level: 9 }).length, stripe: bytes.includes('js.stripe.com') });
    }
    return files.get(file);
  };
  // Every chunk reachable through static imports, the chunk itself included.
  const graphOf = (key, seen = new Set()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) graphOf(imported, seen);
    return seen;
  };
  const sizeOf = async (keys) => {
    let js = 0;
    let css = 0;
    let stripe = false;
    let admin = false;
    const cssFiles = new Set();
    for (const key of keys) {
      const chunk = manifest[key];
      const info = await fileInfo(chunk.file);
      js += info.gzip;
      stripe ||= info.stripe;
      admin ||= /(^|\/)admin/.test(chunk.src ?? chunk.name ?? '') || /^_?admin-/.test(key);
      for (const file of chunk.css ?? []) cssFiles.add(file);
    }
    for (const file of cssFiles) css += (await fileInfo(file)).gzip;
    return { js, css, stripe, admin };
  };

  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const entryGraph = graphOf(entryKey);
  if (manifest[APP_MODULE]) graphOf(APP_MODULE, entryGraph);
  const entry = await sizeOf(entryGraph);
  const routes = [];
  for (const key of Object.keys(manifest).filter((k) => k.startsWith(ROUTES_DIR) && manifest[k].isDynamicEntry)) {
    const name = path.basename(key, '.tsx');
    const own = await sizeOf([key]);
    const graph = new Set(entryGraph);
    for (const routeName of [PARENT_ROUTE[name], name].filter(Boolean)) graphOf(`${ROUTES_DIR}${routeName}.tsx`, graph);
    const initial = await sizeOf(graph);
    const isAdmin = name.startsWith('admin');
    routes.push({
      route: name,
      chunkJs: own.js,
      chunkCss: own.css,
      initialJs: initial.js,
      initialCss: initial.css,
      stripeLoaded: initial.stripe,
      stripeAllowed: STRIPE_PAGES.has(name),
      adminCodeLoaded: !isAdmin && initial.admin,
    });
  }
  routes.sort((a, b) => a.route.localeCompare(b.route));
  return { entry: { js: entry.js, css: entry.css, chunks: entryGraph.size }, routes };
}
