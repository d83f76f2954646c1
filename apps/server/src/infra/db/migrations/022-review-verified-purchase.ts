import type { Migration } from '../migrate.ts';

/**
 * Reviews say whether their author bought the product (`verifiedPurchase`, found by the server on
 * create). Reviews written before are marked false: nobody checked.
 */
export const reviewVerifiedPurchase: Migration = {
  id: '022-review-verified-purchase',
  sql: `
ALTER TABLE "doc_shop_reviews" ADD COLUMN IF NOT EXISTS "verifiedPurchase" boolean;
UPDATE "doc_shop_reviews" SET "verifiedPurchase" = false WHERE "verifiedPurchase" IS NULL;
`,
};
