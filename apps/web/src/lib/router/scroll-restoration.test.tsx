import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { createBrowserRouter } from './browser-router';
import { Link } from './link';
import type { RouteObject } from './match-routes';
import { Outlet, RouterProvider } from './router-provider';
import { ScrollRestoration } from './scroll-restoration';

function Layout() {
  return (
    <>
      <Link to="/">Home</Link>
      <Link to="/about">About</Link>
      <Link to="/about#team">Team</Link>
      <Link to="/slow">Slow</Link>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

const routes: RouteObject[] = [
  {
    path: '/',
    Component: Layout,
    children: [
      { index: true, element: <h1>Home</h1> },
      { path: 'about', element: <h1 id="team">About</h1> },
      { path: 'slow', lazy: () => slowModule },
    ],
  },
];

// A page whose code arrives when the test says.
let arriveSlowModule: () => void = () => {};
const slowModule = new Promise<{ element: ReactNode }>((resolve) => (arriveSlowModule = () => resolve({ element: <h1>Slow</h1> })));

// jsdom has no layout: the page "scrolls" by the position these record.
const scrollTo = vi.fn((_x: number, y: number) => setScrollY(y));
const scrollIntoView = vi.fn();
const setScrollY = (y: number) => Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
const original = { scrollTo: window.scrollTo };

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  sessionStorage.clear();
  setScrollY(0);
  scrollTo.mockClear();
  scrollIntoView.mockClear();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = scrollIntoView;
});

afterEach(() => {
  window.scrollTo = original.scrollTo;
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

function renderApp(options?: { serverRendered?: boolean }) {
  const router = createBrowserRouter(routes, options);
  return { router, ...render(<RouterProvider router={router} />) };
}

describe('scroll restoration', () => {
  it('opens a new page at the top, or at its #anchor', async () => {
    const user = userEvent.setup();
    renderApp();
    setScrollY(900);
    await user.click(screen.getByRole('link', { name: 'About' }));
    expect(window.location.pathname).toBe('/about');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    await user.click(screen.getByRole('link', { name: 'Team' }));
    expect(scrollIntoView).toHaveBeenCalledOnce();
  });

  it('returns Back and Forward to where the visitor was on each entry', async () => {
    const user = userEvent.setup();
    renderApp();
    setScrollY(640);
    await user.click(screen.getByRole('link', { name: 'About' }));
    setScrollY(120);
    window.history.back();
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
    window.history.forward();
    expect(await screen.findByRole('heading', { name: 'About' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 120);
  });

  it('keeps the position the page had when the visitor left it, not where it moved while the next page loaded', async () => {
    const user = userEvent.setup();
    renderApp();
    setScrollY(6236);
    await user.click(screen.getByRole('link', { name: 'Slow' }));
    // The page being left settles while the next one's code loads.
    setScrollY(4145);
    arriveSlowModule();
    expect(await screen.findByRole('heading', { name: 'Slow' })).toBeInTheDocument();
    window.history.back();
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 6236);
  });

  it('keeps the positions in sessionStorage, so a reloaded page returns to its place', () => {
    const first = renderApp();
    setScrollY(480);
    fireEvent(window, new PageTransitionEvent('pagehide'));
    first.unmount();
    scrollTo.mockClear();
    // A reload: same entry (its key is in history.state), a new document and router.
    renderApp();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 480);
  });

  it('leaves a server-rendered first page where the visitor scrolled it, and scrolls after that', async () => {
    const { router } = renderApp({ serverRendered: true });
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/about'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('leaves the scroll alone for a navigation that asks so', async () => {
    const { router } = renderApp();
    scrollTo.mockClear();
    await act(() => router.navigate('/?category=Serums', { preventScrollReset: true }));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
