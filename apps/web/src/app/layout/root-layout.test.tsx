import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addItem } from '@pura/core/cart/cart-state';
import { updateCart } from '@/data/cart-store';
import { resolveRouteModules, routes } from '@/app/router';
import { expectConsole } from '@/test/setup';
import { renderRoutes } from '@/test/render';
import '@/data/testing/patient-waits';

describe('layout (docs/product.md §2 header and footer)', () => {
  it('shows the nav links, cart and sign-in entry, and the footer sections', async () => {
    renderRoutes(routes, '/about');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    for (const label of ['Home', 'Shop', 'About', 'Ingredients', 'Contact']) {
      expect(within(nav).getByRole('link', { name: label })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    // The footer's code loads after the page's (root-layout.tsx).
    const quick = await screen.findByRole('navigation', { name: 'Quick Links' });
    expect(
      within(quick)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/shop', '/shop?category=Skincare', '/shop?category=Body%20Care', '/shop?category=Lip%20Care', '/shop?category=Haircare']);
    const support = screen.getByRole('navigation', { name: 'Support' });
    // Decision 024: FAQ, Shipping and Returns open their own pages, built from the shop's policy settings.
    expect(
      within(support)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/contact', '/faq', '/shipping', '/returns']);
    for (const badge of ['100% Vegan', '100% Organic', 'Cruelty-Free', 'Sustainable Packaging']) {
      expect(screen.getByText(badge)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
  });

  it('lets the skip link move the focus into the main content', async () => {
    renderRoutes(routes, '/about');
    const skip = await screen.findByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveAttribute('href', '#main');
    // A fragment link focuses its target only when the target can take the focus.
    expect(screen.getByRole('main')).toHaveAttribute('tabindex', '-1');
  });

  it('moves the focus to the new page’s heading when a link opens it in the app', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/about');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    within(nav).getByRole('link', { name: 'Ingredients' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'What goes into Pura' })).toHaveFocus();
  });

  it('shows the cart badge with the sum of quantities only when above 0', async () => {
    renderRoutes(routes, '/about');
    expect(await screen.findByRole('link', { name: 'Cart' })).toBeInTheDocument();
    const product = { id: 'p1', name: 'Serum', price: 10, image: '', category: 'Skincare', stock: 5 };
    const limit = { maxPerProduct: 10 };
    updateCart((cart) => addItem(addItem(cart, product, limit), product, limit));
    expect(await screen.findByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
    updateCart(() => ({ items: [], customPackagingName: '' }));
  });

  it('opens the mobile menu and closes it on navigation, the focus going to the new page', async () => {
    const user = userEvent.setup();
    // The page's code is loaded already (a prefetch): it shows as the menu closes.
    await resolveRouteModules('/contact');
    const { router } = renderRoutes(routes, '/about');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const mobile = await screen.findByRole('navigation', { name: 'Mobile' });
    await user.click(within(mobile).getByRole('link', { name: 'Contact' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contact'));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument());
    // Not back to "Open menu", where the closing sheet returns it a moment later: the page changed.
    const heading = screen.getByRole('heading', { level: 1, name: 'Get in Touch' });
    await waitFor(() => expect(heading).toHaveFocus());
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(heading).toHaveFocus();
  });

  it('returns the focus to "Open menu" when the menu closes without a navigation', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/about');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    expect(await screen.findByRole('navigation', { name: 'Mobile' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    // Queried again: the menu's code replaces the header's stand-in button on the first press.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus());
  });

  it('shows the 404 page for unknown paths and logs the path', async () => {
    expectConsole('warn', /404: no page at \/nope/);
    renderRoutes(routes, '/nope');
    expect(await screen.findByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it('redirects /quiz to /quiz/skincare, replacing the history entry', async () => {
    const { router } = renderRoutes(routes, '/quiz');
    await waitFor(() => expect(router.state.location.pathname).toBe('/quiz/skincare'));
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
