import { createContext, useContext, useSyncExternalStore } from 'react';
import { CART_COOKIE_NAME, CART_COOKIE_PATH, UNMIRRORED_CART_COOKIE, encodeCartCookie } from '@pura/core/cart/cart-cookie';
import { type CartLine, type CartState, EMPTY_CART, itemCount, restoreCart } from '@pura/core/cart/cart-state';
import { cartMaxPerProduct } from '@/lib/runtime-config';
import { readStorage, readStoredJson, writeStorage } from '@/lib/web-storage';

/** docs/product.md §9: one local-storage key for the cart, one for the package name. */
export const CART_STORAGE_KEY = 'pura-cart';
export const PACKAGING_NAME_STORAGE_KEY = 'pura-cart-packaging-name';

/** A year: the mirror lasts as long as the cart it copies, which local storage keeps. */
const CART_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

type Listener = () => void;

function load(): CartState {
  return restoreCart(
    readStoredJson('local', CART_STORAGE_KEY) ?? [],
    readStorage('local', PACKAGING_NAME_STORAGE_KEY) ?? '',
    cartMaxPerProduct(),
  );
}

/**
 * Mirrors the cart into the cookie the browser sends with /cart documents, so the server renders
 * a signed-in shopper's cart (decision 012, @pura/core/cart/cart-cookie): removed for an empty cart,
 * the unmirrored mark for a cart the cookie cannot hold (the server then leaves /cart to the
 * browser). Not HttpOnly: this is the only writer.
 */
function mirrorToCookie(cart: CartState): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const attributes = `; Path=${CART_COOKIE_PATH}; SameSite=Lax${secure}`;
  try {
    document.cookie =
      cart.items.length === 0
        ? `${CART_COOKIE_NAME}=${attributes}; Max-Age=0`
        : `${CART_COOKIE_NAME}=${encodeCartCookie(cart) ?? UNMIRRORED_CART_COOKIE}${attributes}; Max-Age=${CART_COOKIE_MAX_AGE_S}`;
  } catch {
    // Cookies refused (a sandboxed frame): /cart is then rendered by the browser.
  }
}

let state: CartState = typeof localStorage === 'undefined' ? EMPTY_CART : load();
// Carts saved before the cookie existed (or whose cookie expired) gain it. Written, not checked:
// document.cookie does not show a /cart cookie to the other pages.
mirrorToCookie(state);
const listeners = new Set<Listener>();

/** Applies a transition from @pura/core/cart/cart-state, saves it and notifies subscribers. */
export function updateCart(transition: (current: CartState) => CartState): void {
  state = transition(state);
  // Storage full or refused (private mode): the cart still works for this visit.
  writeStorage('local', CART_STORAGE_KEY, JSON.stringify(state.items));
  writeStorage('local', PACKAGING_NAME_STORAGE_KEY, state.customPackagingName);
  mirrorToCookie(state);
  for (const listener of listeners) listener();
}

/** The product fields a cart line copies from the catalogue (the rest is the shopper's). */
const CATALOGUE_FIELDS = ['name', 'price', 'image', 'category', 'stock'] as const;

/**
 * Takes the catalogue's current product fields from the lines a server-rendered /cart was made
 * from (read from the database) into this browser's lines for the same products; which lines,
 * their quantities and bundle flags stay this browser's. Prices in the cart are for display:
 * checkout re-prices every line.
 */
export function refreshCartProducts(serverLines: readonly CartLine[]): void {
  const current = new Map(serverLines.map((line) => [line.id, line]));
  const refreshed = (line: CartLine): CartLine => {
    const fresh = current.get(line.id);
    if (!fresh) return line;
    const { name, price, image, category, stock } = fresh;
    return { ...line, name, price, image, category, stock };
  };
  const outdated = state.items.some((line) => CATALOGUE_FIELDS.some((field) => refreshed(line)[field] !== line[field]));
  if (outdated) updateCart((cart) => ({ ...cart, items: cart.items.map(refreshed) }));
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

/**
 * The cart a server-rendered page was made from (SsrState.cart): what the store shows while React
 * hydrates that page, so hydration meets the server's markup; this browser's cart takes over
 * right after. Empty for the pages the server renders the same for everyone.
 */
export const ServerCartContext = createContext<CartState>(EMPTY_CART);

/** The whole cart, re-rendering on every change. */
export function useCart(): CartState {
  const serverCart = useContext(ServerCartContext);
  return useSyncExternalStore(subscribe, () => state, () => serverCart);
}

/** The header badge: the sum of quantities. */
export function useCartCount(): number {
  return itemCount(useCart());
}
