/**
 * Local and session storage that never throws. A browser may refuse storage altogether (Safari
 * with cookies blocked, a sandboxed frame: even reading `window.localStorage` throws), refuse a
 * write (quota, private mode), or hand back text some other code spoiled. Everything the shop
 * keeps there (the cart, the wishlist, scroll positions, the checkout address) is a convenience
 * that must not break a page, so every caller goes through here and decides what a refusal means.
 */
export type StorageArea = 'local' | 'session';

const storageOf = (area: StorageArea): Storage => (area === 'local' ? window.localStorage : window.sessionStorage);

/** The stored text, or null when there is none or the browser refuses storage. */
export function readStorage(area: StorageArea, key: string): string | null {
  try {
    return storageOf(area).getItem(key);
  } catch {
    return null;
  }
}

/** The stored JSON value, or undefined when there is none, it does not parse, or storage is refused. */
export function readStoredJson(area: StorageArea, key: string): unknown {
  const text = readStorage(area, key);
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Stores the text; false when the browser refused (full, blocked), so the caller can keep it in memory. */
export function writeStorage(area: StorageArea, key: string, value: string): boolean {
  try {
    storageOf(area).setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeFromStorage(area: StorageArea, key: string): void {
  try {
    storageOf(area).removeItem(key);
  } catch {
    // Refused storage holds nothing to remove.
  }
}
