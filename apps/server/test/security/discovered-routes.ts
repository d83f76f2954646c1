import type { FastifyInstance } from 'fastify';

/** One method + path the running app answers, e.g. `POST /v1/account/sessions/email`. */
export interface DiscoveredRoute {
  method: string;
  /** The path pattern with Fastify parameters, e.g. `/v1/storage/buckets/:bucketId/files`. */
  path: string;
  /** `${method} ${path}`: the key of the expectation tables. */
  key: string;
}

const LINE = /^((?:[│ ] {3})*)(?:[├└]── )(.+?)(?: \(([A-Z, ]+)\))?$/u;

/**
 * Every route of the built app, read from `printRoutes({ commonPrefix: false })` so that a
 * route added by anyone later is covered by the security suites without editing them. The
 * printout is Fastify's radix tree: each line's text is appended to its parent's path (so
 * `verification` + `s/email` is `verifications/email`); HEAD twins of GET are left out.
 */
export function discoverRoutes(app: FastifyInstance): DiscoveredRoute[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const routes: DiscoveredRoute[] = [];
  for (const line of tree.split('\n')) {
    if (!line.trim()) continue;
    const match = LINE.exec(line);
    if (!match) throw new Error(`cannot read route line ${JSON.stringify(line)}; has Fastify's printRoutes format changed?`);
    const [, indent = '', segment = '', methods] = match;
    const depth = indent.length / 4;
    stack.length = depth;
    const parent = stack[depth - 1] ?? '';
    const path = parent === '/' ? `/${segment}` : `${parent}${segment}`;
    stack[depth] = path;
    for (const method of methods?.split(',').map((m) => m.trim()) ?? []) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      routes.push({ method, path, key: `${method} ${path}` });
    }
  }
  return routes;
}

/** The routes under /v1 or /api: the HTTP API the security suites cover. */
export function apiRoutes(app: FastifyInstance): DiscoveredRoute[] {
  return discoverRoutes(app).filter((route) => route.path.startsWith('/v1/') || route.path.startsWith('/api/'));
}

/**
 * The route a concrete path reaches, as the router picks it: a static segment wins over a
 * parameter. Undefined when no route answers it.
 */
export function routeAt(routes: readonly DiscoveredRoute[], method: string, path: string): DiscoveredRoute | undefined {
  const segments = path.split('/');
  const matches = routes.filter((route) => {
    const pattern = route.path.split('/');
    return (
      route.method === method &&
      pattern.length === segments.length &&
      pattern.every((part, i) => (part.startsWith(':') ? segments[i] !== '' : part === segments[i]))
    );
  });
  // Compare segment by segment: the first place one route is static and the other a parameter decides.
  return matches.sort((a, b) => {
    const [pa, pb] = [a.path.split('/'), b.path.split('/')];
    for (let i = 0; i < pa.length; i++) {
      const [sa, sb] = [pa[i]?.startsWith(':') ?? false, pb[i]?.startsWith(':') ?? false];
      if (sa !== sb) return sa ? 1 : -1;
    }
    return 0;
  })[0];
}
