import type { ComponentType, ReactNode } from 'react';

/** What a route shows: a component, or an element made once for it. */
export interface RouteModule {
  Component?: ComponentType;
  element?: ReactNode;
}

/**
 * One entry of the route table. `path` is relative to the parent's (a leading slash is allowed)
 * and made of static segments, `:param` segments and a final `*` that takes the rest; an `index`
 * route matches where its parent's path ends.
 */
export interface RouteObject extends RouteModule {
  path?: string;
  index?: boolean;
  children?: RouteObject[];
  /** Loads the route's module on first use: each page is its own chunk. */
  lazy?: (() => Promise<RouteModule>) | undefined;
  /** Shown instead of the app while the first page's module loads. */
  HydrateFallback?: ComponentType;
}

export type Params = Record<string, string>;

export interface RouteMatch {
  route: RouteObject;
  /** The parameters of this route and of the routes around it. */
  params: Params;
}

/**
 * The routes `pathname` shows, outermost first, or [] when none matches. The first route in table
 * order wins, so a table lists its catch-all last. Matching ignores case, as URLs typed by hand
 * ('/Shop') should still open the page.
 */
export function matchRoutes(routes: RouteObject[], pathname: string): RouteMatch[] {
  return matchSegments(routes, pathname.split('/').filter(Boolean), {}) ?? [];
}

function matchSegments(routes: RouteObject[], segments: string[], inherited: Params): RouteMatch[] | null {
  for (const route of routes) {
    if (route.index) {
      if (!segments.length) return [{ route, params: inherited }];
      continue;
    }
    const params = { ...inherited };
    const rest = consume(route.path ?? '', segments, params);
    if (!rest) continue;
    const inner = route.children && matchSegments(route.children, rest, params);
    if (inner) return [{ route, params }, ...inner];
    if (!rest.length) return [{ route, params }];
  }
  return null;
}

/** The segments left after `path`'s, with its parameters put into `params`; null when it does not fit. */
function consume(path: string, segments: string[], params: Params): string[] | null {
  const parts = path.split('/').filter(Boolean);
  for (const [i, part] of parts.entries()) {
    if (part === '*') return [];
    const segment = segments[i];
    if (segment === undefined) return null;
    if (part.startsWith(':')) params[part.slice(1)] = decode(segment);
    else if (part.toLowerCase() !== segment.toLowerCase()) return null;
  }
  return segments.slice(parts.length);
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Loads the modules of lazy routes among `matches` onto their route objects, once for every router. */
export async function loadRouteModules(matches: RouteMatch[]): Promise<void> {
  await Promise.all(
    matches.map(async ({ route }) => {
      if (route.lazy) Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}
