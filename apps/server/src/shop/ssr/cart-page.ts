import type { FastifyRequest } from 'fastify';
import { type CartCookie, CART_COOKIE_NAME, decodeCartCookie } from '@pura/core/cart/cart-cookie';
import { type UserModel, toUserModel } from '../../appwrite/account/models.ts';
import { getCaller } from '../../appwrite/identity/caller.ts';
import { AppwriteError } from '../../infra/errors.ts';
import type { CatalogueProduct } from '../seo/seo-catalogue.ts';
import type { RenderCart } from './page-renderer.ts';

/*
 * /cart for a signed-in shopper arrives rendered (decision 012: its LCP waited for the app, the SDK
 * and GET /v1/account before the guard let the cart show). The server decides who is signed in,
 * as the /v1 routes do, and reads the cart's shape from the cookie the web app mirrors it into
 * (@pura/core/cart/cart-cookie); names, prices, images and stock come from the catalogue.
 */

/**
 * The signed-in visitor as GET /v1/account answers, or null: a guest, a session that still owes a
 * second factor (getCaller refuses it, as the /v1 routes do), or a session that could not be
 * checked — the browser's guard then decides, as without server rendering.
 */
export async function signedInAccount(request: FastifyRequest): Promise<UserModel | null> {
  try {
    const { user, session } = await getCaller(request);
    return user && session ? toUserModel(user) : null;
  } catch (error) {
    if (!(error instanceof AppwriteError))
      request.log.warn({ err: error }, 'the session could not be checked: /cart is rendered by the browser');
    return null;
  }
}

const NO_CART: CartCookie = { items: [], customPackagingName: '' };

/**
 * The cart the request's cookie describes: empty without the cookie (the web app removes it for
 * an empty cart), null when the value is no cart this server reads — the web app's unmirrored
 * mark, a tampered or foreign value — so the browser renders the page from its own storage.
 */
export function requestCart(request: FastifyRequest): CartCookie | null {
  const value = rawCookie(request.headers.cookie, CART_COOKIE_NAME);
  return value === undefined ? NO_CART : decodeCartCookie(value);
}

/**
 * One cookie's value exactly as sent. Read from the header itself: @fastify/cookie would
 * percent-decode it, and the package name inside is percent-encoded on its own. With several of
 * that name the first counts (browsers send the most specific path first).
 */
function rawCookie(header: string | undefined, name: string): string | undefined {
  for (const pair of header?.split(';') ?? []) {
    const at = pair.indexOf('=');
    if (at !== -1 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}

const productsById = new WeakMap<readonly CatalogueProduct[], Map<string, CatalogueProduct>>();

/**
 * The cart to render: the cookie's lines whose product is in `catalogue` (a product since deleted
 * is left out), each at most CART_MAX_PER_PRODUCT as the browser's store restores it, and those
 * products as the documents API answers them.
 */
export function cartToRender(cart: CartCookie, catalogue: readonly CatalogueProduct[], maxPerProduct: number): RenderCart {
  let byId = productsById.get(catalogue);
  if (!byId) {
    byId = new Map(catalogue.map((product) => [product.id, product]));
    productsById.set(catalogue, byId);
  }
  const known = cart.items.filter((line) => byId.has(line.id));
  return {
    items: known.map((line) => ({ ...line, quantity: Math.min(line.quantity, maxPerProduct) })),
    customPackagingName: cart.customPackagingName,
    products: known.flatMap((line) => byId.get(line.id)?.document ?? []),
  };
}
