import type { PublicShopSettings } from '@pura/core/settings/shop-settings';
import { DEFAULT_CART_MAX_PER_PRODUCT } from '@pura/core/limits';

/**
 * The server's public runtime config, embedded in index.html as a JSON data block
 * (no extra request at start, and allowed by a CSP without inline scripts).
 */
export interface RuntimeConfig {
  projectId: string;
  endpointPath: string;
  debugPages: boolean;
  /** The social sign-in providers the server has enabled. */
  oauthProviders?: Array<{ id: string; name: string }>;
  /** The owner's shop settings (read them through lib/shop-settings.ts). */
  shop?: PublicShopSettings;
  /** The shop's public origin (PUBLIC_URL), which server-rendered pages write for their own origin. */
  publicOrigin?: string;
  /** CART_MAX_PER_PRODUCT: units of one product the cart holds, the limit checkout applies. */
  cartMaxPerProduct?: number;
}

const FALLBACK: RuntimeConfig = { projectId: 'pura', endpointPath: '/v1', debugPages: true };

let cached: RuntimeConfig | undefined;

/** Server rendering has no document to read the config from: the server hands it over instead. */
export function configureRuntime(config: RuntimeConfig): void {
  cached = { ...FALLBACK, ...config };
}

export function runtimeConfig(): RuntimeConfig {
  if (cached) return cached;
  const element = typeof document === 'undefined' ? null : document.getElementById('pura-config');
  try {
    cached = element?.textContent ? { ...FALLBACK, ...(JSON.parse(element.textContent) as Partial<RuntimeConfig>) } : FALLBACK;
  } catch {
    cached = FALLBACK;
  }
  return cached;
}

/** Where the cart's quantity steppers stop: the server's CART_MAX_PER_PRODUCT (docs/security-limits.md). */
export const cartMaxPerProduct = (): number => runtimeConfig().cartMaxPerProduct ?? DEFAULT_CART_MAX_PER_PRODUCT;

/** The Appwrite-compatible endpoint: always this origin, so cookies stay first-party. */
export function appwriteEndpoint(): string {
  // A server-rendered page (/login) builds the SDK client as it imports its modules but never
  // calls it there; the SDK only insists on an absolute URL.
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  return `${origin}${runtimeConfig().endpointPath}`;
}
