import { type Client } from 'appwrite';
import { createAccount } from '../../src/appwrite/account/sign-up.ts';
import { toUserModel, type UserModel } from '../../src/appwrite/account/models.ts';
import { listMailTo, type OutboxMail } from '../../src/infra/mail/outbox.ts';
import type { TestServer } from './test-server.ts';

/**
 * Accounts for server test suites. `createUser` writes straight to the database (no HTTP, so no
 * sign-up rate limit, and labels such as `admin` can be set); `signIn` goes through the real
 * POST /v1/account/sessions/email and hands back the session cookie value and an SDK client
 * carrying it (X-Appwrite-Session), since the web SDK in Node has no cookie jar.
 *
 * Sign-in is rate limited to 10 per hour per e-mail address and client IP, and 50 per hour per IP
 * across addresses: a suite that signs in more often should start its server with
 * `RATE_LIMITS: 'off'`.
 */

export interface NewTestUser {
  email: string;
  password: string;
  name?: string;
  /** e.g. ['admin'] for a shop admin (docs/architecture.md 'Database'). */
  labels?: string[];
  emailVerification?: boolean;
  /** Defaults to a generated ID. */
  userId?: string;
}

/** Creates an account directly in the database; resolves to its Account JSON (as GET /account shows it). */
export async function createUser(server: TestServer, user: NewTestUser): Promise<UserModel> {
  const record = await createAccount(server.db, server.config, {
    userId: user.userId ?? 'unique()',
    email: user.email,
    password: user.password,
    name: user.name ?? '',
    emailVerification: user.emailVerification ?? false,
    labels: user.labels ?? [],
  });
  return toUserModel(record);
}

export interface SignedIn {
  /** The value of the a_session_<project> cookie (base64 of {id, secret}). */
  cookie: string;
  /** `Cookie` request header value for raw fetch calls. */
  cookieHeader: string;
  /** An SDK client sending this session as X-Appwrite-Session. */
  client: Client;
  /** The Session JSON the server answered. */
  session: Record<string, unknown>;
}

/** The value of one cookie in a response's Set-Cookie headers, or null. */
export function cookieFrom(response: Response, name: string): string | null {
  for (const header of response.headers.getSetCookie()) {
    const [pair = ''] = header.split(';');
    const eq = pair.indexOf('=');
    if (pair.slice(0, eq).trim() === name) return pair.slice(eq + 1);
  }
  return null;
}

/** Signs in over real HTTP; throws with the server's answer when sign-in fails. */
export async function signIn(server: TestServer, email: string, password: string): Promise<SignedIn> {
  const response = await fetch(`${server.endpoint}/account/sessions/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-appwrite-project': server.config.projectId },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as Record<string, unknown>;
  if (response.status !== 201) throw new Error(`sign-in of ${email} failed: ${response.status} ${JSON.stringify(body)}`);
  const name = `a_session_${server.config.projectId}`;
  const cookie = cookieFrom(response, name);
  if (!cookie) throw new Error('sign-in answered no session cookie');
  return { cookie, cookieHeader: `${name}=${cookie}`, client: server.client().setSession(cookie), session: body };
}

let counter = 0;
/** A fresh, unused e-mail address for a test. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.test`;
}

/** Creates a user (directly) and signs it in (over HTTP). */
export async function createSignedInUser(
  server: TestServer,
  user: Partial<NewTestUser> = {},
): Promise<SignedIn & { user: UserModel; email: string; password: string }> {
  const email = user.email ?? uniqueEmail();
  const password = user.password ?? 'correct horse battery';
  const created = await createUser(server, { ...user, email, password });
  return { ...(await signIn(server, email, password)), user: created, email, password };
}

/** A signed-in shop admin (label `admin`), for suites testing admin-only collections and buckets. */
export function createSignedInAdmin(server: TestServer, user: Partial<NewTestUser> = {}) {
  return createSignedInUser(server, { ...user, email: user.email ?? uniqueEmail('admin'), labels: ['admin', ...(user.labels ?? [])] });
}

/** The newest mail the server put in the outbox for an address. */
export async function latestMail(server: TestServer, to: string): Promise<OutboxMail | undefined> {
  return (await listMailTo(server.db, to.toLowerCase(), 1))[0];
}

/** The first link in a mail's text body. */
export function linkIn(mail: OutboxMail): URL {
  const match = /https?:\/\/\S+/.exec(mail.text);
  if (!match) throw new Error(`no link in mail "${mail.subject}"`);
  return new URL(match[0]);
}
