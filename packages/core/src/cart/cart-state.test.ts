import { describe, expect, it } from 'vitest';
import {
  EMPTY_CART,
  MAX_CART_LINE_QUANTITY,
  addBundle,
  addItem,
  clearCart,
  itemCount,
  removeItem,
  restoreCart,
  setPackagingName,
  setQuantity,
} from './cart-state.ts';

const serum = { id: 'vitamin-c-serum', name: 'Vitamin C Serum', price: 34.99, image: '/x.webp', category: 'Skincare', stock: 10 };
const balm = { id: 'lip-repair-balm', name: 'Lip Repair Balm', price: 12.99, image: '/y.webp', category: 'Lip Care', stock: null };

describe('cart state (docs/product.md §4)', () => {
  it('starts a new item at quantity 1 and raises an existing one by 1', () => {
    const once = addItem(EMPTY_CART, serum);
    expect(once.items).toEqual([{ ...serum, quantity: 1, isBundle: false }]);
    const twice = addItem(once, serum);
    expect(twice.items[0]?.quantity).toBe(2);
  });

  it('keeps isBundle true if either add was a bundle add', () => {
    const bundleFirst = addItem(addItem(EMPTY_CART, serum, { isBundle: true }), serum);
    expect(bundleFirst.items[0]?.isBundle).toBe(true);
    const bundleSecond = addItem(addItem(EMPTY_CART, serum), serum, { isBundle: true });
    expect(bundleSecond.items[0]?.isBundle).toBe(true);
  });

  it('adds a bundle as bundle lines with duplicates removed by id', () => {
    const state = addBundle(EMPTY_CART, [serum, balm, serum]);
    expect(state.items.map((l) => [l.id, l.quantity, l.isBundle])).toEqual([
      ['vitamin-c-serum', 1, true],
      ['lip-repair-balm', 1, true],
    ]);
  });

  it.each([0, -1, -10])('removes the line when quantity is set to %i', (quantity) => {
    expect(setQuantity(addItem(EMPTY_CART, serum), serum.id, quantity).items).toEqual([]);
  });

  it('sets quantity, removes and clears', () => {
    let state = addItem(addItem(EMPTY_CART, serum), balm);
    state = setQuantity(state, serum.id, 4);
    expect(itemCount(state)).toBe(5);
    state = removeItem(state, balm.id);
    expect(state.items.map((l) => l.id)).toEqual([serum.id]);
    expect(setPackagingName(state, 'For Mum').customPackagingName).toBe('For Mum');
    expect(clearCart()).toEqual({ items: [], customPackagingName: '' });
  });

  it('holds every line to the one limit checkout takes, however it gets there', () => {
    expect(MAX_CART_LINE_QUANTITY).toBe(10);
    let cart = addItem(EMPTY_CART, balm, { quantity: 9 });
    cart = addItem(addItem(cart, balm), balm);
    expect(cart.items[0]?.quantity).toBe(MAX_CART_LINE_QUANTITY);
    expect(addItem(EMPTY_CART, serum, { quantity: 99 }).items[0]?.quantity).toBe(MAX_CART_LINE_QUANTITY);
    expect(setQuantity(cart, balm.id, 99).items[0]?.quantity).toBe(MAX_CART_LINE_QUANTITY);
    // A cart saved by a version that allowed 99 comes back at the limit.
    expect(restoreCart([{ ...balm, quantity: 99, isBundle: false }], '').items[0]?.quantity).toBe(MAX_CART_LINE_QUANTITY);
  });

  it('caps the packaging name at 30 characters', () => {
    expect(setPackagingName(EMPTY_CART, 'x'.repeat(40)).customPackagingName).toHaveLength(30);
  });

  it('restores from storage, dropping malformed lines', () => {
    const restored = restoreCart(
      [{ ...serum, quantity: 2, isBundle: false }, { id: 3 }, null, 'x', { ...balm, quantity: 0, isBundle: true }],
      42,
    );
    expect(restored).toEqual({ items: [{ ...serum, quantity: 2, isBundle: false }], customPackagingName: '' });
    expect(restoreCart('garbage', 'Anna')).toEqual({ items: [], customPackagingName: 'Anna' });
  });

  it('restores nothing saved as EMPTY_CART itself, so a store sees no change from the empty cart', () => {
    expect(restoreCart([], '')).toBe(EMPTY_CART);
    expect(restoreCart(null, null)).toBe(EMPTY_CART);
    expect(restoreCart([{ id: 3 }], '')).toBe(EMPTY_CART);
  });
});
