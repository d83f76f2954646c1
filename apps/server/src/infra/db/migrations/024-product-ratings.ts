import type { Migration } from '../migrate.ts';

/**
 * Products carry their rating (docs/product.md §3 Product): `ratingCount` and `ratingSum`, kept
 * by the server with every review written from now on (shop/reviews/product-ratings.ts) and
 * counted here from the reviews already written. Reviews already written are brought to the
 * rules the server applies to new ones (docs/product.md §3 Review): the public name is the first
 * name and last initial ("Anna K.", as publicReviewerName in @pura/core), and "Verified purchase"
 * says whether the author has a paid order with the product now (the paid statuses as of this
 * migration; the order's items text naming the product, as shop/reviews/verified-purchases.ts
 * narrows it).
 */
export const productRatings: Migration = {
  id: '024-product-ratings',
  sql: `
ALTER TABLE "doc_shop_products" ADD COLUMN IF NOT EXISTS "ratingCount" bigint;
ALTER TABLE "doc_shop_products" ADD COLUMN IF NOT EXISTS "ratingSum" bigint;
ALTER TABLE "doc_shop_products" DROP CONSTRAINT IF EXISTS "doc_shop_products_ratingCount_range";
ALTER TABLE "doc_shop_products" ADD CONSTRAINT "doc_shop_products_ratingCount_range" CHECK ("ratingCount" >= 0 AND "ratingCount" <= 1000000000);
ALTER TABLE "doc_shop_products" DROP CONSTRAINT IF EXISTS "doc_shop_products_ratingSum_range";
ALTER TABLE "doc_shop_products" ADD CONSTRAINT "doc_shop_products_ratingSum_range" CHECK ("ratingSum" >= 0 AND "ratingSum" <= 5000000000);
UPDATE "doc_shop_products" AS p SET
  "ratingCount" = (SELECT count(*) FROM "doc_shop_reviews" AS r WHERE r."productId" = p._id),
  "ratingSum" = (SELECT coalesce(sum(r."rating"), 0) FROM "doc_shop_reviews" AS r WHERE r."productId" = p._id);
UPDATE "doc_shop_reviews" AS r SET "authorName" = CASE
    WHEN cardinality(n.words) > 1 THEN n.words[1] || ' ' || upper(left(n.words[cardinality(n.words)], 1)) || '.'
    ELSE n.words[1]
  END
  FROM (SELECT _id, regexp_split_to_array(regexp_replace(coalesce("authorName", ''), '^\\s+|\\s+$', '', 'g'), '\\s+') AS words
        FROM "doc_shop_reviews") AS n
  WHERE n._id = r._id;
UPDATE "doc_shop_reviews" AS r SET "verifiedPurchase" = EXISTS (
  SELECT 1 FROM "doc_shop_orders" AS o
  WHERE o."userId" = r."userId" AND o.status IN ('completed', 'processing', 'shipped', 'delivered')
    AND position(('"id":' || to_json(r."productId")::text) IN o.items) > 0
);
`,
};
