import type { FastifyInstance } from 'fastify';
import { PAID_STATUSES } from '@pura/core/orders/order-status';
import { orderItemSchema, parseJsonField } from '@pura/core/collections/order-fields';
import { AppwriteError } from '../../infra/errors.ts';
import type { ClientWriteRule } from '../../appwrite/databases/client-write-rules.ts';
import { type ServerDocuments, documentReadsWithin } from '../../appwrite/databases/server-documents.ts';

/** The refusal a shopper whose e-mail address is not yet proven gets when posting a review. */
export const UNVERIFIED_REVIEWER_MESSAGE =
  'Please verify your e-mail address before writing a review. Open the link we mailed you, or send a new one from your profile.';

const ORDER_ITEMS = orderItemSchema.array();

// An id as checkout stores it; anything else cannot be in an order (validation refuses it next).
const PRODUCT_ID = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/;

/**
 * Reviews (issue 26, docs/security-limits.md 'Reviews'): only an account with a verified e-mail
 * address writes one, so one person cannot flood a product from throwaway sign-ups, and
 * `verifiedPurchase` is the server's finding, whatever the client sent: the author has a paid
 * order containing the product. A review's product and finding never change afterwards.
 */
export function installReviewRules(app: FastifyInstance): void {
  const rule: ClientWriteRule = {
    async create(caller, data, db) {
      if (!caller.user?.emailVerification) throw new AppwriteError('user_email_not_verified', UNVERIFIED_REVIEWER_MESSAGE);
      return { ...data, verifiedPurchase: await hasBought(documentReadsWithin(db), caller.user.id, data.productId) };
    },
    fixedAttributes: ['productId', 'verifiedPurchase'],
  };
  app.clientWriteRules.set('reviews', rule);
}

async function hasBought(docs: Pick<ServerDocuments, 'list'>, userId: string, productId: unknown): Promise<boolean> {
  if (typeof productId !== 'string' || !PRODUCT_ID.test(productId)) return false;
  const { documents } = await docs.list(
    'orders',
    [
      { method: 'equal', attribute: 'userId', values: [userId] },
      { method: 'equal', attribute: 'status', values: [...PAID_STATUSES] },
      // Narrows to orders whose items text names the product; parsing the lines decides.
      { method: 'contains', attribute: 'items', values: [`"id":${JSON.stringify(productId)}`] },
      { method: 'limit', values: [100] },
    ],
    { total: false },
  );
  return documents.some((order) => parseJsonField(ORDER_ITEMS, order.items)?.some((item) => item.id === productId) ?? false);
}
