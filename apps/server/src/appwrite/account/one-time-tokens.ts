import type { Queryable } from '../../infra/db/database.ts';
import { hashSecret, newSecret } from '../identity/secrets.ts';
import { newUniqueId } from './ids.ts';
import { type TokenKind, type TokenRecord, insertToken } from './token-store.ts';

/** How long each kind of one-time token lives (appwrite-protocol.md §8.3). */
export const TOKEN_TTL_MS: Record<TokenKind, number> = {
  recovery: 60 * 60 * 1000,
  verification: 60 * 60 * 1000,
  // The app trades it for a session right after the redirect; a short life limits a leaked URL.
  oauth2: 5 * 60 * 1000,
};

/** Issues a token and hands back its secret — the only moment the secret exists in clear. */
export async function issueToken(
  db: Queryable,
  userId: string,
  kind: TokenKind,
  provider?: { provider: string; providerUid: string },
): Promise<{ token: TokenRecord; secret: string }> {
  const secret = newSecret();
  const token = await insertToken(db, {
    id: newUniqueId(),
    userId,
    kind,
    secretHash: hashSecret(secret),
    expire: new Date(Date.now() + TOKEN_TTL_MS[kind]),
    ...provider,
  });
  return { token, secret };
}
