import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type TestServer, startTestServer } from '../helpers/test-server.ts';

/** An index.html shaped like Vite's build of apps/web/index.html. */
export const FIXTURE_INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Pura — Organic Vegan Skincare & Haircare</title>
    <meta name="description" content="The default description." />
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/**
 * A small stand-in for the web build's server entry (apps/web/src/entry-server.tsx), written as
 * dist-ssr/entry-server.js: the same contract, markup simple enough to assert on. It lists the
 * products it was given, echoes its request (the quiz versions and routines as their numbers) and
 * config in `state`, and counts its renders.
 * A URL containing 'explode' always throws; 'flaky' throws on its first render only; 'hang' never
 * finishes unless the server aborts it.
 */
export const FIXTURE_SERVER_ENTRY = `
let config = null;
let renders = 0;
const failedOnce = new Set();
const escape = (text) => String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

export function configure(value) {
  config = value;
}

export async function render({ url, products, product, quiz, quizRoutines, signal }) {
  if (url.includes('explode')) throw new Error('render exploded');
  if (url.includes('flaky') && !failedOnce.has(url)) {
    failedOnce.add(url);
    throw new Error('render failed once');
  }
  if (url.includes('hang')) {
    await new Promise((_resolve, reject) => signal?.addEventListener('abort', () => reject(signal.reason), { once: true }));
  }
  renders += 1;
  const pathname = url.split('?')[0];
  const title = pathname === '/about' ? 'About Pura' : 'Rendered ' + pathname;
  const items = (products ?? []).map((p) => '<li data-id="' + escape(p.$id) + '">' + escape(p.name) + '</li>').join('');
  const main = product
    ? '<h1 data-id="' + escape(product.$id) + '">' + escape(product.name) + '</h1>'
    : '<h1>' + escape(title) + '</h1><ul>' + items + '</ul>';
  const html = '<title>' + escape(title) + ' — Pura</title><meta name="description" content="Rendered ' + escape(url) + '"/>'
    + '<main data-url="' + escape(url) + '">' + main + '</main>';
  return {
    html,
    state: {
      url, renders, projectId: config?.projectId, productNames: (products ?? []).map((p) => p.name), productId: product?.$id ?? null,
      quizVersions: quiz ? { live: quiz.live.version, linked: quiz.linked?.version ?? null, questions: quiz.live.definition.questions.length } : null,
      routineCount: quizRoutines ? quizRoutines.routines.length : null,
    },
  };
}
`;

export interface WebDistOptions {
  /** Also write the fixture server entry, so the server renders pages. */
  serverEntry?: boolean;
  /** A Vite build manifest (dist/.vite/manifest.json), so pages name their route's modules. */
  manifest?: Record<string, unknown>;
}

/**
 * A temporary WEB_DIST holding index.html (and, if asked, a manifest and a server entry), so the
 * server serves pages without a web build. It sits in a folder of its own because the server
 * looks for dist-ssr beside it.
 */
export async function createWebDist(options: WebDistOptions = {}): Promise<{ dir: string; remove(): Promise<void> }> {
  const root = await mkdtemp(path.join(tmpdir(), 'pura-web-'));
  const dir = path.join(root, 'dist');
  await mkdir(dir);
  await writeFile(path.join(dir, 'index.html'), FIXTURE_INDEX_HTML);
  if (options.manifest) {
    await mkdir(path.join(dir, '.vite'));
    await writeFile(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(options.manifest));
  }
  if (options.serverEntry) {
    await mkdir(path.join(root, 'dist-ssr'));
    await writeFile(path.join(root, 'dist-ssr', 'entry-server.js'), FIXTURE_SERVER_ENTRY);
  }
  return { dir, remove: () => rm(root, { recursive: true, force: true }) };
}

/** A test server with `env` serving a fresh fixture WEB_DIST made from `dist`; its `close()` also removes the dist. */
export async function startTestServerWithWebDist(
  options: { dist?: WebDistOptions; env?: Record<string, string> } = {},
): Promise<TestServer> {
  const web = await createWebDist(options.dist);
  const server = await startTestServer({ ...options.env, WEB_DIST: web.dir });
  return {
    ...server,
    async close() {
      await server.close();
      await web.remove();
    },
  };
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const unescape = (text: string) => text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);

/** What a crawler reads from a served page's <head>, without running any script. */
export function readHead(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const metaTags = [...head.matchAll(/<meta\s+(name|property)="([^"]+)"\s+content="([^"]*)"\s*\/?>/g)];
  const meta = (key: string) => {
    const found = metaTags.filter((m) => m[2] === key).map((m) => unescape(m[3] ?? ''));
    if (found.length > 1) throw new Error(`${key} appears ${found.length} times`);
    return found[0];
  };
  const titles = [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => unescape(m[1] ?? ''));
  if (titles.length !== 1) throw new Error(`expected one <title>, found ${titles.length}`);
  const canonical = [...head.matchAll(/<link rel="canonical" href="([^"]*)"/g)].map((m) => unescape(m[1] ?? ''));
  const jsonLd = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '') as Record<string, unknown>,
  );
  return { title: titles[0], meta, canonical: canonical[0], canonicalCount: canonical.length, jsonLd };
}
