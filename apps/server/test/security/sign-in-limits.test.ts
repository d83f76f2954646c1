import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestServer, TEST_ENGINE, startTestServer } from '../helpers/test-server.ts';
import { createUser, uniqueEmail } from '../helpers/accounts.ts';

/**
 * Password sign-in limits (POST /v1/account/sessions/email). Keyed by the e-mail address alone,
 * ten wrong passwords from anyone locked the address's owner — the admin among them — out for an
 * hour, while one IP could try a password on any number of addresses. Now: 10 per hour per
 * address and client IP (a guesser locks out only themselves), 50 per hour per IP across
 * addresses (spraying), 100 per hour per address from anywhere (a guesser with many IPs).
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

let ipCounter = 0;
/** A fresh client address (the server trusts X-Forwarded-For from loopback), so tests share no counters. */
const freshIp = () => {
  ipCounter += 1;
  return `198.18.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

const PASSWORD = 'right-password-1';

const signIn = (email: string, password: string, ip: string) =>
  fetch(`${server.endpoint}/account/sessions/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-appwrite-project': 'pura', 'x-forwarded-for': ip },
    body: JSON.stringify({ email, password }),
  });

/** Sends the sign-ins at once (they are independent) and resolves to their statuses in order. */
const statusesOf = async (attempts: Array<[email: string, password: string, ip: string]>) =>
  Promise.all(attempts.map(async (attempt) => (await signIn(...attempt)).status));

const times = <T>(n: number, make: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => make(i));

async function expectLimited(response: Response, limit: number): Promise<void> {
  expect(response.status).toBe(429);
  expect(response.headers.get('x-ratelimit-limit')).toBe(String(limit));
  expect(response.headers.get('x-ratelimit-remaining')).toBe('0');
  expect(Number(response.headers.get('x-ratelimit-reset')) % 3600).toBe(0);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await response.json()).toEqual({
    message: 'Rate limit for the current endpoint has been exceeded. Please try again after some time.',
    code: 429,
    type: 'general_rate_limit_exceeded',
    version: '1.9.6',
  });
}

/** Waits out the last seconds of a clock hour: the windows are clock hours, a run must fit in one. */
async function outsideHourBoundary(margin = 10_000): Promise<void> {
  const left = 3_600_000 - (Date.now() % 3_600_000);
  if (left < margin) await new Promise((resolve) => setTimeout(resolve, left + 100));
}

describe(`password sign-in limits on ${TEST_ENGINE}`, () => {
  beforeEach(() => outsideHourBoundary());

  it('ten wrong passwords lock out only the guesser’s IP, however long they keep trying', async () => {
    const email = uniqueEmail('locked');
    await createUser(server, { email, password: PASSWORD });
    const guesser = freshIp();

    const first = await signIn(email, 'wrong-password', guesser);
    expect(first.status).toBe(401);
    expect(first.headers.get('x-ratelimit-limit')).toBe('10');
    expect(first.headers.get('x-ratelimit-remaining')).toBe('9');
    expect(await statusesOf(times(9, () => [email, 'wrong-password', guesser]))).toEqual(times(9, () => 401));
    await expectLimited(await signIn(email.toUpperCase(), PASSWORD, guesser), 10);

    // Refused tries do not count towards the address's ceiling of 100, so they cannot reach it.
    expect(await statusesOf(times(100, () => [email, 'wrong-password', guesser]))).toEqual(times(100, () => 429));
    expect((await signIn(email, PASSWORD, freshIp())).status).toBe(201);
  });

  it('one IP may try 50 addresses an hour: password spraying meets 429 after that', async () => {
    const sprayer = freshIp();
    const victim = uniqueEmail('sprayed');
    await createUser(server, { email: victim, password: PASSWORD });

    expect(await statusesOf(times(50, () => [uniqueEmail('spray'), PASSWORD, sprayer]))).toEqual(times(50, () => 401));
    await expectLimited(await signIn(victim, PASSWORD, sprayer), 50);
    // The sprayed addresses themselves are not locked: their owners sign in from elsewhere.
    expect((await signIn(victim, PASSWORD, freshIp())).status).toBe(201);
  });

  it('one address takes 100 sign-ins an hour from all IPs together: a guesser with many IPs meets a ceiling', async () => {
    const email = uniqueEmail('distributed');
    await createUser(server, { email, password: PASSWORD });
    const guessers = times(10, () => freshIp());

    const statuses = await statusesOf(guessers.flatMap((ip) => times(10, () => [email, 'wrong-password', ip] as [string, string, string])));
    expect(statuses).toEqual(times(100, () => 401));
    const late = freshIp();
    await expectLimited(await signIn(email, PASSWORD, late), 100);
    // That IP may still sign in to another address.
    const other = uniqueEmail('other');
    await createUser(server, { email: other, password: PASSWORD });
    expect((await signIn(other, PASSWORD, late)).status).toBe(201);
  });
});
