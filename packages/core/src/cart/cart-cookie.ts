/**
 * The cart cookie (decision 012): a mirror of the cart's shape — which products, how many of each,
 * bundle line or not, and the package name — that the browser sends with /cart documents only, so
 * the server can render a signed-in shopper's cart. Local storage stays the cart's store
 * (docs/product.md §9); names, prices, images and stock are never in the cookie: the server reads them
 * from the database. The server treats the value as hostile input.
 *
 * Format (version 1): `1|<name>|<id>:<quantity>[:<flags>]|…` — the package name
 * percent-encoded, then one segment per line in cart order; flag `b` marks a bundle line, flag `d`
 * a line whose routine came from the German quiz (no flag: English, as every cookie before it).
 * encodeURIComponent never writes '|' or ':' and product ids (Appwrite's id pattern) hold
 * neither, so the separators are unambiguous, and every character is one a cookie value may hold.
 * A line's unknown trailing fields and unknown flag letters are ignored, so a later version can
 * add some without breaking this one. '1|For%20Mia|rose-oil:2|lip-balm:1:bd' is two roses, one
 * balm from a German quiz's routine, a package for Mia.
 */
import { CART_MAX_PER_PRODUCT_CEILING, MAX_PACKAGING_NAME_LENGTH } from '../limits.ts';
import type { Language } from '../quiz/labels.ts';

export const CART_COOKIE_NAME = 'pura_cart';
/** The cookie goes with /cart documents only: no other request carries its bytes. */
export const CART_COOKIE_PATH = '/cart';
/** The longest value written or read: well inside the ~4 kB browsers keep per cookie. */
export const MAX_CART_COOKIE_LENGTH = 3_500;
/**
 * Written instead of a cart that cannot be mirrored (too long, or lines out of bounds from old
 * storage): it decodes to nothing, so the server leaves /cart to the browser rather than render
 * an empty cart the browser's would replace.
 */
export const UNMIRRORED_CART_COOKIE = '0';
/** One line as the cookie carries it: the fields of a CartLine the server cannot look up. */
export interface CartCookieLine {
  id: string;
  quantity: number;
  isBundle: boolean;
  /** The routine's quiz language (CartLine.language); absent means English. */
  language?: Language | undefined;
}

/** What the cookie carries: the cart's lines in order and its package name. */
export interface CartCookie {
  items: CartCookieLine[];
  customPackagingName: string;
}

const VERSION = '1';
const SEPARATOR = '|';
const FIELD_SEPARATOR = ':';
const BUNDLE_FLAG = 'b';
const GERMAN_FLAG = 'd';
/** Appwrite's id pattern (productIdSchema of ../schemas/cart.ts). */
const PRODUCT_ID = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/;
/**
 * Digits without leading zeros; the value is then held to CART_MAX_PER_PRODUCT_CEILING, the most
 * any shop allows (the server renders at most its own CART_MAX_PER_PRODUCT of a line).
 */
const QUANTITY = /^[1-9][0-9]?$/;

const isLineQuantity = (quantity: number) => Number.isInteger(quantity) && quantity >= 1 && quantity <= CART_MAX_PER_PRODUCT_CEILING;

/**
 * The cookie value for `cart`, or null when it cannot be mirrored: a line whose id or quantity
 * is out of bounds, a product on two lines, a package name over 30 characters or not encodable,
 * or a value longer than MAX_CART_COOKIE_LENGTH. Extra fields of the lines (name, price…) are
 * left out.
 */
export function encodeCartCookie(cart: { items: readonly CartCookieLine[]; customPackagingName: string }): string | null {
  const ids = new Set<string>();
  const segments = [VERSION];
  try {
    if (cart.customPackagingName.length > MAX_PACKAGING_NAME_LENGTH) return null;
    // Throws on a lone surrogate (a name cut in the middle of an emoji).
    segments.push(encodeURIComponent(cart.customPackagingName));
  } catch {
    return null;
  }
  for (const { id, quantity, isBundle, language } of cart.items) {
    if (!PRODUCT_ID.test(id) || !isLineQuantity(quantity) || ids.has(id)) return null;
    ids.add(id);
    const flags = (isBundle ? BUNDLE_FLAG : '') + (language === 'de' ? GERMAN_FLAG : '');
    segments.push([id, String(quantity), ...(flags ? [flags] : [])].join(FIELD_SEPARATOR));
  }
  const value = segments.join(SEPARATOR);
  return value.length > MAX_CART_COOKIE_LENGTH ? null : value;
}

/**
 * The cart a cookie value describes, or null for anything encodeCartCookie would not have
 * written: another version, a malformed or out-of-bounds line, a product on two lines, a package
 * name that is not valid percent-encoding or longer than 30 characters, a value too long. Never
 * throws: the value comes from the request.
 */
export function decodeCartCookie(value: unknown): CartCookie | null {
  if (typeof value !== 'string' || value.length > MAX_CART_COOKIE_LENGTH) return null;
  const [version, encodedName, ...lineSegments] = value.split(SEPARATOR);
  if (version !== VERSION || encodedName === undefined) return null;
  let customPackagingName: string;
  try {
    customPackagingName = decodeURIComponent(encodedName);
  } catch {
    return null;
  }
  if (customPackagingName.length > MAX_PACKAGING_NAME_LENGTH) return null;
  const items: CartCookieLine[] = [];
  const ids = new Set<string>();
  for (const segment of lineSegments) {
    const [id = '', quantity = '', flags = ''] = segment.split(FIELD_SEPARATOR);
    if (!PRODUCT_ID.test(id) || !QUANTITY.test(quantity) || !isLineQuantity(Number(quantity)) || ids.has(id)) return null;
    ids.add(id);
    items.push({
      id,
      quantity: Number(quantity),
      isBundle: flags.includes(BUNDLE_FLAG),
      ...(flags.includes(GERMAN_FLAG) ? { language: 'de' as const } : {}),
    });
  }
  return { items, customPackagingName };
}
