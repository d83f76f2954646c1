import { describe, it, expect } from 'vitest';
import type { z } from 'zod';
import { MAX_CHECKOUT_LINES } from '../limits.ts';
import {
  cartLineInputSchema,
  checkoutSessionRequestSchema,
  customPackagingNameSchema,
  productIdSchema,
  shippingAddressSchema,
} from './cart.ts';
import type { CheckoutSessionRequest } from './cart.ts';

/** The messages a person would see, in order. */
const messages = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

const address = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address: '12 Green Street',
  city: 'Dublin',
  zipCode: 'D02 X285',
};

const request: CheckoutSessionRequest = {
  items: [
    { productId: 'vitamin-c-serum', quantity: 1, isBundle: true },
    { productId: '6651f0c2a1b2c3d4e5f6', quantity: 3, isBundle: false },
  ],
  customPackagingName: 'For Mum',
  shippingAddress: address,
};

describe('productIdSchema', () => {
  it.each([['a'], ['exfoliating-wash'], ['6651f0c2a1b2c3d4e5f6'], ['A.b_c-d'], ['9'], ['x'.repeat(36)]])('accepts %s', (id) => {
    expect(productIdSchema.parse(id)).toBe(id);
  });

  it.each([[''], ['-abc'], ['.abc'], ['_abc'], ['x'.repeat(37)], ['abc def'], ['abc/def'], ['crème'], [' abc']])('rejects %j', (id) => {
    expect(messages(productIdSchema, id)).toEqual([
      'Product id must be 1–36 letters, digits, dots, hyphens or underscores and start with a letter or digit',
    ]);
  });

  it('rejects a non-string', () => {
    expect(messages(productIdSchema, 42)).toEqual(['Product id is required']);
  });
});

describe('cartLineInputSchema', () => {
  it.each([[1], [2], [10]])('accepts quantity %s', (quantity) => {
    expect(cartLineInputSchema.parse({ productId: 'a', quantity, isBundle: false })).toEqual({
      productId: 'a',
      quantity,
      isBundle: false,
    });
  });

  it.each([
    [0, 'Quantity must be at least 1'],
    [-1, 'Quantity must be at least 1'],
    [100, 'Quantity can be at most 99'],
    [1.5, 'Quantity must be a whole number'],
    ['1', 'Quantity must be a number'],
    [Number.NaN, 'Quantity must be a number'],
  ])('rejects quantity %j with %j', (quantity, message) => {
    expect(messages(cartLineInputSchema, { productId: 'a', quantity, isBundle: false })).toEqual([message]);
  });

  it('requires the bundle flag to be a boolean', () => {
    expect(messages(cartLineInputSchema, { productId: 'a', quantity: 1 })).toEqual(['isBundle must be true or false']);
    expect(messages(cartLineInputSchema, { productId: 'a', quantity: 1, isBundle: 'true' })).toEqual(['isBundle must be true or false']);
  });

  it('strips a price or total the browser tries to send', () => {
    expect(cartLineInputSchema.parse({ productId: 'a', quantity: 1, isBundle: true, price: 0.01, total: 0 })).toEqual({
      productId: 'a',
      quantity: 1,
      isBundle: true,
    });
  });
});

describe('customPackagingNameSchema', () => {
  it.each([
    [undefined, undefined],
    ['', ''],
    ['   ', ''],
    ['  For Mum  ', 'For Mum'],
    ['x'.repeat(30), 'x'.repeat(30)],
    [`  ${'x'.repeat(30)}  `, 'x'.repeat(30)],
  ])('parses %j as %j', (input, expected) => {
    expect(customPackagingNameSchema.parse(input)).toBe(expected);
  });

  it.each([['x'.repeat(31)], [`${'x'.repeat(30)} y`]])('rejects %j', (input) => {
    expect(messages(customPackagingNameSchema, input)).toEqual(['Package name can be at most 30 characters']);
  });

  it('rejects a non-string', () => {
    expect(messages(customPackagingNameSchema, 12)).toEqual(['Package name must be text']);
  });
});

