import type { PublicShopSettings } from '@pura/core/settings/shop-settings';
import { DEFAULT_SHOP_SETTINGS } from '@pura/core/settings/shop-settings-display';
import { configureRuntime, runtimeConfig } from '@/lib/runtime-config';

/**
 * The owner's shop settings (decision 024): name, legal details, policies, tax, home and About texts,
 * as the server embeds them in every page. Read them while rendering; a change reaches the next
 * page the browser loads. The defaults only serve a page the server did not send (tests, dev).
 */
export function shopSettings(): PublicShopSettings {
  return runtimeConfig().shop ?? DEFAULT_SHOP_SETTINGS;
}

/** After the admin saves: this tab shows the new settings from its next render on. */
export function showNewShopSettings(shop: PublicShopSettings): void {
  configureRuntime({ ...runtimeConfig(), shop });
}
