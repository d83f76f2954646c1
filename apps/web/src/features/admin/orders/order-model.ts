import type { Models } from 'appwrite';
import { documentSchema } from '@pura/core/collections/document-schema';
import {
  type OrderDocumentFields,
  type OrderItem,
  type StatusHistoryEntry,
  orderItemSchema,
  parseJsonField,
  statusHistoryEntrySchema,
} from '@pura/core/collections/order-fields';
import { orders } from '@pura/core/collections/orders';
import { type ShippingAddress, shippingAddressSchema } from '@pura/core/schemas/cart';

// The orders declaration's schema, parsed here in admin code only: it brings zod.
const orderDocumentSchema = documentSchema(orders);
const orderItemsSchema = orderItemSchema.array();
const statusHistorySchema = statusHistoryEntrySchema.array();

/** An order as the admin sees it (docs/product.md §3 Order): the document's attributes, JSON fields parsed. */
export type AdminOrder = Omit<
  OrderDocumentFields,
  'reference' | 'items' | 'shippingAddress' | 'statusHistory' | 'stockTaken' | 'createdAt' | 'updatedAt'
> & {
  id: string;
  reference: string;
  items: OrderItem[];
  shippingAddress: ShippingAddress | null;
  statusHistory: StatusHistoryEntry[];
  createdAt: string;
  updatedAt: string;
};

/**
 * The server validated the document against the same declaration on write, so its attributes
 * parse; a JSON field that does not (an order from before a field was recorded) reads as empty.
 */
export function toAdminOrder(doc: Models.Document & Record<string, unknown>): AdminOrder {
  const {
    reference,
    items,
    shippingAddress,
    statusHistory,
    stockTaken: _stockTaken,
    createdAt: _createdAt,
    updatedAt,
    ...fields
  } = orderDocumentSchema.parse(doc);
  return {
    ...fields,
    id: doc.$id,
    reference: reference ?? doc.$id,
    items: parseJsonField(orderItemsSchema, items) ?? [],
    shippingAddress: parseJsonField(shippingAddressSchema, shippingAddress),
    statusHistory: parseJsonField(statusHistorySchema, statusHistory) ?? [],
    // $createdAt orders the list, so the date shown is the same one.
    createdAt: doc.$createdAt,
    updatedAt: updatedAt ?? doc.$updatedAt,
  };
}

/**
 * The routine discount of an order: the sum of its lines' recorded shares. The stored subtotal is
 * before the discount (server order-record.ts), so Subtotal − discount + Tax = Total.
 */
export function orderDiscount(order: AdminOrder): number {
  return order.items.reduce((sum, line) => sum + Math.round(line.discount * 100), 0) / 100;
}
