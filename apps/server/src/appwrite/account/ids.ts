import { randomBytes } from 'node:crypto';

/**
 * A new Appwrite-style ID (docs/appwrite-compatibility.md §2.1): 8 hex digits of unix seconds, 5 of
 * sub-second time and 7 random ones — 20 lowercase hex characters, roughly time-ordered.
 */
export function newUniqueId(): string {
  const nowMs = Date.now();
  const seconds = Math.floor(nowMs / 1000)
    .toString(16)
    .padStart(8, '0');
  const micros = ((nowMs % 1000) * 1000 + Math.floor(Math.random() * 1000)).toString(16).padStart(5, '0');
  return seconds + micros + randomBytes(4).toString('hex').slice(0, 7);
}

const CUSTOM_ID = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/;

/** Appwrite's rule for caller-chosen IDs: at most 36 of a-z A-Z 0-9 . - _, not starting with a special char. */
export function isValidCustomId(id: string): boolean {
  return CUSTOM_ID.test(id);
}

export const CUSTOM_ID_RULE =
  "Parameter must contain at most 36 chars. Valid chars are a-z, A-Z, 0-9, period, hyphen, and underscore. Can't start with a special char";
