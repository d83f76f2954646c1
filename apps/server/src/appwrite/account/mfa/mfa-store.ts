import { timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../../../infra/db/database.ts';
import { secretMatches } from '../../identity/secrets.ts';
import { identityWritten } from '../../identity/session-cache.ts';
import { hashRecoveryCode } from './recovery-codes.ts';

/**
 * The MFA tables: authenticators, recovery codes and challenges in flight. Authenticators decide
 * whether a session owes a factor, so their writes are reported to the session cache.
 */

export interface AuthenticatorRecord {
  secret: string;
  verified: boolean;
  lastTimeStep: number;
}

export async function findTotpAuthenticator(db: Queryable, userId: string): Promise<AuthenticatorRecord | null> {
  const { rows } = await db.query("SELECT secret, verified, last_time_step FROM mfa_authenticators WHERE user_id = $1 AND type = 'totp'", [
    userId,
  ]);
  const row = rows[0];
  return row ? { secret: row.secret as string, verified: row.verified as boolean, lastTimeStep: Number(row.last_time_step) } : null;
}

/** A new, unverified authenticator replaces any earlier unverified one. */
export async function saveUnverifiedTotp(db: Queryable, userId: string, secret: string): Promise<void> {
  await db.query(
    `INSERT INTO mfa_authenticators (user_id, type, secret) VALUES ($1, 'totp', $2)
     ON CONFLICT (user_id, type) DO UPDATE SET secret = EXCLUDED.secret, verified = false, last_time_step = 0, created_at = now()
     WHERE NOT mfa_authenticators.verified`,
    [userId, secret],
  );
  identityWritten(db, userId);
}

/**
 * Records that the code of `timeStep` was used (and verifies the authenticator). Resolves to
 * false when that step or a later one was already used: the UPDATE decides races.
 */
export async function useTotpStep(db: Queryable, userId: string, timeStep: number): Promise<boolean> {
  const { rowCount } = await db.query(
    "UPDATE mfa_authenticators SET last_time_step = $2, verified = true WHERE user_id = $1 AND type = 'totp' AND last_time_step < $2",
    [userId, timeStep],
  );
  identityWritten(db, userId);
  return rowCount > 0;
}

export async function deleteTotpAuthenticator(db: Queryable, userId: string): Promise<boolean> {
  const { rowCount } = await db.query("DELETE FROM mfa_authenticators WHERE user_id = $1 AND type = 'totp'", [userId]);
  identityWritten(db, userId);
  return rowCount > 0;
}

/** Removes the user's authenticators, recovery codes and challenges in flight. */
export async function deleteMfaOfUser(db: Queryable, userId: string): Promise<void> {
  await db.query('DELETE FROM mfa_authenticators WHERE user_id = $1', [userId]);
  await db.query('DELETE FROM mfa_recovery_codes WHERE user_id = $1', [userId]);
  await db.query('DELETE FROM mfa_challenges WHERE user_id = $1', [userId]);
  identityWritten(db, userId);
}

export async function hasVerifiedTotp(db: Queryable, userId: string): Promise<boolean> {
  return (await findTotpAuthenticator(db, userId))?.verified ?? false;
}

export async function countRecoveryCodes(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ total: string | number }>('SELECT count(*) AS total FROM mfa_recovery_codes WHERE user_id = $1', [
    userId,
  ]);
  return Number(rows[0]?.total ?? 0);
}

export async function replaceRecoveryCodes(db: Queryable, userId: string, codes: string[]): Promise<void> {
  await db.query('DELETE FROM mfa_recovery_codes WHERE user_id = $1', [userId]);
  for (const code of codes) {
    await db.query('INSERT INTO mfa_recovery_codes (user_id, code_hash) VALUES ($1, $2)', [userId, hashRecoveryCode(userId, code)]);
  }
}

/** Uses up one recovery code (constant-time compare); false when it is not one of the user's. */
export async function consumeRecoveryCode(db: Queryable, userId: string, code: string): Promise<boolean> {
  const presented = Buffer.from(hashRecoveryCode(userId, code), 'hex');
  const { rows } = await db.query<{ code_hash: string }>('SELECT code_hash FROM mfa_recovery_codes WHERE user_id = $1', [userId]);
  const match = rows.find((row) => {
    const stored = Buffer.from(row.code_hash, 'hex');
    return stored.length === presented.length && timingSafeEqual(stored, presented);
  });
  if (!match) return false;
  const { rowCount } = await db.query('DELETE FROM mfa_recovery_codes WHERE user_id = $1 AND code_hash = $2', [userId, match.code_hash]);
  return rowCount > 0;
}

export type MfaFactor = 'email' | 'phone' | 'totp' | 'recoveryCode';

export interface ChallengeRecord {
  id: string;
  userId: string;
  factor: MfaFactor;
  codeHash: string | null;
  createdAt: Date;
  expire: Date;
}

const CHALLENGE_COLUMNS = 'id, user_id, factor, code_hash, created_at, expire';

function toChallenge(row: Record<string, unknown>): ChallengeRecord {
  return {
    id: row.id as string,
    userId: row.user_id as string,
    factor: row.factor as MfaFactor,
    codeHash: (row.code_hash as string | null) ?? null,
    createdAt: row.created_at as Date,
    expire: row.expire as Date,
  };
}

export async function insertChallenge(
  db: Queryable,
  challenge: { id: string; userId: string; factor: MfaFactor; codeHash: string | null; expire: Date },
): Promise<ChallengeRecord> {
  await db.query('DELETE FROM mfa_challenges WHERE user_id = $1 AND expire <= now()', [challenge.userId]);
  const { rows } = await db.query(
    `INSERT INTO mfa_challenges (id, user_id, factor, code_hash, expire) VALUES ($1, $2, $3, $4, $5) RETURNING ${CHALLENGE_COLUMNS}`,
    [challenge.id, challenge.userId, challenge.factor, challenge.codeHash, challenge.expire],
  );
  return toChallenge(rows[0]!);
}

/** A live challenge of the user that still has guesses left. */
export async function findLiveChallenge(
  db: Queryable,
  userId: string,
  id: string,
  maxWrongGuesses: number,
): Promise<ChallengeRecord | null> {
  const { rows } = await db.query(
    `SELECT ${CHALLENGE_COLUMNS} FROM mfa_challenges WHERE id = $1 AND user_id = $2 AND expire > now() AND failed_attempts < $3`,
    [id, userId, maxWrongGuesses],
  );
  return rows[0] ? toChallenge(rows[0]) : null;
}

/** Ends a challenge; false when another request ended it first. */
export async function deleteChallenge(db: Queryable, id: string): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM mfa_challenges WHERE id = $1', [id]);
  return rowCount > 0;
}

export async function recordChallengeFailure(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE mfa_challenges SET failed_attempts = failed_attempts + 1 WHERE id = $1', [id]);
}

export function challengeCodeMatches(challenge: ChallengeRecord, code: string): boolean {
  return challenge.codeHash !== null && secretMatches(code, challenge.codeHash);
}
