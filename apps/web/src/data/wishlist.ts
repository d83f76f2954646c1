import { useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from '@/lib/web-storage';

/** docs/product.md §2: the wishlist heart is local-only — kept in this browser, never sent anywhere. */
export const WISHLIST_STORAGE_KEY = 'pura-wishlist';

type Listener = () => void;
const EMPTY: readonly string[] = [];
const listeners = new Set<Listener>();
// The parsed list is cached per stored text, so every read is a cheap string compare and the
// snapshot stays referentially stable while nothing changed (useSyncExternalStore needs that).
let cachedRaw: string | null = null;
let cachedIds: readonly string[] = EMPTY;
// When storage is unavailable (private mode, quota), the list lives in memory for this visit.
let memoryOnly: readonly string[] | null = null;

function snapshot(): readonly string[] {
  if (memoryOnly) return memoryOnly;
  const raw = readStorage('local', WISHLIST_STORAGE_KEY);
  if (raw === cachedRaw) return cachedIds;
  cachedRaw = raw;
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    cachedIds = Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : EMPTY;
  } catch {
    cachedIds = EMPTY;
  }
  return cachedIds;
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  // Another tab changed the wishlist: follow it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === WISHLIST_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Adds or removes a product from the wishlist and saves it. */
export function toggleWishlist(productId: string): void {
  const list = snapshot();
  const next = list.includes(productId) ? list.filter((id) => id !== productId) : [...list, productId];
  if (!writeStorage('local', WISHLIST_STORAGE_KEY, JSON.stringify(next))) memoryOnly = next;
  for (const listener of listeners) listener();
}

/** The saved product ids, oldest first, re-rendering when they change (none while server rendering). */
export function useWishlist(): readonly string[] {
  return useSyncExternalStore(subscribe, snapshot, () => EMPTY);
}

/** Whether the product is on the wishlist, re-rendering when that changes. */
export function useIsWishlisted(productId: string): boolean {
  return useWishlist().includes(productId);
}
