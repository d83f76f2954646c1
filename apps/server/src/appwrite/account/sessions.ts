import type { Config } from '../../config/env.ts';
import type { Queryable } from '../../infra/db/database.ts';
import { AppwriteError } from '../../infra/errors.ts';
import { type SessionRecord, type UserRecord, findUserByEmail, findUserById } from '../identity/identity-store.ts';
import { hashSecret, newSecret } from '../identity/secrets.ts';
import type { SessionCredentials } from '../identity/session-cookie.ts';
import { newUniqueId } from './ids.ts';
import { verifyPassword } from './passwords.ts';
import { insertSession, trimSessions } from './session-store.ts';
import { consumeToken } from './token-store.ts';

/** Appwrite's default: after a new session, the oldest beyond ten are dropped (§3.2). */
export const MAX_SESSIONS_PER_USER = 10;

export interface OpenedSession {
  session: SessionRecord;
  credentials: SessionCredentials;
}

export interface SessionOrigin {
  provider: string;
  providerUid: string;
  factors: string[];
  ip: string;
  userAgent: string;
}

/** Opens a session for a user: a fresh secret (only its hash is stored) and SESSION_TTL to live. */
export async function openSession(db: Queryable, config: Config, user: UserRecord, origin: SessionOrigin): Promise<OpenedSession> {
  const secret = newSecret();
  const session = await insertSession(db, {
    id: newUniqueId(),
    userId: user.id,
    secretHash: hashSecret(secret),
    expire: new Date(Date.now() + config.sessionTtlMs),
    ...origin,
  });
  await trimSessions(db, user.id, MAX_SESSIONS_PER_USER);
  return { session, credentials: { userId: user.id, secret } };
}

const invalidCredentials = () =>
  new AppwriteError('user_invalid_credentials', 'Invalid credentials. Please check the email and password.');

export const userBlocked = () => new AppwriteError('user_blocked', 'The current user has been blocked.');

/**
 * E-mail and password sign-in. An unknown address, an account without password and a wrong
 * password all answer the same 401 after the same argon2 work, so the answer never tells
 * whether an address has an account. Only a correct password learns that the account is blocked.
 */
export async function signInWithPassword(
  db: Queryable,
  config: Config,
  input: { email: string; password: string; ip: string; userAgent: string },
): Promise<OpenedSession> {
  const user = await findUserByEmail(db, input.email);
  const matches = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !matches) throw invalidCredentials();
  if (!user.status) throw userBlocked();
  return openSession(db, config, user, {
    provider: 'email',
    providerUid: input.email,
    factors: ['password'],
    ip: input.ip,
    userAgent: input.userAgent,
  });
}

/** POST /account/sessions/token: trades a one-time token (the OAuth2 token flow) for a session. */
export async function signInWithToken(
  db: Queryable,
  config: Config,
  input: { userId: string; secret: string; ip: string; userAgent: string },
): Promise<OpenedSession> {
  const invalid = () => new AppwriteError('user_invalid_token', 'Invalid token passed in the request.');
  const user = await findUserById(db, input.userId);
  if (!user) throw invalid();
  const token = await consumeToken(db, user.id, 'oauth2', input.secret);
  if (!token) throw invalid();
  if (!user.status) throw userBlocked();
  return openSession(db, config, user, {
    provider: token.provider || 'token',
    providerUid: token.providerUid,
    factors: ['email'],
    ip: input.ip,
    userAgent: input.userAgent,
  });
}
