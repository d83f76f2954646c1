import { randomBytes } from 'node:crypto';
import type { Client } from 'appwrite';
import { hashSecret, newSecret } from '../../src/appwrite/identity/secrets.ts';
import { encodeSessionCookie } from '../../src/appwrite/identity/session-cookie.ts';
import type { TestServer } from './test-server.ts';

/**
 * Users and sessions written straight into the test database, so suites that need signed-in
 * callers do not depend on the Account API (helpers/accounts.ts signs in over HTTP instead). The
 * SDK client presents the session the way SSR apps do, with `setSession` (header
 * X-Appwrite-Session, and the realtime `authentication` message), which the server accepts like
 * the cookie.
 */

export interface TestUser {
  userId: string;
  sessionId: string;
  /** The session value (what the a_session_<project> cookie holds): base64 of {"id", "secret"}. */
  cookie: string;
  /** A fresh SDK client signed in as this user. */
  client(): Client;
}

export interface TestUserOptions {
  labels?: string[];
  emailVerification?: boolean;
  name?: string;
}

/** A user with one password session (as a sign-in by e-mail and password leaves it). */
export async function createTestUser(server: TestServer, options: TestUserOptions = {}): Promise<TestUser> {
  const suffix = randomBytes(5).toString('hex');
  const userId = `user-${suffix}`;
  const sessionId = `session-${suffix}`;
  await server.db.query(`INSERT INTO users (id, name, email, email_verification, labels) VALUES ($1, $2, $3, $4, $5::text[])`, [
    userId,
    options.name ?? `Test ${suffix}`,
    `${userId}@example.test`,
    options.emailVerification ?? false,
    options.labels ?? [],
  ]);
  const secret = newSecret();
  await server.db.query(
    `INSERT INTO sessions (id, user_id, secret_hash, expire, provider, provider_uid, factors)
     VALUES ($1, $2, $3, now() + interval '1 day', 'email', $4, '{password}')`,
    [sessionId, userId, hashSecret(secret), `${userId}@example.test`],
  );
  const cookie = encodeSessionCookie({ userId, secret });
  return { userId, sessionId, cookie, client: () => server.client().setSession(cookie) };
}

/** An admin: a user carrying the label `admin` (docs/architecture.md 'Database'). */
export function createTestAdmin(server: TestServer): Promise<TestUser> {
  return createTestUser(server, { labels: ['admin'], name: 'Test admin' });
}
