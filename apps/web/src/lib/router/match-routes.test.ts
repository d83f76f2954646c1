import { describe, expect, it } from 'vitest';
import { type RouteObject, loadRouteModules, matchRoutes } from './match-routes';

const Page = () => null;
const routes: RouteObject[] = [
  {
    path: '/',
    Component: Page,
    children: [
      { index: true, element: 'home' },
      { path: 'shop', element: 'shop' },
      { path: 'product/:id', element: 'product' },
      { path: 'auth/success', element: 'auth success' },
      {
        path: 'admin',
        element: 'admin',
        children: [
          { index: true, element: 'dashboard' },
          { path: 'orders/:orderId', element: 'order' },
        ],
      },
      { path: 'layout-only', element: 'layout', children: [{ path: 'child', element: 'child' }] },
      { path: '*', element: 'not found' },
    ],
  },
];

const shown = (pathname: string) => matchRoutes(routes, pathname).map(({ route }) => route.element ?? 'root');
const paramsAt = (pathname: string) => matchRoutes(routes, pathname).at(-1)?.params;

describe('matchRoutes', () => {
  it.each([
    ['/', ['root', 'home']],
    ['/shop', ['root', 'shop']],
    ['/shop/', ['root', 'shop']],
    ['/Shop', ['root', 'shop']],
    ['/product/rose-oil', ['root', 'product']],
    ['/auth/success', ['root', 'auth success']],
    ['/admin', ['root', 'admin', 'dashboard']],
    ['/admin/orders/o-1', ['root', 'admin', 'order']],
    // A layout whose path is the whole URL shows with an empty outlet.
    ['/layout-only', ['root', 'layout']],
    ['/layout-only/child', ['root', 'layout', 'child']],
    ['/product', ['root', 'not found']],
    ['/admin/nope', ['root', 'not found']],
    ['/a/b/c', ['root', 'not found']],
  ])('%s shows %j', (pathname, expected) => {
    expect(shown(pathname)).toEqual(expected);
  });

  it('decodes parameters and passes them down to nested routes', () => {
    expect(paramsAt('/product/caf%C3%A9-balm')).toEqual({ id: 'café-balm' });
    expect(paramsAt('/product/100%')).toEqual({ id: '100%' });
    expect(paramsAt('/admin/orders/o-7')).toEqual({ orderId: 'o-7' });
  });

  it('matches top-level routes written with a leading slash, and nothing without a catch-all', () => {
    const flat: RouteObject[] = [
      { path: '/login', element: 'login' },
      { path: '/quiz/skincare', element: 'quiz' },
    ];
    expect(matchRoutes(flat, '/quiz/skincare').map(({ route }) => route.element)).toEqual(['quiz']);
    expect(matchRoutes(flat, '/')).toEqual([]);
  });
});

describe('loadRouteModules', () => {
  it('puts each lazy module on its route once', async () => {
    const route: RouteObject = { path: 'lazy', lazy: () => Promise.resolve({ Component: Page }) };
    await loadRouteModules(matchRoutes([route], '/lazy'));
    expect(route).toMatchObject({ Component: Page, lazy: undefined });
  });
});
