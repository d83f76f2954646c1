import type { Queryable } from '../../infra/db/database.ts';
import { secretMatches } from '../identity/secrets.ts';

/**
 * One-time tokens: recovery and verification links, OAuth2 token-flow secrets, magic-URL links,
 * and the six-digit codes of e-mail and phone sign-in and phone verification.
 */

export type TokenKind = 'recovery' | 'verification' | 'oauth2' | 'magic-url' | 'email' | 'phone' | 'phone-verification';

/** Tokens whose secret is a short code, so wrong guesses are counted (see recordWrongSecret). */
export const CODE_KINDS: readonly TokenKind[] = ['email', 'phone', 'phone-verification'];

/** A code dies after this many wrong guesses: with 10^6 codes, guessing stays hopeless. */
export const MAX_WRONG_GUESSES = 5;

export interface TokenRecord {
  id: string;
  userId: string;
  kind: TokenKind;
  createdAt: Date;
  expire: Date;
  provider: string;
  providerUid: string;
  phrase: string;
}

export interface NewToken {
  id: string;
  userId: string;
  kind: TokenKind;
  secretHash: string;
  expire: Date;
  provider?: string;
  providerUid?: string;
  phrase?: string;
  /** The user ID the answer named, when not the account's own (passwordless.ts): trading the secret under it finds the account. */
  answeredId?: string;
}

const COLUMNS = 'id, user_id, kind, created_at, expire, provider, provider_uid, phrase';

function toTokenRecord(row: Record<string, unknown>): TokenRecord {
  return {
    id: row.id as string,
    userId: row.user_id as string,
    kind: row.kind as TokenKind,
    createdAt: row.created_at as Date,
    expire: row.expire as Date,
    provider: row.provider as string,
    providerUid: row.provider_uid as string,
    phrase: row.phrase as string,
  };
}

export async function insertToken(db: Queryable, token: NewToken): Promise<TokenRecord> {
  await db.query('DELETE FROM tokens WHERE user_id = $1 AND expire <= now()', [token.userId]);
  const { rows } = await db.query(
    `INSERT INTO tokens (id, user_id, kind, secret_hash, expire, provider, provider_uid, phrase, answered_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${COLUMNS}`,
    [
      token.id,
      token.userId,
      token.kind,
      token.secretHash,
      token.expire,
      token.provider ?? '',
      token.providerUid ?? '',
      token.phrase ?? '',
      token.answeredId ?? '',
    ],
  );
  return toTokenRecord(rows[0]!);
}

/**
 * Uses up a token: finds the user's live token of one of the kinds whose hash matches the secret
 * (constant-time compare) and deletes it. The DELETE decides races, so two requests presenting
 * the same secret at once get at most one success. Resolves to null for a wrong, expired or
 * already used secret.
 */
export async function consumeToken(
  db: Queryable,
  userId: string,
  kinds: TokenKind | readonly TokenKind[],
  secret: string,
): Promise<TokenRecord | null> {
  const { rows } = await db.query<{ id: string; secret_hash: string }>(
    'SELECT id, secret_hash FROM tokens WHERE user_id = $1 AND kind = ANY($2::text[]) AND expire > now() AND failed_attempts < $3',
    [userId, typeof kinds === 'string' ? [kinds] : kinds, MAX_WRONG_GUESSES],
  );
  const match = rows.find((row) => secretMatches(secret, row.secret_hash));
  if (!match) return null;
  const deleted = await db.query(`DELETE FROM tokens WHERE id = $1 RETURNING ${COLUMNS}`, [match.id]);
  return deleted.rows[0] ? toTokenRecord(deleted.rows[0]) : null;
}

/**
 * Counts a wrong secret against the user's live codes of those kinds and deletes the ones out of
 * guesses, so a code cannot be found by trying, whatever addresses the guesses come from.
 */
export async function recordWrongSecret(db: Queryable, userId: string, kinds: readonly TokenKind[]): Promise<void> {
  const codeKinds = kinds.filter((kind) => CODE_KINDS.includes(kind));
  if (codeKinds.length === 0) return;
  await db.query(
    'UPDATE tokens SET failed_attempts = failed_attempts + 1 WHERE user_id = $1 AND kind = ANY($2::text[]) AND expire > now()',
    [userId, codeKinds],
  );
  await db.query('DELETE FROM tokens WHERE user_id = $1 AND kind = ANY($2::text[]) AND failed_attempts >= $3', [
    userId,
    codeKinds,
    MAX_WRONG_GUESSES,
  ]);
}

/**
 * The user whose live mailed or texted code (or magic link) was answered under `alias` rather than
 * their own ID (passwordless.ts); null when there is none.
 */
export async function findUserIdByTokenAlias(db: Queryable, alias: string): Promise<string | null> {
  const { rows } = await db.query<{ user_id: string }>(
    `SELECT user_id FROM tokens WHERE answered_id = $1 AND kind IN ('email', 'magic-url', 'phone') AND expire > now() ORDER BY created_at DESC LIMIT 1`,
    [alias],
  );
  return rows[0]?.user_id ?? null;
}

export async function deleteTokensOfUser(db: Queryable, userId: string, kind: TokenKind): Promise<void> {
  await db.query('DELETE FROM tokens WHERE user_id = $1 AND kind = $2', [userId, kind]);
}

/** Every outstanding token of the user, of every kind. */
export async function deleteAllTokensOfUser(db: Queryable, userId: string): Promise<void> {
  await db.query('DELETE FROM tokens WHERE user_id = $1', [userId]);
}
