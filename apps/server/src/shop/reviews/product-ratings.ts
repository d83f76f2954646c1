import type { FastifyInstance } from 'fastify';
import type { DocumentJson } from '../../appwrite/databases/document-model.ts';
import type { DocumentChange } from '../../appwrite/databases/document-write-hooks.ts';
import type { ServerDocuments } from '../../appwrite/databases/server-documents.ts';

/** The product attributes only the server writes: the rating its reviews give it. */
const RATING_ATTRIBUTES = ['ratingCount', 'ratingSum'] as const;

/**
 * A product's rating (docs/product.md §3 Product): `ratingCount` reviews whose stars add up to
 * `ratingSum`, so shop lists show the average without reading any review. This review write hook
 * moves both with every review created, re-rated or deleted, by anyone, in the review's own
 * transaction; the product row's lock orders concurrent reviews of one product.
 */
export async function keepProductRating({ before, after }: DocumentChange, docs: ServerDocuments): Promise<void> {
  if (before && after && before.productId === after.productId && before.rating === after.rating) return;
  if (before) await addToRating(docs, before, -1);
  if (after) await addToRating(docs, after, 1);
}

async function addToRating(docs: ServerDocuments, review: DocumentJson, sign: 1 | -1): Promise<void> {
  const productId = String(review.productId);
  // A review of a product that is gone (or never was) rates nothing.
  const product = await docs.get('products', productId, { forUpdate: true });
  if (!product) return;
  const count = Number(product.ratingCount ?? 0) + sign;
  const sum = Number(product.ratingSum ?? 0) + sign * Number(review.rating);
  await docs.update('products', productId, { data: { ratingCount: Math.max(0, count), ratingSum: Math.max(0, sum) } });
}

/**
 * No client sets a product's rating: an admin's new product starts unrated, and an update that
 * changes the rating is refused (the admin form sends back the values it read, which pass).
 */
export function installProductRatingRule(app: FastifyInstance): void {
  // One rule per collection: a second one for products must merge with this, not replace it.
  if (app.clientWriteRules.has('products')) throw new Error('products already has a client write rule');
  app.clientWriteRules.set('products', {
    create: async (_caller, data) => ({ ...data, ratingCount: 0, ratingSum: 0 }),
    fixedAttributes: RATING_ATTRIBUTES,
  });
}
