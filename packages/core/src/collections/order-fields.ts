import { z } from 'zod';
import type { DocumentFields } from './document-fields.ts';
import type { orders } from './orders.ts';

// The JSON-text attributes of an order (orders declaration): checkout writes `items` and
// `shippingAddress`, every status change appends to `statusHistory`; the admin and /profile read
// them back with these same schemas.

/** One line of an order's `items`. Amounts are euros, as the documents hold them. */
export const orderItemSchema = z.object({
  /** The product id. */
  id: z.string(),
  name: z.string(),
  /** Unit price before any discount. */
  price: z.number(),
  quantity: z.number().int(),
  isBundle: z.boolean(),
  /**
   * This line's share of the routine (bundle) discount; 0 for normal lines. The order's `subtotal`
   * is before the discount, so subtotal − Σ discount + tax = total.
   */
  discount: z.number().default(0),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/**
 * One entry of `statusHistory`: the status set, when, and by whom (an admin's user id or 'payment');
 * a "shipped" entry also names the carrier and tracking number.
 */
export const statusHistoryEntrySchema = z.object({
  status: z.string(),
  at: z.string(),
  by: z.string(),
  carrier: z.string().optional(),
  trackingNumber: z.string().optional(),
});
export type StatusHistoryEntry = z.infer<typeof statusHistoryEntrySchema>;

// `shippingAddress` holds the address checkout validated: its schema is checkout's own,
// shippingAddressSchema of schemas/cart.ts.

/** An `orders` document's attributes, JSON fields still text, as the server writes and reads them. */
export type OrderDocumentFields = DocumentFields<typeof orders>;

/**
 * A JSON-text attribute parsed with its schema, or null when it is absent, not JSON or not of the
 * shape: one malformed order must not blank a whole page.
 */
export function parseJsonField<Schema extends z.ZodType>(schema: Schema, text: unknown): z.infer<Schema> | null {
  if (typeof text !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
