import type { Migration } from '../migrate.ts';

/**
 * Orders record the tax mode and rate they were paid under (orders declaration, decision 024), so
 * order history and the admin say "incl. 8 % VAT" for an order whose prices included tax, whatever
 * the settings say later. Older orders keep null: their tax was added.
 */
export const orderTaxMode: Migration = {
  id: '081-order-tax-mode',
  sql: `
ALTER TABLE "doc_shop_orders" ADD COLUMN IF NOT EXISTS "taxMode" text;
ALTER TABLE "doc_shop_orders" ADD COLUMN IF NOT EXISTS "taxRateBasisPoints" bigint;
ALTER TABLE "doc_shop_orders" DROP CONSTRAINT IF EXISTS "doc_shop_orders_taxRateBasisPoints_range";
ALTER TABLE "doc_shop_orders" ADD CONSTRAINT "doc_shop_orders_taxRateBasisPoints_range" CHECK ("taxRateBasisPoints" >= 0 AND "taxRateBasisPoints" <= 10000);
`,
};
