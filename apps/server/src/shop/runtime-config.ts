import type { Config } from '../config/env.ts';
import type { PublicShopSettings } from '@pura/core/settings/shop-settings';
import { enabledOAuthProviders } from '../appwrite/account/oauth/providers.ts';

/**
 * What the web app needs to know at run time, so changing the server's configuration never
 * needs a rebuild. Public by design: never put a secret here. The web app talks to this same
 * origin, so the Appwrite endpoint is `location.origin + '/v1'`.
 */
export interface PublicRuntimeConfig {
  projectId: string;
  endpointPath: '/v1';
  debugPages: boolean;
  /** Sign-in providers with a button in the web app (id for createOAuth2Token, name for the label). */
  oauthProviders: Array<{ id: 'google' | 'apple' | 'oidc'; name: string }>;
  /**
   * The shop's settings as its pages read them (decision 024): name, legal details, policies, the tax
   * rate and mode the server charges with, and the rest. Changes reach new pages at once.
   */
  shop: PublicShopSettings;
  /**
   * PUBLIC_URL's origin: what a server-rendered page writes where the browser's own origin goes
   * (a quiz result's share link), so hydrating it finds the very same text and re-renders nothing.
   */
  publicOrigin: string;
  /** CART_MAX_PER_PRODUCT: where the cart's quantity steppers stop, the limit checkout holds it to. */
  cartMaxPerProduct: number;
}

export function publicRuntimeConfig(config: Config, shop: PublicShopSettings): PublicRuntimeConfig {
  return {
    projectId: config.projectId,
    endpointPath: '/v1',
    debugPages: config.debugPages,
    oauthProviders: enabledOAuthProviders(config),
    shop,
    publicOrigin: new URL(config.publicUrl).origin,
    cartMaxPerProduct: config.checkout.maxPerProduct,
  };
}
