import type { CartLine } from '@pura/core/cart/cart-state';
import { distinctProductIds, recommend } from '@pura/core/quiz/recommend';
import { enumerateRoutines } from '@pura/core/quiz/routines';
import { DEFAULT_SHOP_SETTINGS } from '@pura/core/settings/shop-settings';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartTotals, routineDiscountStates } from './cart-totals';

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
  // The server embeds its runtime config, with the shop's settings, in index.html; here tax is 19 %.
  const config = document.createElement('script');
  config.type = 'application/json';
  config.id = 'pura-config';
  config.textContent = JSON.stringify({
    projectId: 'pura',
    endpointPath: '/v1',
    debugPages: false,
    shop: { ...DEFAULT_SHOP_SETTINGS, pricing: { taxRateBasisPoints: 1900, taxMode: 'added_at_checkout' } },
  });
  document.head.append(config);
});

// A whole haircare routine as the quiz adds it, at €20 a product.
const routine = distinctProductIds(recommend('haircare', { 'scalp-concern': 'moisture', 'hair-concern': 'repair' }));
// The routines of docs/product.md's quizzes, as GET /api/quiz-routines answers while version 1 is live.
const routines = enumerateRoutines();
const routineLines = () => routine.map((id) => line({ id, price: 20, isBundle: true }));

describe('cartTotals', () => {
  it("charges the server's tax rate on the after-discount subtotal", () => {
    expect(routine).toHaveLength(3);
    const totals = cartTotals([line({ quantity: 2 }), ...routineLines()], routines);
    // 2 × 34.99 + 3 × 20 = 129.98; 15 % of 60 = 9.00; tax 19 % of 120.98 = 22.99.
    expect(totals).toMatchObject({ subtotalCents: 12_998, bundleDiscountCents: 900, taxCents: 2299, totalCents: 14_397 });
  });

  it('takes the routine discount only off a whole routine, as the server does', () => {
    expect(cartTotals(routineLines().slice(1), routines).bundleDiscountCents).toBe(0);
    expect(cartTotals([line({ id: 'balm', price: 12.99, isBundle: true })], routines).bundleDiscountCents).toBe(0);
  });

  it('leaves out a line whose stored price is not a euro amount instead of failing the page', () => {
    expect(cartTotals([line({}), line({ id: 'bad', price: Number.NaN }), line({ id: 'odd', price: 1.234 })], routines).subtotalCents).toBe(
      3499,
    );
  });
});

describe('routineDiscountStates', () => {
  it('says which lines earn the discount and which came from a routine no longer whole', () => {
    const whole = [line({}), ...routineLines()];
    expect(routineDiscountStates(whole, cartTotals(whole, routines))).toEqual(new Map(routine.map((id) => [id, 'earned'])));
    const broken = [line({}), ...routineLines().slice(1)];
    expect(routineDiscountStates(broken, cartTotals(broken, routines))).toEqual(new Map(routine.slice(1).map((id) => [id, 'incomplete'])));
  });
});
