import { useSyncExternalStore } from 'react';
import { type CartState, EMPTY_CART, itemCount, restoreCart } from '@pura/core/cart/cart-state';

/** SPEC.md §9: one local-storage key for the cart, one for the package name. */
export const CART_STORAGE_KEY = 'pura-cart';
export const PACKAGING_NAME_STORAGE_KEY = 'pura-cart-packaging-name';

/**
 * The most of one product a cart line holds: MAX_CART_LINE_QUANTITY of @pura/core/schemas/cart,
 * repeated because that module brings zod (about 23 kB gzip) into every page importing it
 * (issue 12). cart-store.test.ts keeps the two equal.
 */
export const MAX_CART_LINE_QUANTITY = 99;

type Listener = () => void;

function load(): CartState {
  try {
    const items: unknown = JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]');
    return restoreCart(items, localStorage.getItem(PACKAGING_NAME_STORAGE_KEY) ?? '');
  } catch {
    return EMPTY_CART;
  }
}

let state: CartState = typeof localStorage === 'undefined' ? EMPTY_CART : load();
const listeners = new Set<Listener>();

/** Applies a transition from @pura/core/cart/cart-state, saves it and notifies subscribers. */
export function updateCart(transition: (current: CartState) => CartState): void {
  state = transition(state);
  try {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(state.items));
    localStorage.setItem(PACKAGING_NAME_STORAGE_KEY, state.customPackagingName);
  } catch {
    // Storage full or disabled (private mode): the cart still works for this visit.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  // Another tab changed the cart: follow it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === CART_STORAGE_KEY || event.key === PACKAGING_NAME_STORAGE_KEY) {
      state = load();
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The whole cart, re-rendering on every change. */
export function useCart(): CartState {
  return useSyncExternalStore(subscribe, () => state, () => EMPTY_CART);
}

/** The header badge: the sum of quantities. */
export function useCartCount(): number {
  return itemCount(useCart());
}
