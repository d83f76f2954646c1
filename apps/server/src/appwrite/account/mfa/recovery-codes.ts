import { randomInt } from 'node:crypto';
import { hashSecret } from '../../identity/secrets.ts';

/** Recovery codes: ten single-use codes, shown once, stored only as hashes. */

export const RECOVERY_CODE_COUNT = 10;
const LENGTH = 10;
// No 0/o, 1/l/i: the codes are copied by hand from paper.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  );
}

/** People type codes with capitals, spaces or dashes: all of those are ignored. */
export function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

/** Salted with the user's ID, so one table of hashes does not crack every user's codes at once. */
export function hashRecoveryCode(userId: string, code: string): string {
  return hashSecret(`${userId}:${normaliseRecoveryCode(code)}`);
}
