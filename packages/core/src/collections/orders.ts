import type { CollectionDeclaration } from './declaration-types.ts';

/**
 * Orders (docs/product.md §3 Order). Created by the server only — checkout, in one transaction with the
 * stock decrement — so no client holds `create`. The server gives each order
 * `read("user:<owner>")`; document security lets that grant count. Admins read all and update.
 */
export const orders = {
  id: 'orders',
  name: 'Orders',
  permissions: ['read("label:admin")', 'update("label:admin")'],
  documentSecurity: true,
  attributes: [
    // A human order number derived from $sequence: ORD-000123.
    { key: 'reference', type: 'string', size: 32, sequenceFormat: { prefix: 'ORD-', digits: 6 } },
    { key: 'userId', type: 'string', size: 36, required: true },
    { key: 'email', type: 'email', required: true },
    // JSON text of the lines: id, name, price, quantity, isBundle.
    { key: 'items', type: 'string', size: 100_000, required: true },
    { key: 'subtotal', type: 'float', decimals: 2, min: 0, max: 100_000_000, required: true },
    { key: 'tax', type: 'float', decimals: 2, min: 0, max: 100_000_000, required: true },
    { key: 'total', type: 'float', decimals: 2, min: 0, max: 100_000_000, required: true },
    // The shop's tax mode and rate when the order was paid (decision 024): 'included_in_prices'
    // means `tax` is the VAT inside `total` ("incl. 8 % VAT"), otherwise it was added to it.
    // Null on orders placed before they were recorded: their tax was added.
    { key: 'taxMode', type: 'string', size: 32 },
    { key: 'taxRateBasisPoints', type: 'integer', min: 0, max: 10_000 },
    // What the order paid for shipping (decision 030), inside `total`. Null on orders placed
    // before it was recorded: they shipped free.
    { key: 'shipping', type: 'float', decimals: 2, min: 0, max: 100_000_000 },
    // JSON text of firstName, lastName, address, city, zipCode.
    { key: 'shippingAddress', type: 'string', size: 10_000, required: true },
    { key: 'paymentIntentId', type: 'string', size: 255, required: true },
    { key: 'status', type: 'string', size: 32, default: 'pending' },
    // JSON text: [{status, at, by}] appended on every status change.
    { key: 'statusHistory', type: 'string', size: 100_000, default: '[]' },
    { key: 'customPackagingName', type: 'string', size: 30 },
    // JSON text {productId: units}: what payment took from each product's stock, which a
    // cancellation or refund puts back. It can be less than the quantity when stock ran short.
    // Null on orders placed before it was recorded: those put back their quantities.
    { key: 'stockTaken', type: 'string', size: 10_000 },
    { key: 'createdAt', type: 'datetime', defaultNow: true },
    { key: 'updatedAt', type: 'datetime', defaultNow: true },
  ],
  indexes: [
    { key: 'payment_intent', type: 'unique', attributes: ['paymentIntentId'] },
    { key: 'reference', type: 'unique', attributes: ['reference'] },
    { key: 'user_created', type: 'key', attributes: ['userId', '$createdAt'], orders: ['ASC', 'DESC'] },
    { key: 'created', type: 'key', attributes: ['$createdAt'], orders: ['DESC'] },
  ],
} as const satisfies CollectionDeclaration;
