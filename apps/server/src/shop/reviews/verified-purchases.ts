import { PAID_STATUSES } from '@pura/core/orders/order-status';
import { orderItemSchema, parseJsonField } from '@pura/core/collections/order-fields';
import type { DocumentJson } from '../../appwrite/databases/document-model.ts';
import type { DocumentChange } from '../../appwrite/databases/document-write-hooks.ts';
import type { ServerDocuments } from '../../appwrite/databases/server-documents.ts';

/**
 * "Verified purchase" (docs/product.md §3 Review) stays true to the orders: a review's
 * `verifiedPurchase` says its author has a paid order containing the product now, not only when
 * the review was written. The review rule finds it on create; this order write hook finds it again
 * for the reviews an order's change can touch: its author's reviews of its products, when it is
 * paid, cancelled, refunded, or moves to another owner (erasure).
 */
export async function keepVerifiedPurchases({ before, after }: DocumentChange, docs: ServerDocuments): Promise<void> {
  if (before && after && isPaid(before) === isPaid(after) && before.userId === after.userId && before.items === after.items) return;
  for (const order of [before, after]) {
    if (!order || typeof order.userId !== 'string' || order.userId === '') continue;
    const productIds = [...new Set(orderItems(order).map((item) => item.id))];
    if (productIds.length > 0) await checkReviews(docs, order.userId, productIds);
  }
}

async function checkReviews(docs: ServerDocuments, userId: string, productIds: string[]): Promise<void> {
  const { documents } = await docs.list(
    'reviews',
    [
      { method: 'equal', attribute: 'userId', values: [userId] },
      { method: 'equal', attribute: 'productId', values: productIds },
      { method: 'limit', values: [productIds.length] },
    ],
    { total: false },
  );
  for (const review of documents) {
    const bought = await hasBought(docs, userId, review.productId);
    if (review.verifiedPurchase !== bought) await docs.update('reviews', review.$id, { data: { verifiedPurchase: bought } });
  }
}

const ORDER_ITEMS = orderItemSchema.array();
const PAID: ReadonlySet<unknown> = new Set(PAID_STATUSES);

// An id as checkout stores it; anything else cannot be in an order (validation refuses it next).
const PRODUCT_ID = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/;

const isPaid = (order: DocumentJson) => PAID.has(order.status);
const orderItems = (order: DocumentJson) => parseJsonField(ORDER_ITEMS, order.items) ?? [];

/** Whether the user has a paid order containing the product. */
export async function hasBought(docs: Pick<ServerDocuments, 'list'>, userId: string, productId: unknown): Promise<boolean> {
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
  return documents.some((order) => orderItems(order).some((item) => item.id === productId));
}
