import { createHash, randomBytes } from 'node:crypto';

/**
 * The tokens of double opt-in links (the newsletter, back-in-stock requests): random, mailed
 * once, and stored only as their SHA-256 hash, so a leaked table confirms nothing.
 */
export function hashOptInToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new link token and the hash to store for it. */
export function newOptInToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString('base64url');
  return { token, hash: hashOptInToken(token) };
}
