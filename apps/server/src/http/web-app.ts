import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { routeNotFound, sendError } from './error-handler.ts';

const HASHED_ASSET = /\/assets\//;
/**
 * Files the server reads but never sends as they are: Vite's build manifest, and index.html, the
 * template every page is made from (sent bare it would lack the runtime config and shop settings).
 */
const NOT_SERVED = /^\/(?:\.vite\/|index\.html$)/;

/** The answer for a page path (a GET with no file extension) that no route has. */
export type PageFallback = (reply: FastifyReply, pathname: string) => FastifyReply;

/**
 * Serves the built web app's files: hashed assets immutable and pre-compressed (brotli/gzip files
 * written at build time), everything else revalidated. Returns index.html, the template the
 * shop's pages are made from (shop/ssr/shop-pages.ts), or null when the web app is not built.
 */
export async function serveWebAppFiles(app: FastifyInstance, webDist: string): Promise<string | null> {
  const indexPath = path.join(webDist, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.warn({ webDist }, 'web app is not built; run `npm run build` to serve the shop');
    return null;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    index: false,
    wildcard: true,
    preCompressed: true,
    allowedPath: (pathname) => !NOT_SERVED.test(pathname),
    setHeaders(reply, filePath) {
      reply.header('cache-control', HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
  return readFileSync(indexPath, 'utf8');
}

/**
 * What answers a request no route has: under /v1 and /api the Appwrite 404; a page path (GET or
 * HEAD, no file extension) whatever the shop's pages say; anything else a plain 404.
 */
export function installNotFound(app: FastifyInstance, pageFallback: PageFallback): void {
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname.startsWith('/v1') || pathname.startsWith('/api')) return sendError(reply, routeNotFound());
    if ((request.method === 'GET' || request.method === 'HEAD') && !path.extname(pathname)) return pageFallback(reply, pathname);
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });
}
