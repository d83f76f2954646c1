import { randomBytes } from 'node:crypto';
import type { Client } from 'appwrite';
import type { TestServer } from './test-server.ts';
import { hashSecret } from '../../src/appwrite/identity/secrets.ts';
import { encodeSessionCookie } from '../../src/appwrite/identity/session-cookie.ts';

/**
 * Users and sessions written straight into the test database, so the storage and realtime suites
 * do not depend on the Account API. A client authenticates with `setSession(cookie)`, which the
 * SDK sends as X-Appwrite-Session (and as the realtime `authentication` message).
 */
export interface TestUser {
  userId: string;
  sessionId: string;
  /** The session cookie value: base64 of {"id", "secret"}. */
  cookie: string;
  /** A fresh SDK client signed in as this user. */
  client(): Client;
}

export async function createTestUser(
  server: TestServer,
  options: { labels?: string[]; name?: string; emailVerified?: boolean } = {},
): Promise<TestUser> {
  const suffix = randomBytes(5).toString('hex');
  const userId = `user-${suffix}`;
  const sessionId = `session-${suffix}`;
  const secret = randomBytes(32).toString('hex');
  await server.db.query(
    `INSERT INTO users (id, name, email, labels, email_verification) VALUES ($1, $2, $3, $4, $5)`,
    [userId, options.name ?? `Test ${suffix}`, `${userId}@example.test`, options.labels ?? [], options.emailVerified ?? false],
  );
  await server.db.query(
    `INSERT INTO sessions (id, user_id, secret_hash, expire, provider, provider_uid, factors)
     VALUES ($1, $2, $3, now() + interval '1 day', 'email', $4, '{password}')`,
    [sessionId, userId, hashSecret(secret), `${userId}@example.test`],
  );
  const cookie = encodeSessionCookie({ userId, secret });
  return { userId, sessionId, cookie, client: () => server.client().setSession(cookie) };
}

/** An admin: a user carrying the label `admin` (ARCHITECTURE.md 'Data'). */
export function createTestAdmin(server: TestServer): Promise<TestUser> {
  return createTestUser(server, { labels: ['admin'], name: 'Test admin' });
}
