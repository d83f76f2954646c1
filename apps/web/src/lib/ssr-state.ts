import type { DehydratedState } from '@tanstack/react-query';
import type { CartState } from '@pura/core/cart/cart-state';

/**
 * What a server-rendered page carries besides its HTML (a JSON data block, allowed by a CSP
 * without inline scripts): the query cache its HTML was made from, so hydration renders the very
 * same markup without asking the server again.
 */
export interface SsrState {
  queries: DehydratedState;
  /** A signed-in shopper's /cart: the cart its HTML shows (cart-store's ServerCartContext). */
  cart?: CartState;
}

export const SSR_STATE_ELEMENT_ID = 'pura-ssr';

/** The state of a server-rendered page, or null for a page the browser renders itself. */
export function readSsrState(): SsrState | null {
  const element = document.getElementById(SSR_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as SsrState;
  } catch {
    return null;
  }
}
