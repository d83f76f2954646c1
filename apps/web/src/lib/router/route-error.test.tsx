import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectConsole } from '@/test/setup';
import { Link } from './link';
import { createMemoryRouter } from './memory-router';
import { Outlet, RouterProvider } from './router-provider';
import { deferredRoute } from './testing/deferred-route';

function Broken(): never {
  throw new Error('the page broke');
}

function Layout() {
  return (
    <>
      <nav aria-label="Main">
        <Link to="/about">About</Link>
      </nav>
      <Outlet />
    </>
  );
}

describe('a route that fails', () => {
  it('shows a friendly error inside the layout, with a reload and a way home, and recovers on navigation', async () => {
    expectConsole('error', /the page broke/);
    const router = createMemoryRouter(
      [
        {
          path: '/',
          Component: Layout,
          children: [
            { path: 'broken', Component: Broken },
            { path: 'about', element: <h1>About</h1> },
          ],
        },
      ],
      { initialEntries: ['/broken'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    await userEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(screen.getByRole('heading', { level: 1, name: 'About' })).toBeInTheDocument();
  });

  it('shows the error when the first page’s code does not load (a reload of a new document could loop)', async () => {
    expectConsole('error', /Failed to fetch dynamically imported module/);
    const page = deferredRoute('/shop');
    render(<RouterProvider router={createMemoryRouter([page.route], { initialEntries: ['/shop'] })} />);
    page.fail(new TypeError('Failed to fetch dynamically imported module'));
    expect(await screen.findByRole('heading', { name: 'Oops! Something went wrong' })).toBeInTheDocument();
  });
});
