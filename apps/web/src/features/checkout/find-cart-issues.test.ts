import type { CartLine, CartState } from '@pura/core/cart/cart-state';
import { describe, expect, it } from 'vitest';
import { type CurrentProduct, applyFix, findCartIssues, issuesHeadline } from './find-cart-issues';

const line = (overrides: Partial<CartLine> = {}): CartLine => ({
  id: 'serum',
  name: 'Rosehip Serum',
  price: 34.99,
  image: '/serum.webp',
  category: 'Skincare',
  stock: 10,
  quantity: 2,
  isBundle: false,
  ...overrides,
});

const product = (overrides: Partial<CurrentProduct> = {}): CurrentProduct => ({
  id: 'serum',
  name: 'Rosehip Serum',
  price: 34.99,
  stock: 10,
  ...overrides,
});
const catalogue = (...products: CurrentProduct[]) => new Map(products.map((p) => [p.id, p]));

describe('findCartIssues (docs/product.md §4 Checkout flow, §8 Checkout)', () => {
  it.each<
    [string, Partial<CurrentProduct> | null, Partial<CartLine>, { kind: string; message: string; fix: Record<string, unknown> } | null]
  >([
    ['an unchanged product', {}, {}, null],
    ['float noise in the price', { price: 0.1 + 0.2 }, { price: 0.3 }, null],
    ['unlimited stock', { stock: null }, { quantity: 99 }, null],
    ['stock exactly the quantity', { stock: 2 }, {}, null],
    ['a deleted product', null, {}, { kind: 'not_found', message: 'Rosehip Serum is no longer available', fix: { kind: 'remove' } }],
    [
      'a product without a valid price',
      { price: 0 },
      {},
      { kind: 'validation_error', message: 'Unable to validate Rosehip Serum', fix: { kind: 'remove' } },
    ],
    [
      'a price with a third decimal',
      { price: 12.345 },
      {},
      { kind: 'validation_error', message: 'Unable to validate Rosehip Serum', fix: { kind: 'remove' } },
    ],
    [
      'less stock than asked',
      { stock: 1 },
      {},
      {
        kind: 'insufficient_stock',
        message: 'Insufficient stock for Rosehip Serum',
        fix: { kind: 'set_quantity', quantity: 1, label: 'Set quantity to 1' },
      },
    ],
    [
      'no stock left',
      { stock: 0 },
      {},
      { kind: 'insufficient_stock', message: 'Insufficient stock for Rosehip Serum', fix: { kind: 'remove' } },
    ],
    [
      'a new price',
      { price: 39.5 },
      {},
      {
        kind: 'price_change',
        message: 'Price for Rosehip Serum has changed from €34.99 to €39.50',
        fix: { kind: 'accept_price', price: 39.5, label: 'Accept new price' },
      },
    ],
    [
      'stock and price both changed: stock first',
      { stock: 1, price: 40 },
      {},
      { kind: 'insufficient_stock', message: 'Insufficient stock for Rosehip Serum', fix: { kind: 'set_quantity', quantity: 1 } },
    ],
  ])('%s', (_, current, cartLine, expected) => {
    const issues = findCartIssues([line(cartLine)], current ? catalogue(product(current)) : catalogue());
    if (expected === null) {
      expect(issues).toEqual([]);
      return;
    }
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ lineId: 'serum', kind: expected.kind, message: expected.message, fix: expected.fix });
  });

  it('lists one issue per affected line, in cart order', () => {
    const lines = [line({ id: 'a', name: 'A' }), line({ id: 'b', name: 'B' }), line({ id: 'c', name: 'C' })];
    const issues = findCartIssues(lines, catalogue(product({ id: 'a', name: 'A', stock: 0 }), product({ id: 'b', name: 'B' })));
    expect(issues.map((issue) => [issue.lineId, issue.kind])).toEqual([
      ['a', 'insufficient_stock'],
      ['c', 'not_found'],
    ]);
    expect(issuesHeadline(issues.length)).toBe('2 item(s) in your cart need attention');
  });
});

describe('applyFix', () => {
  const cart = (items: CartLine[]): CartState => ({ items, customPackagingName: 'Mia' });

  it('sets the quantity to the stock and remembers that stock', () => {
    const [issue] = findCartIssues([line({ quantity: 5 })], catalogue(product({ stock: 3 })));
    const fixed = applyFix(cart([line({ quantity: 5 })]), issue!);
    expect(fixed.items[0]).toMatchObject({ quantity: 3, stock: 3 });
    expect(findCartIssues(fixed.items, catalogue(product({ stock: 3 })))).toEqual([]);
  });

  it('removes a line that cannot be bought and keeps the rest of the cart', () => {
    const lines = [line(), line({ id: 'balm', name: 'Lip Balm' })];
    const [issue] = findCartIssues(lines, catalogue(product({ id: 'balm', name: 'Lip Balm' })));
    expect(applyFix(cart(lines), issue!)).toEqual({ items: [lines[1]], customPackagingName: 'Mia' });
  });

  it('accepts a new price so the issue is gone', () => {
    const current = catalogue(product({ price: 29.99 }));
    const [issue] = findCartIssues([line()], current);
    const fixed = applyFix(cart([line()]), issue!);
    expect(fixed.items[0]?.price).toBe(29.99);
    expect(findCartIssues(fixed.items, current)).toEqual([]);
  });
});
