import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from '../../http/route-schemas.ts';
import type { RoutePreloads } from './route-preloads.ts';

/** Paths one request may ask about: a screenful of links, with room to spare. */
const MAX_ROUTE_MODULE_PATHS = 20;
const MAX_PATH_LENGTH = 512;

const NAME_PATHS = 'Name one or more page paths, such as paths[]=/shop.';
const isPagePathText = (item: unknown) => typeof item === 'string' && item.startsWith('/') && item.length <= MAX_PATH_LENGTH;

/** `paths` (one or repeated), each a page path, asked about once. */
const routeModulesQuery = z.object({
  paths: z.preprocess(
    (paths) => (typeof paths === 'string' ? [paths] : paths),
    z
      .array(z.unknown(), { error: NAME_PATHS })
      .min(1, NAME_PATHS)
      .max(MAX_ROUTE_MODULE_PATHS, `Ask about at most ${MAX_ROUTE_MODULE_PATHS} pages at a time.`)
      .refine((list) => list.every(isPagePathText), `Each path must start with / and be at most ${MAX_PATH_LENGTH} characters long.`)
      .transform((list) => [...new Set(list as string[])]),
  ),
});

/**
 * GET /api/route-modules?paths[]=/shop&paths[]=/about (decision 012, route prefetch): for each page
 * path, the modules a running app still has to load to open it, so the browser can fetch them
 * with `<link rel="prefetch">` — at idle priority, without running them — while a link to the
 * page is on screen. Read from the build's manifest, which itself stays private.
 */
export function registerRouteModules(app: FastifyInstance, preloads: RoutePreloads): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/route-modules', { schema: { querystring: routeModulesQuery } }, async (request, reply) => {
      const { paths } = request.query;
      const modules = Object.fromEntries(paths.map((pathname) => [pathname, preloads.routeModulesForPath(pathname)]));
      // The same for every visitor until the next build; a deploy restarts the server.
      return reply.header('cache-control', 'public, max-age=300').send({ modules });
    });
}
