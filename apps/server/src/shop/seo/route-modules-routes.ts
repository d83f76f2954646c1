import type { FastifyInstance } from 'fastify';
import { invalidArgument } from '../../infra/errors.ts';
import type { RoutePreloads } from './route-preloads.ts';

/** Paths one request may ask about: a screenful of links, with room to spare. */
const MAX_ROUTE_MODULE_PATHS = 20;
const MAX_PATH_LENGTH = 512;

/**
 * GET /api/route-modules?paths[]=/shop&paths[]=/about (decision 012, route prefetch): for each page
 * path, the modules a running app still has to load to open it, so the browser can fetch them
 * with `<link rel="prefetch">` — at idle priority, without running them — while a link to the
 * page is on screen. Read from the build's manifest, which itself stays private.
 */
export function registerRouteModules(app: FastifyInstance, preloads: RoutePreloads): void {
  app.get('/api/route-modules', async (request, reply) => {
    const paths = pagePaths((request.query as Record<string, unknown>).paths);
    const modules = Object.fromEntries(paths.map((pathname) => [pathname, preloads.routeModulesForPath(pathname)]));
    // The same for every visitor until the next build; a deploy restarts the server.
    return reply.header('cache-control', 'public, max-age=300').send({ modules });
  });
}

function pagePaths(input: unknown): string[] {
  const list = typeof input === 'string' ? [input] : input;
  if (!Array.isArray(list) || list.length === 0) throw invalidArgument('paths', 'Name one or more page paths, such as paths[]=/shop.');
  if (list.length > MAX_ROUTE_MODULE_PATHS) throw invalidArgument('paths', `Ask about at most ${MAX_ROUTE_MODULE_PATHS} pages at a time.`);
  for (const item of list) {
    if (typeof item !== 'string' || !item.startsWith('/') || item.length > MAX_PATH_LENGTH) {
      throw invalidArgument('paths', `Each path must start with / and be at most ${MAX_PATH_LENGTH} characters long.`);
    }
  }
  return [...new Set(list as string[])];
}
