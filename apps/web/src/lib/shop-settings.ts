import type { PublicShopSettings } from '@pura/core/settings/shop-settings';
import { DEFAULT_SHOP_SETTINGS } from '@pura/core/settings/shop-settings-display';
import { pageTitle } from '@pura/core/site/page-title';
import { configureRuntime, runtimeConfig } from '@/lib/runtime-config';

/**
 * The owner's shop settings (decision 024): name, legal details, policies, tax, home and About texts,
 * as the server embeds them in every page. Read them while rendering; a change reaches the next
 * page the browser loads. The defaults only serve a page the server did not send (tests, dev).
 */
export function shopSettings(): PublicShopSettings {
  const shop = runtimeConfig().shop;
  if (shop) return shop;
  // The server embeds the settings in every page it sends, so a production build never needs the
  // defaults; leaving them to Vite's dev server and the tests keeps 1.3 kB off every first load.
  if (import.meta.env.PROD) throw new Error('This page came without the shop settings: serve it through the shop server (npm start).');
  return DEFAULT_SHOP_SETTINGS;
}

/** After the admin saves: this tab shows the new settings from its next render on. */
export function showNewShopSettings(shop: PublicShopSettings): void {
  configureRuntime({ ...runtimeConfig(), shop });
}

/** A page's <title>: "Your Cart — <the shop's name>" (decision 024); the shop's name alone without a page. */
export function shopPageTitle(page?: string): string {
  return pageTitle(shopSettings().store.shopName, page);
}
