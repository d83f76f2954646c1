import { randomBytes } from 'node:crypto';
import type { Client } from 'appwrite';
import { hashSecret, newSecret } from '../../src/appwrite/identity/secrets.ts';
import { encodeSessionCookie } from '../../src/appwrite/identity/session-cookie.ts';
import type { TestServer } from './test-server.ts';

/**
 * Users and sessions written straight into the test database, so suites that need signed-in
 * callers do not depend on the Account API. The SDK client presents the session the way SSR
 * apps do, with `setSession` (header X-Appwrite-Session), which the server accepts like the cookie.
 */

export interface TestUser {
  userId: string;
  /** A fresh SDK client signed in as this user. */
  client(): Client;
  /** The session value (what the a_session_<project> cookie holds). */
  cookie: string;
}

export interface TestUserOptions {
  labels?: string[];
  emailVerification?: boolean;
  name?: string;
}

export async function createTestUser(server: TestServer, options: TestUserOptions = {}): Promise<TestUser> {
  const userId = `u${randomBytes(8).toString('hex')}`;
  await server.db.query(
    `INSERT INTO users (id, name, email, email_verification, labels) VALUES ($1, $2, $3, $4, $5::text[])`,
    [userId, options.name ?? 'Test User', `${userId}@example.test`, options.emailVerification ?? false, options.labels ?? []],
  );
  const secret = newSecret();
  await server.db.query(
    `INSERT INTO sessions (id, user_id, secret_hash, expire, provider, provider_uid)
     VALUES ($1, $2, $3, now() + interval '1 day', 'email', $4)`,
    [`s${randomBytes(8).toString('hex')}`, userId, hashSecret(secret), `${userId}@example.test`],
  );
  const cookie = encodeSessionCookie({ userId, secret });
  return { userId, cookie, client: () => server.client().setSession(cookie) };
}
