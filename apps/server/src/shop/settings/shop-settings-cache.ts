import type { FastifyInstance } from 'fastify';
import { defaultShopSettings, readStoredShopSettings, type ShopSettings } from '@pura/core/settings/shop-settings';
import { CachedUntilChanged, listenForChanges } from '../../infra/db/change-listener.ts';
import { insertFirstSettings, readStoredSettings } from './settings-store.ts';

/** The channel migration 080's trigger notifies on every change of the settings row. */
export const SHOP_SETTINGS_CHANNEL = 'pura_shop_settings';

/**
 * The shop's settings in memory (decision 024): pages, checkout and e-mails read them on every
 * request, so they cost no query. A change applies at once on every instance: the settings row's
 * trigger NOTIFYs on commit and each instance drops its copy (CachedUntilChanged).
 *
 * Each load is a new frozen object, so a server-rendered page cached by it ends with it.
 */
export class ShopSettingsCache extends CachedUntilChanged<ShopSettings> {}

declare module 'fastify' {
  interface FastifyInstance {
    shopSettings: ShopSettingsCache;
  }
}

/**
 * Creates the app's settings cache. A new database stores today's shop with the server's
 * TAX_RATE on first read: from then on the database, not the environment, holds the rate.
 */
export function installShopSettings(app: FastifyInstance): void {
  const defaults = defaultShopSettings(app.config.checkout.taxRateBasisPoints);
  const cache = new ShopSettingsCache(async () => {
    let stored = await readStoredSettings(app.db);
    if (stored === undefined) {
      await insertFirstSettings(app.db, defaults);
      stored = await readStoredSettings(app.db);
    }
    const { settings, fellBack } = readStoredShopSettings(stored, defaults);
    if (fellBack.length > 0) app.log.warn({ fields: fellBack }, 'stored shop settings fail the schema: these fields use their defaults');
    return deepFreeze(settings);
  });
  app.decorate('shopSettings', cache);
  listenForChanges(app, SHOP_SETTINGS_CHANNEL, cache, () => cache.changed());
}

function deepFreeze<T extends object>(value: T): T {
  for (const child of Object.values(value)) if (typeof child === 'object' && child !== null) deepFreeze(child as object);
  return Object.freeze(value);
}
