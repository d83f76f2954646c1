import { MAX_CART_LINE_QUANTITY as CORE_MAX_CART_LINE_QUANTITY } from '@pura/core/schemas/cart';
import { describe, expect, it } from 'vitest';
import { MAX_CART_LINE_QUANTITY } from './cart-store';

describe('the cart line limit', () => {
  it('is the one the server validates checkouts with', () => {
    expect(MAX_CART_LINE_QUANTITY).toBe(CORE_MAX_CART_LINE_QUANTITY);
  });
});
