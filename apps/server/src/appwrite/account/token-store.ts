import type { Queryable } from '../../infra/db/database.ts';
import { secretMatches } from '../identity/secrets.ts';

/** One-time tokens: recovery links, e-mail verification links and OAuth2 token-flow secrets. */

export type TokenKind = 'recovery' | 'verification' | 'oauth2';

export interface TokenRecord {
  id: string;
  userId: string;
  kind: TokenKind;
  createdAt: Date;
  expire: Date;
  provider: string;
  providerUid: string;
}

export interface NewToken {
  id: string;
  userId: string;
  kind: TokenKind;
  secretHash: string;
  expire: Date;
  provider?: string;
  providerUid?: string;
}

const COLUMNS = 'id, user_id, kind, created_at, expire, provider, provider_uid';

function toTokenRecord(row: Record<string, unknown>): TokenRecord {
  return {
    id: row.id as string,
    userId: row.user_id as string,
    kind: row.kind as TokenKind,
    createdAt: row.created_at as Date,
    expire: row.expire as Date,
    provider: row.provider as string,
    providerUid: row.provider_uid as string,
  };
}

export async function insertToken(db: Queryable, token: NewToken): Promise<TokenRecord> {
  await db.query('DELETE FROM tokens WHERE user_id = $1 AND expire <= now()', [token.userId]);
  const { rows } = await db.query(
    `INSERT INTO tokens (id, user_id, kind, secret_hash, expire, provider, provider_uid)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`,
    [token.id, token.userId, token.kind, token.secretHash, token.expire, token.provider ?? '', token.providerUid ?? ''],
  );
  return toTokenRecord(rows[0]!);
}

/**
 * Uses up a token: finds the user's live token of that kind whose hash matches the secret
 * (constant-time compare) and deletes it. The DELETE decides races, so two requests presenting
 * the same secret at once get at most one success. Resolves to null for a wrong, expired or
 * already used secret.
 */
export async function consumeToken(db: Queryable, userId: string, kind: TokenKind, secret: string): Promise<TokenRecord | null> {
  const { rows } = await db.query<{ id: string; secret_hash: string }>(
    'SELECT id, secret_hash FROM tokens WHERE user_id = $1 AND kind = $2 AND expire > now()',
    [userId, kind],
  );
  const match = rows.find((row) => secretMatches(secret, row.secret_hash));
  if (!match) return null;
  const deleted = await db.query(`DELETE FROM tokens WHERE id = $1 RETURNING ${COLUMNS}`, [match.id]);
  return deleted.rows[0] ? toTokenRecord(deleted.rows[0]) : null;
}

export async function deleteTokensOfUser(db: Queryable, userId: string, kind: TokenKind): Promise<void> {
  await db.query('DELETE FROM tokens WHERE user_id = $1 AND kind = $2', [userId, kind]);
}
