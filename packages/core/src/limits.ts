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
/** A review's text: the reviews collection's `text` attribute, and the review form's field. */
export const MAX_REVIEW_TEXT_LENGTH = 5000;
/** The contact form's fields (docs/product.md §3 'Contact message'); the server stores at most these. */
export const CONTACT_LIMITS = { firstName: 128, lastName: 128, email: 254, subject: 256, message: 10_000 } as const;
/** A product's texts: the products collection's attribute sizes, and the admin product form's fields. */
export const PRODUCT_TEXT_LIMITS = { name: 128, description: 5000, category: 64, benefit: 200, ingredient: 500 } as const;
/** A password's length in characters, Appwrite's own bounds (sign-up, a new password, recovery). */
export const PASSWORD_LENGTH = { min: 8, max: 256 } as const;
