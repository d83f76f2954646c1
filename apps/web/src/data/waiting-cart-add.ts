import { type CartLine, type CartState, addItem, restoreCart } from '@pura/core/cart/cart-state';
import { readStoredJson, removeFromStorage, writeStorage } from '@/lib/web-storage';
import { type ToastAction, toast } from '@/lib/toast';
import { updateCart } from './cart-store';

/**
 * What a guest pressed Add to Cart for while the shop asks shoppers to sign in first
 * (docs/settings.md, Checkout): kept in this tab while they sign in, then added, so they come
 * back to the page with the product already in the cart instead of pressing again.
 */
export const WAITING_CART_ADD_KEY = 'pura-cart-waiting-for-sign-in';
/** A press older than this was given up on: signing in later adds nothing unasked. */
const WAITING_CART_ADD_TTL_MS = 30 * 60 * 1000;

interface WaitingCartAdd {
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

/**
 * Adds the waiting lines to the cart, once, with the toast the press would have shown; nothing
 * when none wait or they are stale. A line beyond its known stock is left out with §8's message.
 */
export function addWaitingCartLines(actions: ToastAction[] = []): void {
  const stored = readStoredJson('session', WAITING_CART_ADD_KEY) as Partial<WaitingCartAdd> | undefined;
  removeFromStorage('session', WAITING_CART_ADD_KEY);
  if (!stored || typeof stored.savedAt !== 'number' || Date.now() - stored.savedAt > WAITING_CART_ADD_TTL_MS) return;
  const lines = restoreCart(stored.lines, '').items;
  if (lines.length === 0) return;
  const refused: string[] = [];
  let added = 0;
  updateCart((cart) =>
    lines.reduce((next: CartState, line) => {
      const inCart = next.items.find((existing) => existing.id === line.id)?.quantity ?? 0;
      if (line.stock !== null && line.stock < inCart + line.quantity) {
        refused.push(line.stock <= 0 ? 'This product is out of stock' : `Only ${line.stock} items available in stock`);
        return next;
      }
      added += 1;
      const { quantity, isBundle, ...product } = line;
      return addItem(next, product, { quantity, isBundle });
    }, cart),
  );
  for (const message of refused) toast.error(message);
  if (added > 0 && typeof stored.message === 'string') toast.success(stored.message, { actions });
}
