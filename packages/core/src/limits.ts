/**
 * Limits the browser and the server both apply, each defined once here so the form that stops a
 * shopper and the server that refuses a request cannot disagree. docs/security-limits.md lists
 * every one ('Limits the browser and the server share'); a server test holds that list to these
 * numbers. Free of zod and of anything else: the storefront's first load imports some of them
 * (decision 012).
 */

/**
 * The most of one product a cart line, and so one checkout, holds unless the owner sets
 * CART_MAX_PER_PRODUCT: plenty for a person, and one account cannot hold a product's whole stock
 * while it pays (docs/security-limits.md 'Checkout stock holds').
 */
export const DEFAULT_CART_MAX_PER_PRODUCT = 10;
/** The highest CART_MAX_PER_PRODUCT may be set to; also what checkout's body may carry per line at all. */
export const CART_MAX_PER_PRODUCT_CEILING = 99;
/** Most lines (different products and bundle lines) one checkout may contain. */
export const MAX_CHECKOUT_LINES = 50;
/** The name printed on the package (docs/product.md §5, §9). */
export const MAX_PACKAGING_NAME_LENGTH = 30;
