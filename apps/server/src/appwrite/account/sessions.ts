import type { Config } from '../../config/env.ts';
import type { Database, Queryable } from '../../infra/db/database.ts';
import { AppwriteError } from '../../infra/errors.ts';
import { type SessionRecord, type UserRecord, findUserByEmail, findUserById, lockUser } from '../identity/identity-store.ts';
import { hashSecret, newSecret } from '../identity/secrets.ts';
import type { SessionCredentials } from '../identity/session-cookie.ts';
import { newUniqueId } from './ids.ts';
import { recordAccountEvent } from './logs/account-log-store.ts';
import { takeProvenPhone } from './passwordless.ts';
import { verifyPassword } from './passwords.ts';
import { insertSession, trimSessions } from './session-store.ts';
import { type TokenKind, consumeToken, findUserIdByTokenAlias, recordWrongSecret } from './token-store.ts';
import { insertBareUser } from './user-store.ts';
import { dropSetupBeforeProof } from './unproven-setup.ts';
import { invalidToken, markEmailProven } from './verification.ts';

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
  await recordAccountEvent(db, { userId: user.id, event: 'session.create', ip: origin.ip, userAgent: origin.userAgent });
  return { session, credentials: { userId: user.id, secret } };
}

const invalidCredentials = () => new AppwriteError('user_invalid_credentials', 'Invalid credentials. Please check the email and password.');

export const userBlocked = () => new AppwriteError('user_blocked', 'The current user has been blocked.');

/**
 * E-mail and password sign-in. An unknown address, an account without password and a wrong
 * password all answer the same 401 after the same argon2 work, so the answer never tells
 * whether an address has an account. Only a correct password learns that the account is blocked.
 * `recordFailure` counts such a 401 against the sign-in limits that count failures only.
 */
export async function signInWithPassword(
  db: Database,
  config: Config,
  input: { email: string; password: string; ip: string; userAgent: string },
  recordFailure: () => Promise<void> = async () => {},
): Promise<OpenedSession> {
  const user = await findUserByEmail(db, input.email);
  const matches = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !matches) {
    await recordFailure();
    throw invalidCredentials();
  }
  // The check took argon2's tens of milliseconds, in which the password may have been dropped or
  // changed: by the address's owner taking over what a registrant set up (unproven-setup.ts), or a
  // reset. The session opens only while the account, held still, has the password just checked.
  return db.transaction(async (tx) => {
    const current = await lockUser(tx, user.id);
    if (!current || current.passwordHash !== user.passwordHash) throw invalidCredentials();
    if (!current.status) throw userBlocked();
    return openSession(tx, config, current, {
      provider: 'email',
      providerUid: input.email,
      factors: ['password'],
      ip: input.ip,
      userAgent: input.userAgent,
    });
  });
}

/** Token kinds that sign in, and what a session made from each has proven (§4.1 notes). */
const SESSION_TOKENS = {
  oauth2: { factor: 'email', provider: 'token' },
  'magic-url': { factor: 'email', provider: 'magic-url' },
  email: { factor: 'email', provider: 'email' },
  phone: { factor: 'phone', provider: 'phone' },
} as const satisfies Partial<Record<TokenKind, { factor: string; provider: string }>>;

export type SessionTokenKind = keyof typeof SESSION_TOKENS;

export const SESSION_TOKEN_KINDS = Object.keys(SESSION_TOKENS) as SessionTokenKind[];

/**
 * Trades a one-time token for a session: POST /account/sessions/token takes any kind, the
 * deprecated PUT /account/sessions/magic-url and /phone their own. Using an e-mailed secret
 * proves the address, a texted one the phone number. A wrong secret counts against the user's
 * live codes, so six digits cannot be guessed.
 */
export async function signInWithToken(
  db: Database,
  config: Config,
  input: { userId: string; secret: string; ip: string; userAgent: string; kinds?: readonly SessionTokenKind[] },
): Promise<OpenedSession> {
  const kinds = input.kinds ?? SESSION_TOKEN_KINDS;
  // A mailed secret for an existing account is answered under the ID the client chose (passwordless.ts).
  const user = (await findUserById(db, input.userId)) ?? (await findUserByTokenAlias(db, input.userId));
  if (!user) throw invalidToken();
  const opened = await db.transaction(async (tx) => {
    const token = await consumeToken(tx, user.id, kinds, input.secret);
    if (!token) return null;
    const { factor, provider } = SESSION_TOKENS[token.kind as SessionTokenKind];
    // The mailbox's owner signs in: what was set up on the account before is not theirs to inherit,
    // a block set before the address was proven included.
    const mailboxOwner = token.kind === 'email' || token.kind === 'magic-url';
    const signingIn = mailboxOwner ? await markEmailProven(tx, config, await dropSetupBeforeProof(tx, user)) : user;
    if (!signingIn.status) throw userBlocked();
    // Codes issued before a texted code named its number carry no providerUid: theirs is the account's.
    const texted = token.kind === 'phone' ? token.providerUid || (user.phone ?? '') : '';
    if (token.kind === 'phone' && !(await takeProvenPhone(tx, user, texted))) return null;
    return openSession(tx, config, user, {
      provider: token.kind === 'oauth2' ? token.provider || provider : provider,
      providerUid: token.kind === 'oauth2' ? token.providerUid : token.kind === 'phone' ? texted : (user.email ?? ''),
      factors: [factor],
      ip: input.ip,
      userAgent: input.userAgent,
    });
  });
  if (opened) return opened;
  await recordWrongSecret(db, user.id, kinds);
  throw invalidToken();
}

async function findUserByTokenAlias(db: Queryable, alias: string): Promise<UserRecord | null> {
  const userId = await findUserIdByTokenAlias(db, alias);
  return userId ? findUserById(db, userId) : null;
}

/**
 * POST /account/sessions/anonymous: a new account with neither e-mail nor password, signed in at
 * once. Setting an e-mail and password later (PATCH /account/email) makes it a full account.
 */
export async function signInAnonymously(db: Database, config: Config, origin: { ip: string; userAgent: string }): Promise<OpenedSession> {
  return db.transaction(async (tx) => {
    const user = await insertBareUser(tx, { id: newUniqueId(), email: null, phone: null });
    return openSession(tx, config, user, { provider: 'anonymous', providerUid: '', factors: ['anonymous'], ...origin });
  });
}
