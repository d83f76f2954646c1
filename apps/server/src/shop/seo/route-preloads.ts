import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type PagePath, pagePathOf } from '@pura/core/site/page-paths';

/** The part of a Vite manifest entry this module reads (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * The route modules router.tsx loads for each page of the web app (apps/web/src/app/router.tsx):
 * the page's own, after the layout route it is nested in. Keyed by core's page list, so a page
 * added there and not here fails the typecheck; /products and /quiz only redirect and load no
 * module of their own. route-preloads.test.ts checks that every module in apps/web/src/app/routes
 * is listed.
 */
export const ROUTE_MODULES: Readonly<Record<PagePath, readonly string[]>> = {
  '/': ['home'],
  '/shop': ['shop'],
  '/products': [],
  '/product/:id': ['product'],
  '/about': ['about'],
  '/ingredients': ['ingredients'],
  '/contact': ['contact'],
  '/login': ['login'],
  '/auth/success': ['auth-success'],
  '/auth/magic': ['magic-link'],
  '/auth/failure': ['auth-failure'],
  '/reset-password': ['reset-password'],
  '/verify-email': ['verify-email'],
  '/profile': ['profile'],
  '/cart': ['cart'],
  '/wishlist': ['wishlist'],
  '/checkout': ['checkout'],
  '/payment-success': ['payment-success'],
  '/quiz': [],
  '/quiz/skincare': ['quiz-skincare'],
  '/quiz/haircare': ['quiz-haircare'],
  '/admin': ['admin', 'admin-dashboard'],
  '/admin/products': ['admin', 'admin-products'],
  '/admin/orders': ['admin', 'admin-orders'],
  '/admin/orders/:orderId': ['admin', 'admin-order'],
  '/admin/subscribers': ['admin', 'admin-subscribers'],
  '/admin/messages': ['admin', 'admin-messages'],
  '/admin/settings': ['admin', 'admin-settings'],
  '/admin/quizzes': ['admin', 'admin-quizzes'],
  '/privacy': ['privacy'],
  '/terms': ['terms'],
  '/faq': ['faq'],
  '/shipping': ['shipping'],
  '/returns': ['returns'],
  '/newsletter-debug': ['newsletter-debug'],
};

/** The app's code a page needs beside the entry: its route's chunks and the app's own. */
export interface RoutePreloads {
  /** `<link rel="modulepreload">` tags for the page at `pathname`. */
  forPath(pathname: string): string;
  /** The same modules as root-relative URLs, for a server-rendered page to load after its first paint. */
  modulesForPath(pathname: string): string[];
  /**
   * What a running app still lacks to open the page at `pathname`: its route's modules without the
   * entry's and the app's. Empty for a page without a route module of its own.
   */
  routeModulesForPath(pathname: string): string[];
}

/** The module the entry (main.tsx) imports to start the app. */
const APP_MODULE = 'src/app/start.tsx';

/**
 * Reads the build's manifest once. Without preloads the browser learns of a page's chunks only
 * after the entry has downloaded and run (entry → app → route chunk → its imports); with them,
 * all of it downloads at once. Chunks the entry imports statically are left out: index.html
 * preloads them.
 */
export function createRoutePreloads(webDist: string): RoutePreloads {
  const manifestPath = path.join(webDist, '.vite', 'manifest.json');
  const manifest = existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>) : {};
  const entryChunks = staticGraph(manifest, 'index.html');
  const appChunks = staticGraph(manifest, APP_MODULE);
  const filesOf = (chunks: Iterable<string>) =>
    [...new Set(chunks)]
      .filter((chunk) => !entryChunks.has(chunk))
      .flatMap((chunk) => (manifest[chunk] ? [`/${manifest[chunk].file}`] : []));
  const appFiles = filesOf(appChunks);
  // Per page; a page without modules, or whose modules the build lacks, has none.
  const filesByPage = new Map<string, string[]>();
  const routeOnlyFilesByPage = new Map<string, string[]>();
  for (const [page, names] of Object.entries(ROUTE_MODULES) as Array<[PagePath, readonly string[]]>) {
    const keys = names.map((name) => `src/app/routes/${name}.tsx`);
    if (keys.length === 0 || !keys.every((key) => manifest[key])) continue;
    const routeChunks = new Set(keys.flatMap((key) => [...staticGraph(manifest, key)]));
    filesByPage.set(page, filesOf([...appChunks, ...routeChunks]));
    routeOnlyFilesByPage.set(page, filesOf([...routeChunks].filter((chunk) => !appChunks.has(chunk))));
  }
  const modulesForPath = (pathname: string) => filesByPage.get(pagePathOf(pathname) ?? '') ?? appFiles;
  return {
    modulesForPath,
    routeModulesForPath: (pathname) => routeOnlyFilesByPage.get(pagePathOf(pathname) ?? '') ?? [],
    forPath: (pathname) =>
      modulesForPath(pathname)
        .map((file) => `<link rel="modulepreload" crossorigin href="${file}" />`)
        .join('\n    '),
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