describe('shippingAddressSchema', () => {
  it('trims every field', () => {
    expect(
      shippingAddressSchema.parse({
        firstName: '  Ada ',
        lastName: ' Lovelace',
        address: '12 Green Street  ',
        city: '\tDublin\n',
        zipCode: ' D02 X285 ',
      }),
    ).toEqual(address);
  });

  it.each([
    ['firstName', 'Please enter your first name'],
    ['lastName', 'Please enter your last name'],
    ['address', 'Please enter your address'],
    ['city', 'Please enter your city'],
    ['zipCode', 'Please enter your ZIP code'],
  ])('requires %s (%s) — missing, empty or only spaces', (field, message) => {
    for (const value of [undefined, '', '   ']) {
      expect(messages(shippingAddressSchema, { ...address, [field]: value })).toEqual([message]);
    }
  });

  it.each([
    ['firstName', 50, 'Your first name can be at most 50 characters'],
    ['lastName', 50, 'Your last name can be at most 50 characters'],
    ['address', 200, 'Your address can be at most 200 characters'],
    ['city', 100, 'Your city can be at most 100 characters'],
    ['zipCode', 12, 'Your ZIP code can be at most 12 characters'],
  ])('limits %s to %s characters', (field, max, message) => {
    expect(shippingAddressSchema.safeParse({ ...address, [field]: '1'.repeat(max) }).success).toBe(true);
    expect(messages(shippingAddressSchema, { ...address, [field]: '1'.repeat(max + 1) })).toEqual([message]);
  });

  it.each([['12345'], ['SW1A 1AA'], ['1000-001'], ['1234 AB']])('accepts ZIP code %s', (zipCode) => {
    expect(shippingAddressSchema.parse({ ...address, zipCode }).zipCode).toBe(zipCode);
  });

  it.each([['-1234'], ['12345!'], ['<b>1</b>']])('rejects ZIP code %j', (zipCode) => {
    expect(messages(shippingAddressSchema, { ...address, zipCode })).toEqual([
      'ZIP code may contain only letters, digits, spaces and hyphens',
    ]);
  });
});

describe('checkoutSessionRequestSchema', () => {
  it('accepts a full request', () => {
    expect(checkoutSessionRequestSchema.parse(request)).toEqual(request);
  });

  it('accepts a request without a packaging name', () => {
    const { customPackagingName: _, ...withoutName } = request;
    expect(checkoutSessionRequestSchema.parse(withoutName)).toEqual(withoutName);
  });

  it('never carries prices or totals from the browser', () => {
    const tampered = {
      ...request,
      total: 1,
      amount: 1,
      items: request.items.map((item) => ({ ...item, price: 0.01, unitPriceCents: 1 })),
    };
    expect(checkoutSessionRequestSchema.parse(tampered)).toEqual(request);
  });

  it('refuses an empty cart', () => {
    expect(messages(checkoutSessionRequestSchema, { ...request, items: [] })).toEqual(['Your cart is empty']);
  });

  it(`allows ${MAX_CHECKOUT_LINES} lines and refuses more`, () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => ({ productId: `p${i}`, quantity: 1, isBundle: false }));
    expect(checkoutSessionRequestSchema.safeParse({ ...request, items: lines(50) }).success).toBe(true);
    expect(messages(checkoutSessionRequestSchema, { ...request, items: lines(51) })).toEqual([
      'A checkout can contain at most 50 different items',
    ]);
  });

  it('reports where a nested problem is', () => {
    const result = checkoutSessionRequestSchema.safeParse({
      ...request,
      items: [{ productId: 'a', quantity: 0, isBundle: false }],
      shippingAddress: { ...address, city: ' ' },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['items.0.quantity', 'Quantity must be at least 1'],
      ['shippingAddress.city', 'Please enter your city'],
    ]);
  });

  it('refuses a body that is not a request', () => {
    expect(checkoutSessionRequestSchema.safeParse(null).success).toBe(false);
    expect(messages(checkoutSessionRequestSchema, { ...request, items: 'all' })).toEqual(['Items must be a list of cart lines']);
  });
});
