import { describe, expect, it } from 'vitest';
import {
  EMPTY_CART,
  addBundle,
  addItem,
  clearCart,
  itemCount,
  removeItem,
  restoreCart,
  setPackagingName,
  setQuantity,
} from './cart-state.ts';

/** The shop's CART_MAX_PER_PRODUCT in these tests. */
const LIMIT = 10;
const limit = { maxPerProduct: LIMIT };

const serum = { id: 'vitamin-c-serum', name: 'Vitamin C Serum', price: 34.99, image: '/x.webp', category: 'Skincare', stock: 10 };
const balm = { id: 'lip-repair-balm', name: 'Lip Repair Balm', price: 12.99, image: '/y.webp', category: 'Lip Care', stock: null };

describe('cart state (docs/product.md §4)', () => {
  it('starts a new item at quantity 1 and raises an existing one by 1', () => {
    const once = addItem(EMPTY_CART, serum, limit);
    expect(once.items).toEqual([{ ...serum, quantity: 1, isBundle: false }]);
    const twice = addItem(once, serum, limit);
    expect(twice.items[0]?.quantity).toBe(2);
  });

  it('keeps isBundle true if either add was a bundle add', () => {
    const bundleFirst = addItem(addItem(EMPTY_CART, serum, { isBundle: true, ...limit }), serum, limit);
    expect(bundleFirst.items[0]?.isBundle).toBe(true);
    const bundleSecond = addItem(addItem(EMPTY_CART, serum, limit), serum, { isBundle: true, ...limit });
    expect(bundleSecond.items[0]?.isBundle).toBe(true);
  });

  it('adds a bundle as bundle lines with duplicates removed by id', () => {
    const state = addBundle(EMPTY_CART, [serum, balm, serum], LIMIT);
    expect(state.items.map((l) => [l.id, l.quantity, l.isBundle])).toEqual([
      ['vitamin-c-serum', 1, true],
      ['lip-repair-balm', 1, true],
    ]);
  });

  it('keeps the language of the quiz a routine came from, and an old saved cart reads as English', () => {
    const german = addBundle(EMPTY_CART, [serum, balm], LIMIT, 'de');
    expect(german.items.map((l) => l.language)).toEqual(['de', 'de']);
    // A single add keeps the routine's language; a later routine's language replaces it.
    expect(addItem(german, serum, limit).items[0]?.language).toBe('de');
    expect(addBundle(german, [serum], LIMIT, 'en').items.map((l) => l.language)).toEqual(['en', 'de']);
    expect(addItem(EMPTY_CART, serum, { language: 'de', ...limit }).items[0]?.language).toBeUndefined();
    expect(restoreCart(JSON.parse(JSON.stringify(german.items)), '', LIMIT)).toEqual(german);
    const saved = { ...serum, quantity: 1, isBundle: true };
    expect(restoreCart([saved], '', LIMIT).items).toEqual([saved]);
    expect(restoreCart([{ ...saved, language: 'fr' }], '', LIMIT)).toBe(EMPTY_CART);
  });

  it.each([0, -1, -10])('removes the line when quantity is set to %i', (quantity) => {
    expect(setQuantity(addItem(EMPTY_CART, serum, limit), serum.id, quantity, LIMIT).items).toEqual([]);
  });

  it('sets quantity, removes and clears', () => {
    let state = addItem(addItem(EMPTY_CART, serum, limit), balm, limit);
    state = setQuantity(state, serum.id, 4, LIMIT);
    expect(itemCount(state)).toBe(5);
    state = removeItem(state, balm.id);
    expect(state.items.map((l) => l.id)).toEqual([serum.id]);
    expect(setPackagingName(state, 'For Mum').customPackagingName).toBe('For Mum');
    expect(clearCart()).toEqual({ items: [], customPackagingName: '' });
  });

  it('holds every line to the limit the shop sets, however it gets there', () => {
    let cart = addItem(EMPTY_CART, balm, { quantity: 9, ...limit });
    cart = addItem(addItem(cart, balm, limit), balm, limit);
    expect(cart.items[0]?.quantity).toBe(LIMIT);
    expect(addItem(EMPTY_CART, serum, { quantity: 99, ...limit }).items[0]?.quantity).toBe(LIMIT);
    expect(setQuantity(cart, balm.id, 99, LIMIT).items[0]?.quantity).toBe(LIMIT);
    // A cart saved before the owner lowered the limit comes back at the limit.
    expect(restoreCart([{ ...balm, quantity: 99, isBundle: false }], '', LIMIT).items[0]?.quantity).toBe(LIMIT);
    expect(setQuantity(cart, balm.id, 99, 3).items[0]?.quantity).toBe(3);
  });

  it('caps the packaging name at 30 characters', () => {
    expect(setPackagingName(EMPTY_CART, 'x'.repeat(40)).customPackagingName).toHaveLength(30);
  });

  it('restores from storage, dropping malformed lines', () => {
    const restored = restoreCart(
      [{ ...serum, quantity: 2, isBundle: false }, { id: 3 }, null, 'x', { ...balm, quantity: 0, isBundle: true }],
      42,
      LIMIT,
    );
    expect(restored).toEqual({ items: [{ ...serum, quantity: 2, isBundle: false }], customPackagingName: '' });
    expect(restoreCart('garbage', 'Anna', LIMIT)).toEqual({ items: [], customPackagingName: 'Anna' });
  });

  it('restores nothing saved as EMPTY_CART itself, so a store sees no change from the empty cart', () => {
    expect(restoreCart([], '', LIMIT)).toBe(EMPTY_CART);
    expect(restoreCart(null, null, LIMIT)).toBe(EMPTY_CART);
    expect(restoreCart([{ id: 3 }], '', LIMIT)).toBe(EMPTY_CART);
  });
});
