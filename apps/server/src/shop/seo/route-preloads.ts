import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The part of a Vite manifest entry this module reads (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * Page paths and the route module router.tsx loads for them (apps/web/src/app/router.tsx). A page
 * not listed here is served without preloads: the entry still loads its code, one round trip later.
 */
const ROUTE_MODULES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/$/, 'home'],
  [/^\/shop\/?$/, 'shop'],
  [/^\/product\/[^/]+\/?$/, 'product'],
  [/^\/about\/?$/, 'about'],
  [/^\/ingredients\/?$/, 'ingredients'],
  [/^\/contact\/?$/, 'contact'],
  [/^\/login\/?$/, 'login'],
  [/^\/cart\/?$/, 'cart'],
  [/^\/checkout\/?$/, 'checkout'],
  [/^\/profile\/?$/, 'profile'],
  [/^\/quiz\/skincare\/?$/, 'quiz-skincare'],
  [/^\/quiz\/haircare\/?$/, 'quiz-haircare'],
  [/^\/privacy\/?$/, 'privacy'],
  [/^\/terms\/?$/, 'terms'],
];

/** The head tags that start a page's own code loading beside the entry's. */
export interface RoutePreloads {
  /** `<link rel="modulepreload">` tags for the page at `pathname` ('' when it has none). */
  forPath(pathname: string): string;
}

/**
 * Reads the build's manifest once. Without preloads the browser learns of a page's chunk only
 * after the entry has downloaded and run (entry → route chunk → its imports); with them, all of
 * it downloads at once. Chunks the entry imports statically are left out: index.html preloads them.
 */
export function createRoutePreloads(webDist: string): RoutePreloads {
  const manifestPath = path.join(webDist, '.vite', 'manifest.json');
  const manifest = existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>) : {};
  const entryChunks = staticGraph(manifest, 'index.html');
  const tagsByRoute = new Map<string, string>();
  for (const [, name] of ROUTE_MODULES) {
    const key = `src/app/routes/${name}.tsx`;
    if (!manifest[key]) continue;
    const files = [...staticGraph(manifest, key)].filter((chunk) => !entryChunks.has(chunk)).map((chunk) => manifest[chunk]?.file);
    tagsByRoute.set(name, files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`).join('\n    '));
  }
  return {
    forPath(pathname) {
      const route = ROUTE_MODULES.find(([pattern]) => pattern.test(pathname));
      return (route && tagsByRoute.get(route[1])) ?? '';
    },
  };
}

/** `key` and every chunk it imports statically, transitively. */
function staticGraph(manifest: Record<string, ManifestChunk>, key: string): Set<string> {
  const seen = new Set<string>();
  const visit = (chunk: string) => {
    if (seen.has(chunk) || !manifest[chunk]) return;
    seen.add(chunk);
    for (const next of manifest[chunk].imports ?? []) visit(next);
  };
  visit(key);
  return seen;
}
