import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter } from './memory-router';
import { type Location, type RouterHistory, createRouter } from './router';
import { deferredRoute } from './testing/deferred-route';

const Page = () => null;

describe('the router', () => {
  it('shows a page whose code is loaded at once, pushing or replacing the entry', async () => {
    const router = createMemoryRouter([
      { path: '/', Component: Page },
      { path: '/shop', Component: Page },
    ]);
    await router.navigate('/shop?category=Serums#top', { state: { from: 'home' } });
    expect(router.state.location).toMatchObject({ pathname: '/shop', search: '?category=Serums', hash: '#top', state: { from: 'home' } });
    expect(router.state.historyAction).toBe('PUSH');
    await router.navigate('/', { replace: true });
    expect(router.state).toMatchObject({ location: { pathname: '/' }, historyAction: 'REPLACE' });
    await router.navigate(-1);
    expect(router.state).toMatchObject({ location: { pathname: '/' }, historyAction: 'POP' });
  });

  it('keeps the current page while the next one loads, then shows it', async () => {
    const shop = deferredRoute('/shop');
    const router = createMemoryRouter([{ path: '/', Component: Page }, shop.route]);
    const navigation = router.navigate('/shop');
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.navigation).toMatchObject({ state: 'loading', location: { pathname: '/shop' } });
    shop.load();
    await navigation;
    expect(router.state.location.pathname).toBe('/shop');
    expect(router.state.navigation.state).toBe('idle');
  });

  it('shows only the latest of overlapping navigations', async () => {
    const slow = deferredRoute('/slow');
    const fast = deferredRoute('/fast');
    const router = createMemoryRouter([{ path: '/', Component: Page }, slow.route, fast.route]);
    const seen: string[] = [];
    router.subscribe((state) => seen.push(state.location.pathname));
    const first = router.navigate('/slow');
    const second = router.navigate('/fast');
    fast.load();
    await second;
    slow.load();
    await first;
    expect(router.state.location.pathname).toBe('/fast');
    expect(seen).not.toContain('/slow');
  });

  it('loads the URL as a new document when a page’s code fails to load', async () => {
    const broken = deferredRoute('/shop');
    const load = vi.fn<(href: string, replace: boolean) => void>();
    const history: RouterHistory = {
      location: { pathname: '/', search: '', hash: '', state: null, key: 'first' },
      push: vi.fn(),
      replace: vi.fn(),
      go: vi.fn(),
      listen: vi.fn(),
      load,
    };
    const router = createRouter([{ path: '/', Component: Page }, broken.route], history);
    const navigation = router.navigate('/shop?q=rose');
    broken.fail(new TypeError('Failed to fetch dynamically imported module'));
    await navigation;
    expect(load).toHaveBeenCalledWith('/shop?q=rose', false);
    expect(history.push).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/');
  });

  it('follows Back and Forward', async () => {
    let onPop: (location: Location) => void = () => {};
    const router = createRouter([{ path: '/*', Component: Page }], {
      location: { pathname: '/', search: '', hash: '', state: null, key: 'first' },
      push: vi.fn(),
      replace: vi.fn(),
      go: vi.fn(),
      listen: (listener) => (onPop = listener),
    });
    onPop({ pathname: '/about', search: '', hash: '', state: null, key: 'earlier' });
    await Promise.resolve();
    expect(router.state).toMatchObject({ location: { pathname: '/about', key: 'earlier' }, historyAction: 'POP' });
  });
});
