import { DEFAULT_SHOP_SETTINGS } from '@pura/core/settings/shop-settings-display';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBackend } from '@/data/testing/fake-appwrite';
import { configureRuntime, runtimeConfig } from '@/lib/runtime-config';
import { renderRoutes } from '@/test/render';
import '@/data/testing/patient-waits';
import { SiteHeader } from './site-header';

vi.mock('@/lib/appwrite', () => import('@/data/testing/fake-appwrite'));

function renderHeader() {
  return renderRoutes(['/', '/login', '/profile', '/admin'].map((path) => ({ path, element: <SiteHeader /> })));
}

async function openMobileMenu() {
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Open menu' }));
  return screen.findByRole('dialog', { name: 'Menu' });
}

describe('the mobile menu’s account entries (docs/product.md §2 Header)', () => {
  beforeEach(() => fakeBackend.reset());

  it('offers Sign In to a signed-out visitor', async () => {
    const { router } = renderHeader();
    const menu = await openMobileMenu();
    await userEvent.setup().click(within(menu).getByRole('link', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('opens with the focus on Close, never on Logout', async () => {
    fakeBackend.signIn({ id: 'u1', name: 'Ada Lovelace', email: 'ada@example.com' });
    renderHeader();
    const menu = await openMobileMenu();
    await within(menu).findByRole('button', { name: 'Logout' });
    await waitFor(() => expect(within(menu).getByRole('button', { name: 'Close menu' })).toHaveFocus());
  });

  it('shows name, e-mail, Profile and Logout to a customer, and Admin Dashboard only to an admin', async () => {
    fakeBackend.signIn({ id: 'u1', name: 'Ada Lovelace', email: 'ada@example.com' });
    const { router } = renderHeader();
    const account = within(await openMobileMenu()).getByRole('region', { name: 'Account' });
    expect(within(account).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(account).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(account).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(account).queryByRole('link', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
    await userEvent.setup().click(within(account).getByRole('link', { name: 'Profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  it('lists Admin Dashboard for an admin', async () => {
    fakeBackend.signIn({ id: 'a1', name: 'Admin', labels: ['admin'] });
    renderHeader();
    const menu = await openMobileMenu();
    expect(await within(menu).findByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin');
  });
});

describe('the header’s logo (docs/settings.md, Store)', () => {
  const initialConfig = runtimeConfig();
  afterEach(() => configureRuntime(initialConfig));

  it('shows the leaf mark and the shop name, or the logo the owner uploaded', () => {
    renderHeader();
    const home = screen.getByRole('link', { name: 'Pura — home' });
    expect(home.querySelector('svg')).not.toBeNull();
    cleanup();

    configureRuntime({
      ...initialConfig,
      shop: { ...DEFAULT_SHOP_SETTINGS, store: { ...DEFAULT_SHOP_SETTINGS.store, shopName: 'Fern & Field', logoFileId: 'logo-1' } },
    });
    renderHeader();
    const renamed = screen.getByRole('link', { name: 'Fern & Field — home' });
    expect(renamed).toHaveTextContent('Fern & Field');
    expect(renamed.querySelector('svg')).toBeNull();
    expect(renamed.querySelector('img')?.getAttribute('src')).toContain('/storage/buckets/product-images/files/logo-1/preview?width=64');
  });
});

describe('the header’s search field (docs/product.md §9 Search)', () => {
  beforeEach(() => fakeBackend.reset());

  it('is a search landmark reached by keyboard whose Enter opens /shop with the query', async () => {
    const { router } = renderRoutes(
      ['/about', '/shop'].map((path) => ({ path, element: <SiteHeader /> })),
      '/about',
    );
    const user = userEvent.setup();
    const field = within(screen.getByRole('search')).getByRole('searchbox', { name: 'Search all products' });
    // After the logo and the navigation links, before the cart.
    for (let presses = 0; presses < 10 && document.activeElement !== field; presses++) await user.tab();
    expect(field).toHaveFocus();
    await user.keyboard('dry skin{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop'));
    expect(router.state.location.search).toBe('?q=dry+skin');
  });
});
