import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

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

/** A temporary WEB_DIST holding only index.html, so the server serves pages without a web build. */
export async function createWebDist(): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pura-web-dist-'));
  await writeFile(path.join(dir, 'index.html'), FIXTURE_INDEX_HTML);
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
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
  const jsonLd = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? '') as Record<string, unknown>);
  return { title: titles[0], meta, canonical: canonical[0], canonicalCount: canonical.length, jsonLd };
}
