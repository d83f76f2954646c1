import { randomInt } from 'node:crypto';
import type { Queryable } from '../../infra/db/database.ts';
import { hashSecret, newSecret } from '../identity/secrets.ts';
import { newUniqueId } from './ids.ts';
import { type TokenKind, type TokenRecord, insertToken } from './token-store.ts';

const MINUTE_MS = 60 * 1000;

/** How long each kind of one-time token lives (docs/appwrite-compatibility.md §8.3). */
export const TOKEN_TTL_MS: Record<TokenKind, number> = {
  recovery: 60 * MINUTE_MS,
  verification: 60 * MINUTE_MS,
  // The app trades it for a session right after the redirect; a short life limits a leaked URL.
  oauth2: 5 * MINUTE_MS,
  'magic-url': 60 * MINUTE_MS,
  email: 15 * MINUTE_MS,
  phone: 15 * MINUTE_MS,
  'phone-verification': 15 * MINUTE_MS,
};

/** Issues a token and hands back its secret — the only moment the secret exists in clear. */
export async function issueToken(
  db: Queryable,
  userId: string,
  kind: TokenKind,
  extra: { provider?: string; providerUid?: string; answeredId?: string } = {},
): Promise<{ token: TokenRecord; secret: string }> {
  return store(db, userId, kind, newSecret(), extra);
}

/** A six-digit code, as people type them from a mail or a text. */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * Issues a token whose secret is a six-digit code (e-mail and phone sign-in, phone verification).
 * `providerUid` names what the code proves when it is not yet on the account (a texted number),
 * `answeredId` the user ID the answer named when it is not the account's own.
 */
export function issueCode(
  db: Queryable,
  userId: string,
  kind: TokenKind,
  extra: { phrase?: string; providerUid?: string; answeredId?: string } = {},
): Promise<{ token: TokenRecord; secret: string }> {
  return store(db, userId, kind, newCode(), extra);
}

async function store(
  db: Queryable,
  userId: string,
  kind: TokenKind,
  secret: string,
  extra: { provider?: string; providerUid?: string; phrase?: string; answeredId?: string },
): Promise<{ token: TokenRecord; secret: string }> {
  const token = await insertToken(db, {
    id: newUniqueId(),
    userId,
    kind,
    secretHash: hashSecret(secret),
    expire: new Date(Date.now() + TOKEN_TTL_MS[kind]),
    ...extra,
  });
  return { token, secret };
}
