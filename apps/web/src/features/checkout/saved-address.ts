import type { ShippingAddress } from '@pura/core/schemas/cart';

/**
 * The address typed at checkout, kept for this tab only (sessionStorage): a reload of the payment
 * step, or a way back from it, finds it filled in again. Forgotten once the order is paid, and
 * with the tab.
 */
const KEY = 'pura.checkout.address';
const FIELDS = ['firstName', 'lastName', 'address', 'city', 'zipCode'] as const;
// Far above any field's own limit: only guards what is read back against a tampered store.
const MAX_LENGTH = 500;

/** The kept address, or null when there is none or it is not one. */
export function readSavedAddress(): ShippingAddress | null {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const record = parsed as Record<string, unknown>;
    const address = {} as Record<(typeof FIELDS)[number], string>;
    for (const field of FIELDS) {
      const value = record[field];
      if (typeof value !== 'string' || value.length > MAX_LENGTH) return null;
      address[field] = value;
    }
    return address;
  } catch {
    return null;
  }
}

export function saveAddress(address: ShippingAddress): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(address));
  } catch {
    // Storage full, blocked by the browser, or absent: only the convenience is lost.
  }
}

export function forgetSavedAddress(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // As above.
  }
}
