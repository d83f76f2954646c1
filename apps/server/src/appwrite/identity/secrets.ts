import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new random secret for a session or token: 256 bits, hex. Only its hash is ever stored. */
export function newSecret(bytes = 32): string {
  return randomBytes(bytes).toString('hex');
}

/** SHA-256 of a secret, hex. High-entropy secrets need no slow hash; passwords use argon2id. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Compares a presented secret with a stored hash in constant time. */
export function secretMatches(secret: string, storedHash: string): boolean {
  const presented = Buffer.from(hashSecret(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}
