import { type CartLine, addItem, clearCart, setPackagingName } from '@pura/core/cart/cart-state';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_STORAGE_KEY, refreshCartProducts, updateCart } from './cart-store';

const serum = { id: 'vitamin-c-serum', name: 'Vitamin C Serum', price: 34.99, image: '/serum.webp', category: 'Skincare', stock: 10 };
const balm = { id: 'lip-balm', name: 'Lip Balm', price: 12.99, image: '/balm.webp', category: 'Lip Care', stock: null };
const limit = { maxPerProduct: 10 };

/** The cart cookie as a /cart document would send it, or undefined when there is none. */
function cartCookieAtCart(): string | undefined {
  window.history.replaceState(null, '', '/cart');
  const pair = document.cookie.split('; ').find((cookie) => cookie.startsWith('pura_cart='));
  window.history.replaceState(null, '', '/');
  return pair?.slice('pura_cart='.length);
}

const cartLines = (): CartLine[] => JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]') as CartLine[];

beforeEach(() => {
  updateCart(clearCart);
});

describe('the cart cookie (decision 012: the server renders /cart from it)', () => {
  it('mirrors every change: lines, quantities, bundle flags and the package name', () => {
    updateCart((cart) => addItem(addItem(cart, serum, limit), serum, limit));
    expect(cartCookieAtCart()).toBe('1||vitamin-c-serum:2');
    updateCart((cart) => setPackagingName(addItem(cart, balm, { isBundle: true, ...limit }), 'For Mia'));
    expect(cartCookieAtCart()).toBe('1|For%20Mia|vitamin-c-serum:2|lip-balm:1:b');
  });

  it('goes with /cart documents only', () => {
    updateCart((cart) => addItem(cart, serum, limit));
    expect(document.cookie).not.toContain('pura_cart');
    expect(cartCookieAtCart()).toBeDefined();
  });

  it('is removed when the cart is emptied', () => {
    updateCart((cart) => addItem(cart, serum, limit));
    updateCart(clearCart);
    expect(cartCookieAtCart()).toBeUndefined();
  });

  it('marks a cart it cannot hold, so the server leaves /cart to the browser', () => {
    const lines = Array.from({ length: 150 }, (_, i) => ({ ...serum, id: `product-number-${String(i).padStart(20, '0')}` }));
    updateCart(() => ({ items: lines.map((line) => ({ ...line, quantity: 1, isBundle: false })), customPackagingName: '' }));
    expect(cartCookieAtCart()).toBe('0');
    updateCart(() => ({ items: [{ ...serum, quantity: 150, isBundle: false }], customPackagingName: '' }));
    expect(cartCookieAtCart()).toBe('0');
  });

  it('is written on start-up for a cart saved before it existed', async () => {
    updateCart((cart) => addItem(cart, balm, limit));
    document.cookie = 'pura_cart=; Path=/cart; Max-Age=0';
    expect(cartCookieAtCart()).toBeUndefined();
    // A fresh copy of the module: what a page load runs.
    vi.resetModules();
    await import('./cart-store');
    expect(cartCookieAtCart()).toBe('1||lip-balm:1');
  });
});

describe('refreshCartProducts', () => {
  it('takes the server’s current product details for the same products, keeping this browser’s lines', () => {
    updateCart((cart) => addItem(addItem(addItem(cart, serum, limit), serum, limit), balm, { isBundle: true, ...limit }));
    refreshCartProducts([{ ...serum, name: 'Vitamin C Serum 2.0', price: 29.99, image: '/new.webp', stock: 1, quantity: 7, isBundle: true }]);
    expect(cartLines()).toEqual([
      { ...serum, name: 'Vitamin C Serum 2.0', price: 29.99, image: '/new.webp', stock: 1, quantity: 2, isBundle: false },
      { ...balm, quantity: 1, isBundle: true },
    ]);
  });

  it('leaves an up-to-date cart alone', () => {
    updateCart((cart) => addItem(cart, serum, limit));
    const save = vi.spyOn(Storage.prototype, 'setItem');
    refreshCartProducts([{ ...serum, quantity: 1, isBundle: false }, { ...balm, quantity: 1, isBundle: false }]);
    expect(save).not.toHaveBeenCalled();
    save.mockRestore();
  });
});
