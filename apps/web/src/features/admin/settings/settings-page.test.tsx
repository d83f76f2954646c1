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
        lastChange: { changedAt: '2026-11-28T08:00:00.000Z', changedBy: 'owner@example.com', fields: ['store.shopName'], before: {}, after: {} },
      };
      return new Response(JSON.stringify(answer), { status: 200 });
    }
    return new Response(JSON.stringify({ settings: DEFAULT_SHOP_SETTINGS, lastChange: null } satisfies AdminShopSettings), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

async function renderSettings() {
  const user = userEvent.setup();
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
    expect(screen.getAllByRole('link', { name: 'See it in the shop' }).map((link) => link.getAttribute('href'))).toEqual(['/', '/terms', '/shipping', '/cart', '/shop', '/login', '/about']);
  });
});
