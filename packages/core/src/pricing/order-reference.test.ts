import { describe, it, expect } from 'vitest';
import { MAX_ORDER_REFERENCE_NUMBER, formatOrderReference, isOrderReference } from './order-reference.ts';

describe('formatOrderReference', () => {
  it.each([
    [0, 'ORD-000000'],
    [1, 'ORD-000001'],
    [42, 'ORD-000042'],
    [123_456, 'ORD-123456'],
    [MAX_ORDER_REFERENCE_NUMBER, 'ORD-999999'],
  ])('formats %s as %s', (n, expected) => {
    expect(formatOrderReference(n)).toBe(expected);
  });

  it('always produces a reference isOrderReference accepts', () => {
    for (let n = 0; n <= MAX_ORDER_REFERENCE_NUMBER; n += 997) {
      expect(isOrderReference(formatOrderReference(n))).toBe(true);
    }
  });

  it.each([[-1], [1_000_000], [1.5], [Number.NaN], [Number.POSITIVE_INFINITY]])('rejects %s', (n) => {
    expect(() => formatOrderReference(n)).toThrow(RangeError);
  });
});

describe('isOrderReference', () => {
  it.each([
    ['ORD-000000', true],
    ['ORD-123456', true],
    ['ORD-12345', false],
    ['ORD-1234567', false],
    ['ord-123456', false],
    ['ORD-12345a', false],
    ['ORD 123456', false],
    [' ORD-123456', false],
    ['ORD-123456\n', false],
    ['ORD-١٢٣٤٥٦', false],
    [123456, false],
    [null, false],
  ])('isOrderReference(%j) is %s', (value, expected) => {
    expect(isOrderReference(value)).toBe(expected);
  });
});
