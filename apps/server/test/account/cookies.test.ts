import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Account } from 'appwrite';
import { type TestServer, startTestServer, TEST_ENGINE } from '../helpers/test-server.ts';
import { cookieFrom, createUser, uniqueEmail } from '../helpers/accounts.ts';
import { rewriteIdentityRows } from '../helpers/identity-sql.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMITS: 'off', ALLOWED_ORIGINS: 'https://app.partner.example,https://shop.example.com' });
});
afterAll(() => server.close());

const MAIN = 'a_session_pura';
const LEGACY = 'a_session_pura_legacy';

async function login(headers: Record<string, string> = {}) {
  const email = uniqueEmail();
  const user = await createUser(server, { email, password: 'password-123' });
  const response = await fetch(`${server.endpoint}/account/sessions/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email, password: 'password-123' }),
  });
  expect(response.status).toBe(201);
  return { response, user, body: (await response.json()) as Record<string, unknown> };
}

/** The Set-Cookie header line of one cookie. */
const setCookieLine = (response: Response, name: string) =>
  response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`)) ?? '';

const getAccount = (headers: Record<string, string>) => fetch(`${server.endpoint}/account`, { headers });

describe(`session cookies and headers on ${TEST_ENGINE}`, () => {
  it('sets both cookies, HttpOnly, host-only on an IP, without Secure or SameSite over http', async () => {
    const { response, user } = await login();
    const main = setCookieLine(response, MAIN);
    const legacy = setCookieLine(response, LEGACY);
    for (const line of [main, legacy]) {
      expect(line).toMatch(/; HttpOnly/);
      expect(line).toMatch(/; Path=\//);
      expect(line).toMatch(/; Expires=/);
      expect(line).not.toMatch(/Domain=/i);
      expect(line).not.toMatch(/Secure/i);
      expect(line).not.toMatch(/SameSite/i);
    }
    const value = cookieFrom(response, MAIN)!;
    expect(cookieFrom(response, LEGACY)).toBe(value);
    const decoded = JSON.parse(Buffer.from(value, 'base64').toString('utf8')) as { id: string; secret: string };
    expect(decoded.id).toBe(user.$id);
    expect(decoded.secret).toMatch(/^[0-9a-f]{64}$/);
    // Only the hash is stored.
    const { rows } = await server.db.query<{ secret_hash: string }>('SELECT secret_hash FROM sessions WHERE user_id = $1', [user.$id]);
    expect(rows[0]?.secret_hash).not.toBe(decoded.secret);
  });

  it('over https: Secure on both, SameSite=None on the main cookie only, Domain=.<api host>', async () => {
    const { response } = await login({
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'shop.example.com',
      origin: 'https://shop.example.com',
    });
    const main = setCookieLine(response, MAIN);
    const legacy = setCookieLine(response, LEGACY);
    expect(main).toMatch(/; Secure/);
    expect(main).toMatch(/; SameSite=None/);
    expect(main).toMatch(/; Domain=\.shop\.example\.com/);
    expect(legacy).toMatch(/; Secure/);
    expect(legacy).not.toMatch(/SameSite/i);
    expect(legacy).toMatch(/; Domain=\.shop\.example\.com/);
  });

  it('keeps cookies host-only on localhost', async () => {
    const { response } = await login({ 'x-forwarded-host': 'localhost:3000' });
    expect(setCookieLine(response, MAIN)).not.toMatch(/Domain=/i);
  });

  it('sends X-Fallback-Cookies on localhost/IP and cross-site, not for a same-site page', async () => {
    const onIp = await login();
    const fallback = JSON.parse(onIp.response.headers.get('x-fallback-cookies') ?? 'null') as Record<string, string>;
    expect(fallback).toEqual({ [MAIN]: cookieFrom(onIp.response, MAIN) });

    const sameSite = await login({
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'api.shop.example.com',
      origin: 'https://shop.example.com',
    });
    expect(sameSite.response.headers.get('x-fallback-cookies')).toBeNull();

    const crossSite = await login({
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'api.shop.example.com',
      origin: 'https://app.partner.example',
    });
    expect(crossSite.response.headers.get('x-fallback-cookies')).toMatch(/^\{"a_session_pura":/);
    // The SDK can only read it when CORS exposes it.
    expect(crossSite.response.headers.get('access-control-expose-headers')).toMatch(/X-Fallback-Cookies/);
  });

  it('never answers a secret in the body', async () => {
    const { response, body } = await login();
    const value = cookieFrom(response, MAIN)!;
    const { secret } = JSON.parse(Buffer.from(value, 'base64').toString('utf8')) as { secret: string };
    expect(body.secret).toBe('');
    expect(JSON.stringify(body)).not.toContain(secret);
  });

  it('resolves the session from main cookie, legacy cookie, X-Appwrite-Session and X-Fallback-Cookies (§1.7)', async () => {
    const { response, user } = await login();
    const value = cookieFrom(response, MAIN)!;
    const ways: Array<Record<string, string>> = [
      { cookie: `${MAIN}=${value}` },
      { cookie: `${LEGACY}=${value}` },
      { 'x-appwrite-session': value },
      { 'x-fallback-cookies': JSON.stringify({ [MAIN]: value }) },
    ];
    for (const headers of ways) {
      const answer = await getAccount(headers);
      expect(answer.status, JSON.stringify(Object.keys(headers))).toBe(200);
      expect(((await answer.json()) as { $id: string }).$id).toBe(user.$id);
    }
    // The main cookie wins over everything after it.
    const stale = Buffer.from(JSON.stringify({ id: user.$id, secret: 'f'.repeat(64) })).toString('base64');
    expect((await getAccount({ cookie: `${MAIN}=${stale}`, 'x-appwrite-session': value })).status).toBe(401);
    // Malformed credentials are simply "no session".
    const malformed: Array<Record<string, string>> = [
      { cookie: `${MAIN}=%%%` },
      { 'x-fallback-cookies': '[]' },
      { 'x-appwrite-session': 'bm90IGpzb24=' },
    ];
    for (const headers of malformed) {
      const answer = await getAccount(headers);
      expect(answer.status).toBe(401);
      expect(((await answer.json()) as { type: string }).type).toBe('general_unauthorized_scope');
    }
  });

  it('on logout clears both cookies and answers X-Fallback-Cookies: []', async () => {
    const { response } = await login();
    const value = cookieFrom(response, MAIN)!;
    const logout = await fetch(`${server.endpoint}/account/sessions/current`, {
      method: 'DELETE',
      headers: { 'content-type': 'application/json', cookie: `${MAIN}=${value}` },
      body: '{}',
    });
    expect(logout.status).toBe(204);
    expect(await logout.text()).toBe('');
    expect(logout.headers.get('x-fallback-cookies')).toBe('[]');
    for (const name of [MAIN, LEGACY]) {
      const line = setCookieLine(logout, name);
      expect(line).toMatch(new RegExp(`^${name}=;`));
      expect(line).toMatch(/Expires=Thu, 01 Jan 1970/);
    }
    expect((await getAccount({ cookie: `${MAIN}=${value}` })).status).toBe(401);
  });

  it('re-sends the cookies with the new expiry when a session is extended on use', async () => {
    const { response, body } = await login();
    const value = cookieFrom(response, MAIN)!;
    await rewriteIdentityRows(server, String(body.userId), "UPDATE sessions SET expire = now() + interval '3 days' WHERE id = $1", [
      body.$id,
    ]);
    const used = await getAccount({ cookie: `${MAIN}=${value}` });
    expect(used.status).toBe(200);
    const line = setCookieLine(used, MAIN);
    const expires = Date.parse(/Expires=([^;]+)/.exec(line)?.[1] ?? '');
    expect(expires - Date.now()).toBeGreaterThan(29 * 86_400_000);
    expect(cookieFrom(used, MAIN)).toBe(value);
    // No renewal due: no cookie traffic.
    expect((await getAccount({ cookie: `${MAIN}=${value}` })).headers.getSetCookie()).toEqual([]);
  });

  it('answers errors with the Appwrite body, no-store caching and CORS headers', async () => {
    const response = await fetch(`${server.endpoint}/account`, { headers: { origin: 'https://app.partner.example' } });
    expect(response.status).toBe(401);
    expect(response.headers.get('cache-control')).toBe('no-cache, no-store, must-revalidate');
    expect(response.headers.get('access-control-allow-origin')).toBe('https://app.partner.example');
    expect(await response.json()).toEqual({
      message: 'User (role: guests) missing scopes (["account"])',
      code: 401,
      type: 'general_unauthorized_scope',
      version: '1.9.6',
    });
  });

  it('works for the SDK with a session passed by setSession', async () => {
    const { response, user } = await login();
    const client = server.client().setSession(cookieFrom(response, MAIN)!);
    await expect(new Account(client).get()).resolves.toMatchObject({ $id: user.$id });
  });
});
