import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminShopSettings, ShopSettings } from '@pura/core/settings/shop-settings';
import { type SecondInstance, type TestServer, startSecondInstance, startTestServer } from '../helpers/test-server.ts';
import { type SignedIn, createSignedInAdmin } from '../helpers/accounts.ts';
import { adminApi } from '../admin/admin-fixtures.ts';

/**
 * Two instances on one PostgreSQL database (decision 024): a change saved on one is what the other
 * serves at once, without a restart — its copy in memory ends with the settings row's NOTIFY.
 */
// Runs only in the server:postgres project (vitest.config.ts).
describe('shop settings across server instances on PostgreSQL', () => {
  let a: TestServer;
  let b: SecondInstance;
  let admin: SignedIn;

  beforeAll(async () => {
    a = await startTestServer({ RATE_LIMITS: 'off' });
    b = await startSecondInstance(a);
    admin = await createSignedInAdmin(a);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const configOf = async (endpoint: string) =>
    ((await (await fetch(`${endpoint.replace(/\/v1$/, '')}/api/config`)).json()) as { shop: ShopSettings }).shop;

  it('serves the other instance the saved change without a restart', async () => {
    // The second instance holds the settings in memory before the change.
    expect((await configOf(b.endpoint)).store.shopName).toBe('Pura');
    for (let waited = 0; !b.app.shopSettings.serving; waited += 10) {
      if (waited > 10_000) throw new Error('the second instance never listened for settings changes');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await configOf(b.endpoint);

    const { settings } = (await adminApi(a, '/settings', { cookie: admin.cookieHeader })).body as unknown as AdminShopSettings;
    const saved = await adminApi(a, '/settings', {
      method: 'PUT',
      body: { ...settings, store: { ...settings.store, shopName: 'Acme Naturals' } },
      cookie: admin.cookieHeader,
    });
    expect(saved.status).toBe(200);

    let seen = '';
    for (let waited = 0; seen !== 'Acme Naturals' && waited < 5_000; waited += 25) {
      seen = (await configOf(b.endpoint)).store.shopName;
      if (seen !== 'Acme Naturals') await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(seen).toBe('Acme Naturals');
  });
});
