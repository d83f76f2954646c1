import type { Migration } from '../migrate.ts';

/**
 * Products carry the skin types and concerns the owner ticks (docs/product.md §3 Product), which
 * the shop filters and searches by. Existing products start with none; the seed tags its own.
 */
export const productSkinTags: Migration = {
  id: '023-product-skin-tags',
  sql: `
ALTER TABLE "doc_shop_products" ADD COLUMN IF NOT EXISTS "skinTypes" text[];
ALTER TABLE "doc_shop_products" ADD COLUMN IF NOT EXISTS "skinConcerns" text[];
`,
};
