import type { Queryable } from '../../infra/db/database.ts';
import { type SessionRecord, SESSION_COLUMNS, toSessionRecord } from '../identity/identity-store.ts';
import { identityWritten } from '../identity/session-cache.ts';

/**
 * Writes and owner-scoped reads of the `sessions` table. Caller resolution lives in identity/;
 * each write is reported to its session cache (identityWritten).
 */

export interface NewSession {
  id: string;
  userId: string;
  secretHash: string;
  expire: Date;
  provider: string;
  providerUid: string;
  factors: string[];
  ip: string;
  userAgent: string;
}

export async function insertSession(db: Queryable, session: NewSession): Promise<SessionRecord> {
  const { rows } = await db.query(
    `INSERT INTO sessions (id, user_id, secret_hash, expire, provider, provider_uid, factors, ip, user_agent)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     RETURNING ${SESSION_COLUMNS}`,
    [
      session.id,
      session.userId,
      session.secretHash,
      session.expire,
      session.provider,
      session.providerUid,
      session.factors,
      session.ip,
      session.userAgent.slice(0, 512),
    ],
  );
  identityWritten(db, session.userId);
  return toSessionRecord(rows[0]!);
}

/** Drops a user's expired sessions and every live one beyond the newest `keep`. */
export async function trimSessions(db: Queryable, userId: string, keep: number): Promise<void> {
  await db.query(
    `DELETE FROM sessions WHERE user_id = $1 AND (expire <= now() OR id IN (
       SELECT id FROM sessions WHERE user_id = $1 AND expire > now() ORDER BY created_at DESC, id DESC OFFSET $2
     ))`,
    [userId, keep],
  );
  identityWritten(db, userId);
}

/** One live session, only if it belongs to the user. */
export async function findSessionOfUser(db: Queryable, userId: string, sessionId: string): Promise<SessionRecord | null> {
  const { rows } = await db.query(`SELECT ${SESSION_COLUMNS} FROM sessions WHERE id = $1 AND user_id = $2 AND expire > now()`, [
    sessionId,
    userId,
  ]);
  return rows[0] ? toSessionRecord(rows[0]) : null;
}

export async function deleteSessionOfUser(db: Queryable, userId: string, sessionId: string): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM sessions WHERE id = $1 AND user_id = $2', [sessionId, userId]);
  identityWritten(db, userId);
  return rowCount > 0;
}

/** Signs a user out everywhere, optionally keeping the session making the request. */
export async function deleteSessionsOfUser(db: Queryable, userId: string, exceptSessionId: string | null = null): Promise<void> {
  await db.query('DELETE FROM sessions WHERE user_id = $1 AND id IS DISTINCT FROM $2', [userId, exceptSessionId]);
  identityWritten(db, userId);
}

export async function extendSession(db: Queryable, sessionId: string, expire: Date): Promise<SessionRecord | null> {
  const { rows } = await db.query(`UPDATE sessions SET expire = $2, updated_at = now() WHERE id = $1 RETURNING ${SESSION_COLUMNS}`, [
    sessionId,
    expire,
  ]);
  const session = rows[0] ? toSessionRecord(rows[0]) : null;
  if (session) identityWritten(db, session.userId);
  return session;
}

/** Records a proven factor on a session (MFA challenge, authenticator confirmation). */
export async function addSessionFactor(db: Queryable, sessionId: string, factor: string): Promise<SessionRecord | null> {
  const { rows } = await db.query(
    `UPDATE sessions SET factors = CASE WHEN $2 = ANY(factors) THEN factors ELSE array_append(factors, $2) END,
       mfa_updated_at = now(), updated_at = now()
     WHERE id = $1 RETURNING ${SESSION_COLUMNS}`,
    [sessionId, factor],
  );
  const session = rows[0] ? toSessionRecord(rows[0]) : null;
  if (session) identityWritten(db, session.userId);
  return session;
}
