import type { Migration } from '../migrate.ts';

/**
 * Orders record what they paid for shipping (orders declaration, decision 030), so order history,
 * the admin's order page and the e-mail show the Shipping line the shopper paid. Older orders keep
 * null: they shipped free.
 */
export const orderShipping: Migration = {
  id: '082-order-shipping',
  sql: `
ALTER TABLE "doc_shop_orders" ADD COLUMN IF NOT EXISTS "shipping" numeric(20, 2);
ALTER TABLE "doc_shop_orders" DROP CONSTRAINT IF EXISTS "doc_shop_orders_shipping_range";
ALTER TABLE "doc_shop_orders" ADD CONSTRAINT "doc_shop_orders_shipping_range" CHECK ("shipping" >= 0 AND "shipping" <= 100000000);
`,
};
