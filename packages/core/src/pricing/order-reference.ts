const ORDER_REFERENCE_PATTERN = /^ORD-\d{6}$/;

/** Highest number an order reference can carry: six digits. */
export const MAX_ORDER_REFERENCE_NUMBER = 999_999;

/**
 * Formats the human order reference shown on /payment-success, in /profile and in the e-mail:
 * 'ORD-' plus six zero-padded digits (42 → 'ORD-000042'). Throws RangeError outside
 * 0..MAX_ORDER_REFERENCE_NUMBER so a reference never silently loses digits or collides.
 */
export function formatOrderReference(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0 || n > MAX_ORDER_REFERENCE_NUMBER) {
    throw new RangeError(`Order reference number must be whole, 0 to ${MAX_ORDER_REFERENCE_NUMBER}, got ${String(n)}`);
  }
  return `ORD-${String(n).padStart(6, '0')}`;
}

/** True for a well-formed order reference ('ORD-' and six digits), e.g. to check a URL param. */
export function isOrderReference(s: unknown): s is string {
  return typeof s === 'string' && ORDER_REFERENCE_PATTERN.test(s);
}
