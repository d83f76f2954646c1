import { describe, expect, it, vi } from 'vitest';
import { prefetchRoute, routes } from './router';

type LazyRoute = { path?: string; index?: boolean; lazy?: () => Promise<unknown>; children?: LazyRoute[] };
const children = (routes[0] as LazyRoute).children ?? [];
const route = (path: string) => children.find((r) => r.path === path)!;

describe('route prefetch (decision 012)', () => {
  it("loads the code of the page a link points to, and of its nested layout's page", () => {
    const shop = vi.spyOn(route('shop'), 'lazy');
    prefetchRoute('/shop');
    expect(shop).toHaveBeenCalledOnce();

    const admin = route('admin');
    const layout = vi.spyOn(admin, 'lazy');
    const orders = vi.spyOn(
      admin.children!.find((r) => r.path === 'orders')!,
      'lazy',
    );
    prefetchRoute('/admin/orders');
    expect(layout).toHaveBeenCalledOnce();
    expect(orders).toHaveBeenCalledOnce();
  });

  it('does nothing for a path no lazy route matches', () => {
    const lazies = children.filter((r) => r.lazy).map((r) => vi.spyOn(r, 'lazy').mockClear());
    prefetchRoute('/no-such-page');
    prefetchRoute('/products');
    for (const lazy of lazies) expect(lazy).not.toHaveBeenCalled();
  });
});
