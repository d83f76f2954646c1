import { PRODUCT_TEXT_LIMITS } from '../limits.ts';
import type { CollectionDeclaration } from './declaration-types.ts';
import { SKIN_CONCERNS, SKIN_TYPES } from '../catalogue/skin-tags.ts';

/**
 * Products (docs/product.md §3 Product). Prices are euros in the API and exact decimals in the table;
 * stock null means unlimited. Anyone reads; only admins write (docs/architecture.md 'Database').
 */
export const products = {
  id: 'products',
  name: 'Products',
  permissions: ['read("any")', 'create("label:admin")', 'update("label:admin")', 'delete("label:admin")'],
  documentSecurity: false,
  attributes: [
    { key: 'name', type: 'string', size: PRODUCT_TEXT_LIMITS.name, required: true },
    // CHECK price > 0: with two decimals the smallest price is 0.01.
    { key: 'price', type: 'float', decimals: 2, min: 0.01, max: 1_000_000, required: true },
    { key: 'description', type: 'string', size: PRODUCT_TEXT_LIMITS.description, required: true },
    { key: 'category', type: 'string', size: PRODUCT_TEXT_LIMITS.category, required: true },
    { key: 'stock', type: 'integer', min: 0, max: 1_000_000_000 },
    { key: 'isNew', type: 'boolean', default: false },
    { key: 'isBestseller', type: 'boolean', default: false },
    // The rating its reviews give it: how many, and their stars added up (the average is
    // ratingSum / ratingCount). Only the server writes them, with every review written or deleted.
    { key: 'ratingCount', type: 'integer', min: 0, max: 1_000_000_000, default: 0 },
    { key: 'ratingSum', type: 'integer', min: 0, max: 5_000_000_000, default: 0 },
    { key: 'originalPrice', type: 'float', decimals: 2, min: 0.01, max: 1_000_000 },
    { key: 'benefits', type: 'string', size: PRODUCT_TEXT_LIMITS.benefit, array: true, default: [] },
    { key: 'ingredients', type: 'string', size: PRODUCT_TEXT_LIMITS.ingredient, array: true, default: [] },
    { key: 'image', type: 'string', size: 2048 },
    { key: 'imageUrl', type: 'string', size: 2048 },
    { key: 'imageFileId', type: 'string', size: 36 },
    { key: 'imageNumber', type: 'integer', min: 0, max: 1_000_000 },
    // docs/product.md §3: the skin types and concerns the owner ticks; the shop filters and searches by them.
    { key: 'skinTypes', type: 'string', size: 32, array: true, default: [], elements: SKIN_TYPES },
    { key: 'skinConcerns', type: 'string', size: 32, array: true, default: [], elements: SKIN_CONCERNS },
  ],
  indexes: [
    // The shop's list: category filter, newest first (docs/product.md §7 'How the product uses the data layer').
    { key: 'category_created', type: 'key', attributes: ['category', '$createdAt'], orders: ['ASC', 'DESC'] },
    { key: 'created', type: 'key', attributes: ['$createdAt'], orders: ['DESC'] },
    { key: 'name_search', type: 'fulltext', attributes: ['name'] },
    { key: 'description_search', type: 'fulltext', attributes: ['description'] },
  ],
} as const satisfies CollectionDeclaration;
