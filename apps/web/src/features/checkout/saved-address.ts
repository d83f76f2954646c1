import type { ShippingAddress } from '@pura/core/schemas/cart';
import { readStoredJson, removeFromStorage, writeStorage } from '@/lib/web-storage';

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
  const parsed = readStoredJson('session', KEY);
  if (typeof parsed !== 'object' || parsed === null) return null;
  const record = parsed as Record<string, unknown>;
  const address = {} as Record<(typeof FIELDS)[number], string>;
  for (const field of FIELDS) {
    const value = record[field];
    if (typeof value !== 'string' || value.length > MAX_LENGTH) return null;
    address[field] = value;
  }
  return address;
}

/** Keeps the address for the tab; when storage is refused only the convenience is lost. */
export function saveAddress(address: ShippingAddress): void {
  writeStorage('session', KEY, JSON.stringify(address));
}

export function forgetSavedAddress(): void {
  removeFromStorage('session', KEY);
}
