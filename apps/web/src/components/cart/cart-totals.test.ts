import type { CartLine } from '@pura/core/cart/cart-state';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartTotals } from './cart-totals';

const line = (overrides: Partial<CartLine>): CartLine => ({
  id: 'serum',
  name: 'Vitamin C Serum',
  price: 34.99,
  image: '',
  category: 'Skincare',
  stock: null,
  quantity: 1,
  isBundle: false,
  ...overrides,
});

beforeAll(() => {
  // The server embeds its runtime config in index.html; here TAX_RATE=19.
  const config = document.createElement('script');
  config.type = 'application/json';
  config.id = 'pura-config';
  config.textContent = JSON.stringify({ projectId: 'pura', endpointPath: '/v1', debugPages: false, taxRateBasisPoints: 1900 });
  document.head.append(config);
});

describe('cartTotals', () => {
  it("charges the server's tax rate on the after-discount subtotal", () => {
    const totals = cartTotals([line({ quantity: 2 }), line({ id: 'balm', price: 12.99, isBundle: true })]);
    expect(totals).toMatchObject({ subtotalCents: 8297, bundleDiscountCents: 195, taxCents: 1539, totalCents: 9641 });
  });

  it('leaves out a line whose stored price is not a euro amount instead of failing the page', () => {
    expect(cartTotals([line({}), line({ id: 'bad', price: Number.NaN }), line({ id: 'odd', price: 1.234 })]).subtotalCents).toBe(3499);
  });
});
