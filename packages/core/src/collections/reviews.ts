import { MAX_REVIEW_TEXT_LENGTH } from '../limits.ts';
import type { CollectionDeclaration } from './declaration-types.ts';

/**
 * Product reviews. Anyone reads; signed-in users write one review per product (unique index);
 * the author's default document permissions (document security on) let them edit and delete
 * their own, and admins delete any. A review's date is its `$createdAt`, which the server sets:
 * an attribute the writer fills in could backdate it. Only accounts with a verified e-mail address
 * write reviews, and `verifiedPurchase` is the server's finding that the author has a paid order
 * with the product (shop/reviews/review-rules.ts): whatever a client sends for it is replaced.
 */
export const reviews = {
  id: 'reviews',
  name: 'Reviews',
  permissions: ['read("any")', 'create("users")', 'delete("label:admin")'],
  documentSecurity: true,
  ownerAttribute: 'userId',
  attributes: [
    { key: 'productId', type: 'string', size: 36, required: true },
    { key: 'userId', type: 'string', size: 36, required: true },
    { key: 'rating', type: 'integer', min: 1, max: 5, required: true },
    { key: 'text', type: 'string', size: MAX_REVIEW_TEXT_LENGTH, default: '' },
    { key: 'authorName', type: 'string', size: 128, default: '' },
    { key: 'verifiedPurchase', type: 'boolean', default: false },
  ],
  indexes: [
    { key: 'one_per_user', type: 'unique', attributes: ['productId', 'userId'] },
    { key: 'product_created', type: 'key', attributes: ['productId', '$createdAt'], orders: ['ASC', 'DESC'] },
  ],
} as const satisfies CollectionDeclaration;
