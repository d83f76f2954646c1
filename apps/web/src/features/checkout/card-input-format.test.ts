import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatCvc, formatExpiry } from './card-input-format';

describe('card input formatting', () => {
  it.each([
    ['4242424242424242', '4242 4242 4242 4242'],
    ['4000-0000-0000-0002', '4000 0000 0000 0002'],
    ['4000 0025 0000 3155', '4000 0025 0000 3155'],
    ['42', '42'],
    ['12345678901234567890123', '1234 5678 9012 3456 789'],
    ['abc', ''],
  ])('card number %s → %s', (input, expected) => {
    expect(formatCardNumber(input)).toBe(expected);
  });

  it.each([
    ['1', '', '1'],
    ['5', '', '05/'],
    ['12', '1', '12/'],
    ['12/3', '12/', '12/3'],
    ['1234', '', '12/34'],
    ['12/345', '12/34', '12/34'],
    ['12', '12/', '1'],
    ['12/', '12/3', '12'],
  ])('expiry %s after %s → %s', (input, previous, expected) => {
    expect(formatExpiry(input, previous)).toBe(expected);
  });

  it('keeps at most four CVC digits', () => {
    expect(formatCvc('12a34 5')).toBe('1234');
  });
});
