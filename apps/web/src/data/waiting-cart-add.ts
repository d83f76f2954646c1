import type { CartLine } from '@pura/core/cart/cart-state';
import { writeStorage } from '@/lib/web-storage';

/**
 * What a guest pressed Add to Cart for while the shop asks shoppers to sign in first
 * (docs/settings.md, Checkout): kept in this tab while they sign in, then added, so they come
 * back to the page with the product already in the cart instead of pressing again. Adding them
 * (add-waiting-cart-lines.ts) loads with the account menu, off the storefront's first load.
 */
export const WAITING_CART_ADD_KEY = 'pura-cart-waiting-for-sign-in';
/** A press older than this was given up on: signing in later adds nothing unasked. */
export const WAITING_CART_ADD_TTL_MS = 30 * 60 * 1000;

export interface WaitingCartAdd {
  lines: CartLine[];
  /** The success toast the press would have shown. */
  message: string;
  savedAt: number;
}

/** Remembers the lines a guest's press would have added (a product, or a routine's bundle lines). */
export function keepCartAddForSignIn(lines: readonly CartLine[], message: string): void {
  const waiting: WaitingCartAdd = { lines: [...lines], message, savedAt: Date.now() };
  writeStorage('session', WAITING_CART_ADD_KEY, JSON.stringify(waiting));
}
