import type { FastifyInstance } from 'fastify';
import { AppwriteError } from '../../infra/errors.ts';
import type { ClientWriteRule } from '../../appwrite/databases/client-write-rules.ts';
import { publicReviewerName } from '@pura/core/reviews/public-reviewer-name';
import { documentReadsWithin } from '../../appwrite/databases/server-documents.ts';
import { onDocumentWrite } from '../../appwrite/databases/document-write-hooks.ts';
import { keepProductRating, installProductRatingRule } from './product-ratings.ts';
import { hasBought, keepVerifiedPurchases } from './verified-purchases.ts';

/** The refusal a shopper whose e-mail address is not yet proven gets when posting a review. */
export const UNVERIFIED_REVIEWER_MESSAGE =
  'Please verify your e-mail address before writing a review. Open the link we mailed you, or send a new one from your profile.';

/**
 * Reviews (docs/security-limits.md 'Reviews', docs/product.md §3 Review): only an account with a
 * verified e-mail address writes one, so one person cannot flood a product from throwaway
 * sign-ups. The server decides what a review says about its author, whatever the client sent:
 * `authorName` is the first name and initial ("Anna K."), and `verifiedPurchase` says the author
 * has a paid order containing the product, kept true to the orders as they are paid, cancelled or
 * refunded later (verified-purchases.ts). No client changes a review's product, name or finding.
 * Each product's rating follows its reviews (product-ratings.ts).
 */
export function installReviewRules(app: FastifyInstance): void {
  const rule: ClientWriteRule = {
    async create(caller, data, db) {
      if (!caller.user?.emailVerification) throw new AppwriteError('user_email_not_verified', UNVERIFIED_REVIEWER_MESSAGE);
      return {
        ...data,
        authorName: publicReviewerName(caller.user.name),
        verifiedPurchase: await hasBought(documentReadsWithin(db), caller.user.id, data.productId),
      };
    },
    fixedAttributes: ['productId', 'authorName', 'verifiedPurchase'],
  };
  app.clientWriteRules.set('reviews', rule);
  installProductRatingRule(app);
  onDocumentWrite(app, 'reviews', keepProductRating);
  onDocumentWrite(app, 'orders', keepVerifiedPurchases);
}
