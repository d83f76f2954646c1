import { z } from 'zod';
import { CART_MAX_PER_PRODUCT_CEILING, MAX_CHECKOUT_LINES, MAX_PACKAGING_NAME_LENGTH } from '../limits.ts';
import { STORABLE_TEXT_RULE, isStorableText } from './storable-text.ts';

/**
 * A product id in Appwrite's id format: 1–36 letters, digits, '.', '_' or '-', not starting with
 * a special character. Checked before any database lookup so junk never reaches a query.
 */
export const productIdSchema = z
  .string({ error: 'Product id is required' })
  .regex(
    /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/,
    'Product id must be 1–36 letters, digits, dots, hyphens or underscores and start with a letter or digit',
  );

/**
 * One cart line as the browser sends it: which product, how many, bought as part of a routine or
 * not. Never a price — the server prices from the database; unknown keys such as a tampered
 * `price` are stripped. The shop's own CART_MAX_PER_PRODUCT is checked where the lines of one
 * product are added up (shop/checkout/reservations.ts), as 400 checkout_invalid_cart; this only
 * keeps a quantity within what any shop may allow.
 */
export const cartLineInputSchema = z.object({
  productId: productIdSchema,
  quantity: z
    .number({ error: 'Quantity must be a number' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(CART_MAX_PER_PRODUCT_CEILING, `Quantity can be at most ${CART_MAX_PER_PRODUCT_CEILING}`),
  isBundle: z.boolean({ error: 'isBundle must be true or false' }),
});

/**
 * The optional name printed on the package (docs/product.md §3 Cart-level customPackagingName). Trimmed;
 * an empty string means no personalisation, which the order stores as null.
 */
export const customPackagingNameSchema = z
  .string({ error: 'Package name must be text' })
  .trim()
  .max(MAX_PACKAGING_NAME_LENGTH, `Package name can be at most ${MAX_PACKAGING_NAME_LENGTH} characters`)
  .refine(isStorableText, `Package name ${STORABLE_TEXT_RULE}`)
  .optional();

const requiredText = (label: string, maxLength: number) =>
  z
    .string({ error: `Please enter your ${label}` })
    .trim()
    .min(1, `Please enter your ${label}`)
    .max(maxLength, `Your ${label} can be at most ${maxLength} characters`)
    .refine(isStorableText, `Your ${label} ${STORABLE_TEXT_RULE}`);

/**
 * The checkout shipping address (docs/product.md §2 Checkout screen, §5 Checkout): every field required
 * and trimmed, so a field of only spaces counts as empty, with limits that fit any real address
 * and keep the order record and e-mail bounded.
 */
export const shippingAddressSchema = z.object({
  firstName: requiredText('first name', 50),
  lastName: requiredText('last name', 50),
  address: requiredText('address', 200),
  city: requiredText('city', 100),
  zipCode: requiredText('ZIP code', 12).regex(
    /^(?:[a-zA-Z0-9][a-zA-Z0-9 -]*)?$/, // empty is left to the 'Please enter' message
    'ZIP code may contain only letters, digits, spaces and hyphens',
  ),
});

/**
 * Body of POST /api/create-checkout-session: the cart's ids, quantities and bundle flags, the
 * packaging name and the shipping address — never prices or totals (decision 008, part 4).
 */
export const checkoutSessionRequestSchema = z.object({
  items: z
    .array(cartLineInputSchema, { error: 'Items must be a list of cart lines' })
    .min(1, 'Your cart is empty')
    .max(MAX_CHECKOUT_LINES, `A checkout can contain at most ${MAX_CHECKOUT_LINES} different items`),
  customPackagingName: customPackagingNameSchema,
  shippingAddress: shippingAddressSchema,
});

/** One validated cart line from the browser. */
export type CartLineInput = z.infer<typeof cartLineInputSchema>;

/** A validated, trimmed package personalisation name (or undefined for none). */
export type CustomPackagingName = z.infer<typeof customPackagingNameSchema>;

/** A validated, trimmed shipping address. */
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

/** A validated create-checkout-session request body. */
export type CheckoutSessionRequest = z.infer<typeof checkoutSessionRequestSchema>;
