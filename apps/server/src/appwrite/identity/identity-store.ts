import type { Queryable } from '../../infra/db/database.ts';
import { identityWritten } from './session-cache.ts';

/** A user as the server holds it (the `users` table, camel-cased). */
export interface UserRecord {
  id: string;
  createdAt: Date;
  updatedAt: Date;
  name: string;
  email: string | null;
  phone: string | null;
  passwordHash: string | null;
  passwordUpdatedAt: Date | null;
  emailVerification: boolean;
  phoneVerification: boolean;
  status: boolean;
  labels: string[];
  prefs: Record<string, unknown>;
  mfa: boolean;
  accessedAt: Date;
}

/** A session as the server holds it; the secret itself is never stored, only its hash. */
export interface SessionRecord {
  id: string;
  userId: string;
  secretHash: string;
  createdAt: Date;
  updatedAt: Date;
  expire: Date;
  provider: string;
  providerUid: string;
  providerAccessToken: string;
  providerAccessTokenExpiry: Date | null;
  providerRefreshToken: string;
  ip: string;
  userAgent: string;
  factors: string[];
  mfaUpdatedAt: Date | null;
}

export const USER_COLUMNS = `id, created_at, updated_at, name, email, phone, password_hash, password_updated_at,
  email_verification, phone_verification, status, labels, prefs, mfa, accessed_at`;

export const SESSION_COLUMNS = `id, user_id, secret_hash, created_at, updated_at, expire, provider, provider_uid,
  provider_access_token, provider_access_token_expiry, provider_refresh_token, ip, user_agent, factors, mfa_updated_at`;

type Row = Record<string, unknown>;

export function toUserRecord(row: Row): UserRecord {
  return {
    id: row.id as string,
    createdAt: row.created_at as Date,
    updatedAt: row.updated_at as Date,
    name: row.name as string,
    email: (row.email as string | null) ?? null,
    phone: (row.phone as string | null) ?? null,
    passwordHash: (row.password_hash as string | null) ?? null,
    passwordUpdatedAt: (row.password_updated_at as Date | null) ?? null,
    emailVerification: row.email_verification as boolean,
    phoneVerification: row.phone_verification as boolean,
    status: row.status as boolean,
    labels: (row.labels as string[] | null) ?? [],
    prefs: (row.prefs as Record<string, unknown> | null) ?? {},
    mfa: row.mfa as boolean,
    accessedAt: row.accessed_at as Date,
  };
}

export function toSessionRecord(row: Row): SessionRecord {
  return {
    id: row.id as string,
    userId: row.user_id as string,
    secretHash: row.secret_hash as string,
    createdAt: row.created_at as Date,
    updatedAt: row.updated_at as Date,
    expire: row.expire as Date,
    provider: row.provider as string,
    providerUid: row.provider_uid as string,
    providerAccessToken: row.provider_access_token as string,
    providerAccessTokenExpiry: (row.provider_access_token_expiry as Date | null) ?? null,
    providerRefreshToken: row.provider_refresh_token as string,
    ip: row.ip as string,
    userAgent: row.user_agent as string,
    factors: (row.factors as string[] | null) ?? [],
    mfaUpdatedAt: (row.mfa_updated_at as Date | null) ?? null,
  };
}

export async function findUserById(db: Queryable, id: string): Promise<UserRecord | null> {
  const { rows } = await db.query(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
  return rows[0] ? toUserRecord(rows[0]) : null;
}

/** The user's row, locked until the transaction `db` ends: nothing else changes the account meanwhile. */
export async function lockUser(db: Queryable, id: string): Promise<UserRecord | null> {
  const { rows } = await db.query(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1 FOR UPDATE`, [id]);
  return rows[0] ? toUserRecord(rows[0]) : null;
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRecord | null> {
  const { rows } = await db.query(`SELECT ${USER_COLUMNS} FROM users WHERE email = $1`, [email.toLowerCase()]);
  return rows[0] ? toUserRecord(rows[0]) : null;
}

export async function findUserByPhone(db: Queryable, phone: string): Promise<UserRecord | null> {
  const { rows } = await db.query(`SELECT ${USER_COLUMNS} FROM users WHERE phone = $1`, [phone]);
  return rows[0] ? toUserRecord(rows[0]) : null;
}

/** Live (unexpired) sessions of one user, oldest first. */
export async function findLiveSessions(db: Queryable, userId: string): Promise<SessionRecord[]> {
  const { rows } = await db.query(`SELECT ${SESSION_COLUMNS} FROM sessions WHERE user_id = $1 AND expire > now() ORDER BY created_at`, [
    userId,
  ]);
  return rows.map(toSessionRecord);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Keeps a session that is in use alive (SESSION_TTL counts from the last use, not from sign-in)
 * and refreshes the user's `accessedAt`. Each write happens at most once per interval, so a busy
 * session costs one UPDATE a day rather than one per request. Resolves to the new expiry when
 * the session was extended, so the caller can refresh the browser cookie too. The records may be
 * shared (session-cache.ts) and are left as they are.
 */
export async function recordSessionUse(db: Queryable, session: SessionRecord, user: UserRecord, ttlMs: number): Promise<Date | null> {
  const now = Date.now();
  let renewedExpire: Date | null = null;
  if (session.expire.getTime() < now + ttlMs - Math.min(DAY_MS, ttlMs / 10)) {
    renewedExpire = new Date(now + ttlMs);
    await db.query('UPDATE sessions SET expire = $2 WHERE id = $1', [session.id, renewedExpire]);
    identityWritten(db, user.id);
  }
  if (user.accessedAt.getTime() < now - DAY_MS) {
    await db.query('UPDATE users SET accessed_at = now() WHERE id = $1', [user.id]);
    identityWritten(db, user.id);
  }
  return renewedExpire;
}
