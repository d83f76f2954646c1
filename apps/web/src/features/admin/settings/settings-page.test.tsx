import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SHOP_SETTINGS, type AdminShopSettings, type ShopSettings } from '@pura/core/settings/shop-settings';
import { renderRoutes } from '@/test/render';
import { SettingsPage } from './settings-page';
import '@/data/testing/patient-waits';

const fetchMock = vi.fn<typeof fetch>();
const puts: ShopSettings[] = [];

beforeEach(() => {
  puts.length = 0;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (_url, init) => {
    if (init?.method === 'PUT') {
      const settings = JSON.parse(String(init.body)) as ShopSettings;
      puts.push(settings);
      const answer: AdminShopSettings = {
        settings,
        lastChange: {
          changedAt: '2026-11-28T08:00:00.000Z',
          changedBy: 'owner@example.com',
          fields: ['store.shopName'],
          before: {},
          after: {},
        },
      };
      return new Response(JSON.stringify(answer), { status: 200 });
    }
    return new Response(JSON.stringify({ settings: DEFAULT_SHOP_SETTINGS, lastChange: null } satisfies AdminShopSettings), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

async function renderSettings() {
  // applyAccept off: the test chooses files the picker would hide, as a drag or a picker's "All files" can.
  const user = userEvent.setup({ applyAccept: false });
  renderRoutes([{ path: '/admin/settings', element: <SettingsPage /> }], '/admin/settings');
  await screen.findByRole('heading', { name: 'Shop settings' });
  return user;
}

describe('/admin/settings (decision 024)', () => {
  it('says the message at the field for bad input and sends nothing', async () => {
    const user = await renderSettings();
    const days = screen.getByRole('textbox', { name: 'Return window (days)' });
    await user.clear(days);
    await user.type(days, '7');
    expect(days).toHaveAccessibleDescription('Return window must be at least 14 days (the EU right of withdrawal)');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(puts).toEqual([]);
  });

  it('saves the changed settings, says so and shows the last change', async () => {
    const user = await renderSettings();
    const name = screen.getByRole('textbox', { name: 'Shop name' });
    await user.clear(name);
    await user.type(name, 'Acme Naturals');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tax' }), 'included_in_prices');
    await user.click(screen.getByRole('checkbox', { name: 'Shoppers sign in to add to cart' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(puts).toEqual([
      {
        ...DEFAULT_SHOP_SETTINGS,
        store: { ...DEFAULT_SHOP_SETTINGS.store, shopName: 'Acme Naturals' },
        pricing: { ...DEFAULT_SHOP_SETTINGS.pricing, taxMode: 'included_in_prices' },
        checkout: { signInToAddToCart: false },
      },
    ]);
    expect(screen.getByText(/Last changed by owner@example.com/)).toBeInTheDocument();
  });

  it('links each section to where it shows', async () => {
    await renderSettings();
    expect(screen.getAllByRole('link', { name: 'See it in the shop' }).map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/terms',
      '/shipping',
      '/cart',
      '/shop',
      '/login',
      '/about',
    ]);
  });

  it('refuses a logo that is not an image at the field, uploading nothing', async () => {
    const user = await renderSettings();
    expect(screen.getByText('The leaf mark')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Logo'), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByLabelText('Logo')).toHaveAccessibleDescription('Logo must be a JPEG, PNG, WebP, AVIF or GIF image');
    await user.upload(screen.getByLabelText('Hero image'), new File([new Uint8Array(10_000_001)], 'huge.png', { type: 'image/png' }));
    expect(screen.getByLabelText('Hero image')).toHaveAccessibleDescription('Hero image must be at most 10 MB');
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method && init.method !== 'GET')).toEqual([]);
  });

  it('shows the uploaded logo, and Remove goes back to the leaf mark', async () => {
    const withLogo = { ...DEFAULT_SHOP_SETTINGS, store: { ...DEFAULT_SHOP_SETTINGS.store, logoFileId: 'logo-1' } };
    fetchMock.mockImplementationOnce(
      async () => new Response(JSON.stringify({ settings: withLogo, lastChange: null } satisfies AdminShopSettings), { status: 200 }),
    );
    const user = await renderSettings();
    expect(screen.getByRole('img', { name: 'Logo now in use' }).getAttribute('src')).toContain(
      '/storage/buckets/product-images/files/logo-1/preview?',
    );
    await user.click(screen.getByRole('button', { name: 'Remove logo' }));
    expect(screen.getByText('The leaf mark')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(puts).toEqual([DEFAULT_SHOP_SETTINGS]);
  });
});
