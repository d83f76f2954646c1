import { act, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { describe, expect, it } from 'vitest';
import { Link } from './link';
import { createMemoryRouter } from './memory-router';
import { Outlet, RouterProvider } from './router-provider';

describe('RouterProvider renders navigations as transitions (decision 012: interactions)', () => {
  it('keeps the page on screen while the next one is not ready, instead of showing the fallback', async () => {
    let arrive = () => undefined as void;
    const data = new Promise<void>((resolve) => (arrive = resolve));
    function Slow() {
      use(data);
      return <h1>Slow page</h1>;
    }
    function Layout() {
      return (
        <>
          <Link to="/slow">Slow</Link>
          <Suspense fallback={<p>Blank fallback</p>}>
            <Outlet />
          </Suspense>
        </>
      );
    }
    const router = createMemoryRouter([
      {
        path: '/',
        Component: Layout,
        children: [
          { index: true, element: <h1>Home</h1> },
          { path: 'slow', Component: Slow },
        ],
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();

    await act(() => router.navigate('/slow'));
    // A synchronous update (useSyncExternalStore) would have replaced the page with the fallback.
    expect(router.state.location.pathname).toBe('/slow');
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByText('Blank fallback')).not.toBeInTheDocument();

    await act(async () => arrive());
    expect(await screen.findByRole('heading', { name: 'Slow page' })).toBeInTheDocument();
  });
});
