import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { type TestServer, startTestServer, TEST_ENGINE } from '../helpers/test-server.ts';
import { createSignedInUser, createUser, uniqueEmail } from '../helpers/accounts.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

let ipCounter = 0;
/** A fresh client address per test (trustProxy reads X-Forwarded-For), so tests never share counters. */
const freshIp = () => `203.0.113.${(ipCounter += 1)}`;

const post = (base: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

/** Waits out the last seconds of a clock hour, so a run of requests stays in one window. */
async function outsideHourBoundary(margin = 5_000): Promise<void> {
  const left = 3_600_000 - (Date.now() % 3_600_000);
  if (left < margin) await new Promise((resolve) => setTimeout(resolve, left + 100));
}

describe(`rate limits (docs/appwrite-compatibility.md §9.3) on ${TEST_ENGINE}`, () => {
  // Windows are clock hours: a test's run of requests must not straddle one's end.
  beforeEach(() => outsideHourBoundary());

  it('sign-up: 10 per hour per IP, with X-RateLimit-* headers, then 429 general_rate_limit_exceeded', async () => {
    const ip = freshIp();
    for (let i = 1; i <= 10; i += 1) {
      const sentAt = Date.now() / 1000;
      const response = await post(
        server.endpoint,
        '/account',
        { userId: 'unique()', email: uniqueEmail(), password: 'password-123' },
        { 'x-forwarded-for': ip },
      );
      expect(response.status).toBe(201);
      expect(response.headers.get('x-ratelimit-limit')).toBe('10');
      expect(response.headers.get('x-ratelimit-remaining')).toBe(String(10 - i));
      const reset = Number(response.headers.get('x-ratelimit-reset'));
      expect(reset).toBeGreaterThan(sentAt);
      expect(reset).toBeLessThanOrEqual(Date.now() / 1000 + 3600);
      expect(reset % 3600).toBe(0);
    }
    const limited = await post(
      server.endpoint,
      '/account',
      { userId: 'unique()', email: uniqueEmail(), password: 'password-123' },
      { 'x-forwarded-for': ip },
    );
    expect(limited.status).toBe(429);
    expect(limited.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({
      message: 'Rate limit for the current endpoint has been exceeded. Please try again after some time.',
      code: 429,
      type: 'general_rate_limit_exceeded',
      version: '1.9.6',
    });
    // Another address is not affected.
    const other = await post(
      server.endpoint,
      '/account',
      { userId: 'unique()', email: uniqueEmail(), password: 'password-123' },
      { 'x-forwarded-for': freshIp() },
    );
    expect(other.status).toBe(201);
  });

  it('password sign-in: a success starts the count afresh (testAccountAbuseReset), failures stay limited', async () => {
    const email = uniqueEmail('regular');
    await createUser(server, { email, password: 'password-123' });
    const ip = freshIp();
    const signInFrom = (password: string) =>
      post(server.endpoint, '/account/sessions/email', { email, password }, { 'x-forwarded-for': ip });

    for (let i = 0; i < 12; i += 1) expect((await signInFrom('password-123')).status).toBe(201);
    const wrong = [];
    for (let i = 0; i < 10; i += 1) wrong.push((await signInFrom('wrong-password')).status);
    expect(wrong).toEqual(Array.from({ length: 10 }, () => 401));
    expect((await signInFrom('password-123')).status).toBe(429);
  });

  it('recovery is limited per e-mail and per IP', async () => {
    const email = uniqueEmail();
    const url = `${server.url}/reset`;
    for (let i = 0; i < 10; i += 1) {
      expect((await post(server.endpoint, '/account/recovery', { email, url }, { 'x-forwarded-for': freshIp() })).status).toBe(201);
    }
    expect((await post(server.endpoint, '/account/recovery', { email, url }, { 'x-forwarded-for': freshIp() })).status).toBe(429);

    const ip = freshIp();
    for (let i = 0; i < 10; i += 1) {
      expect((await post(server.endpoint, '/account/recovery', { email: uniqueEmail(), url }, { 'x-forwarded-for': ip })).status).toBe(201);
    }
    expect((await post(server.endpoint, '/account/recovery', { email: uniqueEmail(), url }, { 'x-forwarded-for': ip })).status).toBe(429);
  });

  it('token sign-in (IP + userId) and verification (per user) are limited too', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i += 1) {
      const response = await post(
        server.endpoint,
        '/account/sessions/token',
        { userId: 'someone', secret: 'guess' },
        { 'x-forwarded-for': ip },
      );
      expect(response.status).toBe(401);
    }
    expect(
      (await post(server.endpoint, '/account/sessions/token', { userId: 'someone', secret: 'guess' }, { 'x-forwarded-for': ip })).status,
    ).toBe(429);

    const { cookieHeader } = await createSignedInUser(server);
    for (let i = 0; i < 10; i += 1) {
      const response = await post(
        server.endpoint,
        '/account/verifications/email',
        { url: `${server.url}/verify` },
        { cookie: cookieHeader, 'x-forwarded-for': freshIp() },
      );
      expect(response.status).toBe(201);
    }
    expect(
      (await post(server.endpoint, '/account/verifications/email', { url: `${server.url}/verify` }, { cookie: cookieHeader })).status,
    ).toBe(429);
  });

  it('counts in the database with hashed keys and a fixed window that restarts', async () => {
    const email = uniqueEmail('counted');
    const ip = freshIp();
    await post(server.endpoint, '/account/sessions/email', { email, password: 'password-123' }, { 'x-forwarded-for': ip });
    const { rows } = await server.db.query<{ key: string }>('SELECT key FROM rate_limits');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.key))).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(email);

    const signUpIp = freshIp();
    const signUp = () =>
      post(
        server.endpoint,
        '/account',
        { userId: 'unique()', email: uniqueEmail(), password: 'password-123' },
        { 'x-forwarded-for': signUpIp },
      );
    for (let i = 0; i < 10; i += 1) await signUp();
    expect((await signUp()).status).toBe(429);
    // Move every counter into the previous window: the next hit starts a new one.
    await server.db.query("UPDATE rate_limits SET window_start = window_start - interval '1 hour'");
    const afterWindow = await signUp();
    expect(afterWindow.status).toBe(201);
    expect(afterWindow.headers.get('x-ratelimit-remaining')).toBe('9');
  });

  it('holds across server instances sharing one database', async () => {
    const second: FastifyInstance = await buildApp(server.config, { db: server.db });
    await second.listen({ port: 0, host: '127.0.0.1' });
    try {
      const address = second.server.address();
      const secondEndpoint = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/v1`;
      const ip = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < 12; i += 1) {
        const endpoint = i % 2 === 0 ? server.endpoint : secondEndpoint;
        const response = await post(
          endpoint,
          '/account',
          { userId: 'unique()', email: uniqueEmail(), password: 'password-123' },
          { 'x-forwarded-for': ip },
        );
        statuses.push(response.status);
      }
      expect(statuses.filter((s) => s === 201)).toHaveLength(10);
      expect(statuses.slice(10)).toEqual([429, 429]);
    } finally {
      await second.close();
    }
  });
});
