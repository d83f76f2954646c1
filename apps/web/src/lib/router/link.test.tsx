import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Link, NavLink } from './link';
import { createMemoryRouter } from './memory-router';
import { RouterProvider } from './router-provider';

function renderAt(url: string, page: React.ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/', element: page },
      { path: '/*', element: page },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

// Records whether the app took a click over, and stops jsdom from following links it did not.
let lastClickHandled: boolean | null = null;
const recordClick = (event: MouseEvent) => {
  lastClickHandled = event.defaultPrevented;
  event.preventDefault();
};
beforeEach(() => {
  lastClickHandled = null;
  window.addEventListener('click', recordClick);
});
afterEach(() => window.removeEventListener('click', recordClick));

describe('Link', () => {
  it('is a real link that a plain click follows inside the app, with its state', async () => {
    const router = renderAt(
      '/',
      <Link to="/shop?category=Serums" state={{ from: 'home' }} className="pill" aria-label="Serums">
        Shop serums
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Serums' });
    expect(link).toHaveAttribute('href', '/shop?category=Serums');
    expect(link).toHaveClass('pill');
    await userEvent.click(link);
    expect(lastClickHandled).toBe(true);
    expect(router.state).toMatchObject({
      historyAction: 'PUSH',
      location: { pathname: '/shop', search: '?category=Serums', state: { from: 'home' } },
    });
  });

  it('replaces the entry when asked, or when it points where the visitor already is', async () => {
    const router = renderAt(
      '/',
      <>
        <Link to="/about" replace>
          About
        </Link>
        <Link to="/about">Again</Link>
      </>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(router.state).toMatchObject({ historyAction: 'REPLACE', location: { pathname: '/about' } });
    await userEvent.click(screen.getByRole('link', { name: 'Again' }));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['Cmd', { metaKey: true }],
    ['Shift', { shiftKey: true }],
    ['Alt', { altKey: true }],
    ['the middle button', { button: 1 }],
  ])('leaves a click with %s to the browser', (_name, init) => {
    const router = renderAt('/', <Link to="/shop">Shop</Link>);
    fireEvent.click(screen.getByRole('link', { name: 'Shop' }), init);
    expect(lastClickHandled).toBe(false);
    expect(router.state.location.pathname).toBe('/');
  });

  it('leaves links to another tab, downloads and a click its own handler took to the browser', () => {
    const router = renderAt(
      '/',
      <>
        <Link to="/shop" target="_blank">
          New tab
        </Link>
        <Link to="/invoice.pdf" download>
          Invoice
        </Link>
        <Link to="/shop" onClick={(event) => event.preventDefault()}>
          Handled
        </Link>
      </>,
    );
    for (const name of ['New tab', 'Invoice']) {
      fireEvent.click(screen.getByRole('link', { name }));
      expect(lastClickHandled).toBe(false);
    }
    fireEvent.click(screen.getByRole('link', { name: 'Handled' }));
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('NavLink', () => {
  const sections = (
    <>
      <NavLink to="/" end className={({ isActive }) => (isActive ? 'on' : 'off')}>
        Home
      </NavLink>
      <NavLink to="/admin" end>
        Dashboard
      </NavLink>
      <NavLink to="/admin/orders" className="tab">
        Orders
      </NavLink>
      <NavLink to="/admin/order">Prefix only</NavLink>
    </>
  );

  it('marks the link of the page on screen, and of the section it belongs to', () => {
    renderAt('/admin/orders/o-1', sections);
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveClass('tab');
    for (const name of ['Dashboard', 'Prefix only']) expect(screen.getByRole('link', { name })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveClass('off');
  });

  it('with `end`, only on its own path', () => {
    renderAt('/', sections);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveClass('on');
  });
});
