import { PAGE_PATHS } from '@pura/core/site/page-paths';
import { describe, expect, it } from 'vitest';
import type { RouteObject } from '@/lib/router/match-routes';
import { routes } from './router';

/** Every path the route table opens a page at, as full patterns ('/admin/orders/:orderId'). */
function pagePatterns(table: RouteObject[], parent = ''): string[] {
  return table.flatMap((route) => {
    if (route.path === '*') return [];
    const path = route.index ? parent || '/' : `${parent.replace(/\/$/, '')}/${(route.path ?? '').replace(/^\//, '')}`;
    return [...(route.index ? [] : [path || '/']), ...pagePatterns(route.children ?? [], path)];
  });
}

describe('the router and the server agree on which paths are pages', () => {
  it('opens a page at exactly the paths of @pura/core/site/page-paths, so every other path is a real 404', () => {
    expect(new Set(pagePatterns(routes))).toEqual(new Set(PAGE_PATHS));
  });
});
