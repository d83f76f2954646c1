import { type CartState, addItem, restoreCart } from '@pura/core/cart/cart-state';
import { cartMaxPerProduct } from '@/lib/runtime-config';
import { readStoredJson, removeFromStorage } from '@/lib/web-storage';
import { type ToastAction, toast } from '@/lib/toast';
import { updateCart } from './cart-store';
import { WAITING_CART_ADD_KEY, WAITING_CART_ADD_TTL_MS, type WaitingCartAdd } from './waiting-cart-add';

/**
 * Adds the waiting lines to the cart, once, with the toast the press would have shown; nothing
 * when none wait or they are stale. A line beyond its known stock is left out with §8's message.
 */
export function addWaitingCartLines(actions: ToastAction[] = []): void {
  const stored = readStoredJson('session', WAITING_CART_ADD_KEY) as Partial<WaitingCartAdd> | undefined;
  removeFromStorage('session', WAITING_CART_ADD_KEY);
  if (!stored || typeof stored.savedAt !== 'number' || Date.now() - stored.savedAt > WAITING_CART_ADD_TTL_MS) return;
  const maxPerProduct = cartMaxPerProduct();
  const lines = restoreCart(stored.lines, '', maxPerProduct).items;
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
      const { quantity, isBundle, language, ...product } = line;
      return addItem(next, product, { quantity, isBundle, language, maxPerProduct });
    }, cart),
  );
  for (const message of refused) toast.error(message);
  if (added > 0 && typeof stored.message === 'string') toast.success(stored.message, { actions });
}
