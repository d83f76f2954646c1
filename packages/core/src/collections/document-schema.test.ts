import { describe, expect, it } from 'vitest';
import { attributeOf } from './document-fields.ts';
import { documentSchema } from './document-schema.ts';
import { orderItemSchema, parseJsonField, statusHistoryEntrySchema } from './order-fields.ts';
import { orders } from './orders.ts';
import { products } from './products.ts';

describe('documentSchema', () => {
  const productSchema = documentSchema(products);
  const required = { name: 'Serum', price: 24.99, description: 'Bright', category: 'serums' };

  it('fills absent or null optional attributes with the declared default, else null', () => {
    expect(productSchema.parse({ ...required, isNew: null, $id: 'serum' })).toEqual({
      ...required,
      stock: null,
      isNew: false,
      isBestseller: false,
      originalPrice: null,
      benefits: [],
      ingredients: [],
      image: null,
      imageUrl: null,
      imageFileId: null,
      imageNumber: null,
      skinTypes: [],
      skinConcerns: [],
      ratingCount: 0,
      ratingSum: 0,
    });
  });

  it('refuses a document missing a required attribute or holding the wrong type', () => {
    expect(productSchema.safeParse({ ...required, name: undefined }).success).toBe(false);
    expect(productSchema.safeParse({ ...required, price: '24.99' }).success).toBe(false);
    expect(productSchema.safeParse({ ...required, stock: 1.5 }).success).toBe(false);
    expect(productSchema.safeParse({ ...required, benefits: ['ok', 3] }).success).toBe(false);
  });

  it('reads an order with its defaults', () => {
    const order = {
      userId: 'u1',
      email: 'a@example.com',
      items: '[]',
      subtotal: 10,
      tax: 0.8,
      total: 10.8,
      shippingAddress: '{}',
      paymentIntentId: 'pi_1',
    };
    expect(documentSchema(orders).parse(order)).toMatchObject({
      status: 'pending',
      statusHistory: '[]',
      reference: null,
      stockTaken: null,
    });
  });
});

describe('attributeOf', () => {
  it('gives an attribute with its declared limits, and refuses an undeclared key', () => {
    expect(attributeOf(products, 'price')).toMatchObject({ min: 0.01, max: 1_000_000, decimals: 2 });
    expect(() => attributeOf(products, 'nope' as 'price')).toThrow('products declares no attribute nope');
  });
});

describe('order JSON fields', () => {
  it('parses items, giving lines written before discounts were recorded a discount of 0', () => {
    const items = JSON.stringify([
      { id: 'serum', name: 'Serum', price: 30, quantity: 2, isBundle: true, discount: 9 },
      { id: 'mask', name: 'Mask', price: 12, quantity: 1, isBundle: false },
    ]);
    expect(parseJsonField(orderItemSchema.array(), items)?.map((line) => line.discount)).toEqual([9, 0]);
  });

  it('gives null for absent, non-JSON or misshapen text', () => {
    const history = statusHistoryEntrySchema.array();
    expect(parseJsonField(history, null)).toBeNull();
    expect(parseJsonField(history, '[{')).toBeNull();
    expect(parseJsonField(history, '[{"status":"shipped"}]')).toBeNull();
    expect(parseJsonField(history, '[{"status":"shipped","at":"2025-01-01T00:00:00.000Z","by":"admin"}]')).toHaveLength(1);
  });
});
