import { describe, expect, it } from 'vitest';
import { isPagePath, pagePathOf } from './page-paths.ts';

describe('isPagePath', () => {
  it.each([
    ['/', true],
    ['/shop', true],
    ['/shop/', true],
    ['/product/rose-night-cream', true],
    ['/admin/orders/abc123', true],
    ['/quiz/skincare', true],
    ['/wishlist', true],
    ['/faq-that-does-not-exist', false],
    ['/anything', false],
    ['/product', false],
    ['/product/a/b', false],
    ['/admin/unknown', false],
    ['/Shop', true],
  ])('%s → %s', (pathname, expected) => {
    expect(isPagePath(pathname)).toBe(expected);
  });
});

describe('pagePathOf', () => {
  it.each([
    ['/', '/'],
    ['/Admin/Orders/abc123/', '/admin/orders/:orderId'],
    ['/product/rose-night-cream', '/product/:id'],
    ['/quiz', '/quiz'],
    ['/product', undefined],
  ])('%s → %s', (pathname, expected) => {
    expect(pagePathOf(pathname)).toBe(expected);
  });
});
