import { MAX_PACKAGING_NAME_LENGTH } from '../limits.ts';
import type { Language } from '../quiz/labels.ts';

/**
 * The cart's rules (docs/product.md §4 'Cart', §5): pure state transitions shared by the web app's store
 * and its tests. Prices here are only for display; the server re-prices every line at checkout.
 * A line holds at most `maxPerProduct` units: the shop's CART_MAX_PER_PRODUCT, which the web app
 * reads from the server's runtime config, so the cart stops where checkout would refuse
 * (docs/security-limits.md 'Checkout stock holds').
 */

/** One line in the cart: the product fields the cart shows, its quantity, bundle flag and quiz language. */
export interface CartLine {
  id: string;
  name: string;
  /** Unit price in euros as shown when added; informational only. */
  price: number;
  image: string;
  category: string;
  /** Known stock when added; null = unlimited. */
  stock: number | null;
  quantity: number;
  isBundle: boolean;
  /**
   * The language of the quiz a bundle line was added from (docs/product.md §4 'Cart'): the cart words the
   * line's routine label in it. Absent means English.
   */
  language?: Language;
}

export interface CartState {
  items: CartLine[];
  /** Name printed on the package, at most 30 characters (docs/product.md §9). */
  customPackagingName: string;
}

export const EMPTY_CART: CartState = { items: [], customPackagingName: '' };

const lineQuantity = (quantity: number, maxPerProduct: number) => Math.min(maxPerProduct, Math.floor(quantity));

export type CartProduct = Omit<CartLine, 'quantity' | 'isBundle' | 'language'>;

/** What the cart and checkout say when a product would pass CART_MAX_PER_PRODUCT. */
export const perProductLimitMessage = (maxPerProduct: number, name: string) => `You can order at most ${maxPerProduct} of ${name} at once`;

/**
 * Adds one unit: an existing line gains 1 and stays a bundle line if either add was a bundle. A
 * bundle add's `language` becomes the line's (the latest routine's quiz speaks); a single add
 * keeps the line's. A line never passes `maxPerProduct`.
 */
export function addItem(
  state: CartState,
  product: CartProduct,
  options: { isBundle?: boolean; quantity?: number; language?: Language | undefined; maxPerProduct: number },
): CartState {
  const quantity = Math.max(1, Math.floor(options.quantity ?? 1));
  const isBundle = options.isBundle ?? false;
  const language = isBundle && options.language ? { language: options.language } : {};
  const max = options.maxPerProduct;
  const existing = state.items.find((line) => line.id === product.id);
  if (existing) {
    return {
      ...state,
      items: state.items.map((line) =>
        line.id === product.id
          ? { ...line, ...product, quantity: lineQuantity(line.quantity + quantity, max), isBundle: line.isBundle || isBundle, ...language }
          : line,
      ),
    };
  }
  return { ...state, items: [...state.items, { ...product, quantity: lineQuantity(quantity, max), isBundle, ...language }] };
}

/** Adds a routine from a quiz in `language`: each product once as a bundle line, duplicates removed by id. */
export function addBundle(state: CartState, products: readonly CartProduct[], maxPerProduct: number, language?: Language): CartState {
  const seen = new Set<string>();
  let next = state;
  for (const product of products) {
    if (seen.has(product.id)) continue;
    seen.add(product.id);
    next = addItem(next, product, { isBundle: true, language, maxPerProduct });
  }
  return next;
}

/** Sets a line's quantity, at most `maxPerProduct`; 0 or below removes the line. */
export function setQuantity(state: CartState, id: string, quantity: number, maxPerProduct: number): CartState {
  if (quantity <= 0) return removeItem(state, id);
  return {
    ...state,
    items: state.items.map((line) => (line.id === id ? { ...line, quantity: lineQuantity(quantity, maxPerProduct) } : line)),
  };
}

export function removeItem(state: CartState, id: string): CartState {
  return { ...state, items: state.items.filter((line) => line.id !== id) };
}

/** Empties the items and the packaging name. */
export function clearCart(): CartState {
  return EMPTY_CART;
}

export function setPackagingName(state: CartState, name: string): CartState {
  return { ...state, customPackagingName: name.slice(0, MAX_PACKAGING_NAME_LENGTH) };
}

/** Total item count: the sum of quantities (the header badge). */
export function itemCount(state: CartState): number {
  return state.items.reduce((sum, line) => sum + line.quantity, 0);
}

/**
 * Restores a cart from untrusted storage; anything malformed is dropped, never thrown. A line
 * saved above `maxPerProduct` (before the owner lowered it, or by a version that allowed more)
 * comes back at the limit.
 */
export function restoreCart(items: unknown, packagingName: unknown, maxPerProduct: number): CartState {
  const lines = Array.isArray(items)
    ? items.filter(isCartLine).map((line) => ({ ...line, quantity: lineQuantity(line.quantity, maxPerProduct) }))
    : [];
  const name = typeof packagingName === 'string' ? packagingName.slice(0, MAX_PACKAGING_NAME_LENGTH) : '';
  // Nothing saved is EMPTY_CART itself: a store compares snapshots by identity, and the empty
  // cart a server-rendered page hydrates with then needs no second render (decision 012).
  if (lines.length === 0 && name === '') return EMPTY_CART;
  return { items: lines, customPackagingName: name };
}

function isCartLine(value: unknown): value is CartLine {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'string' &&
    typeof v.name === 'string' &&
    typeof v.price === 'number' &&
    typeof v.quantity === 'number' &&
    Number.isInteger(v.quantity) &&
    v.quantity > 0 &&
    typeof v.isBundle === 'boolean' &&
    typeof v.image === 'string' &&
    typeof v.category === 'string' &&
    (v.stock === null || typeof v.stock === 'number') &&
    (v.language === undefined || v.language === 'en' || v.language === 'de')
  );
}
