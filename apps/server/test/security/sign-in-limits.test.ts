import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestServer, TEST_ENGINE, startTestServer } from '../helpers/test-server.ts';
import { createUser, uniqueEmail } from '../helpers/accounts.ts';
import { NEWSLETTER_SUBSCRIBES_PER_HOUR } from '../../src/shop/newsletter/newsletter-routes.ts';

/**
 * Password sign-in limits (POST /v1/account/sessions/email). Keyed by the e-mail address alone,
 * ten wrong passwords from anyone locked the address's owner — the admin among them — out for an
 * hour, while one IP could try a password on any number of addresses. Now, per client network (an
 * IPv4 address, an IPv6 /64): 10 tries per hour per address (a guesser locks out only themselves)
 * and 50 per hour across addresses (spraying); and once an address has had 100 failed sign-ins in
 * the hour, a network that has failed for it is refused (a guesser with many IPs), while one that
 * has not — the owner's — still signs in.
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

let ipv6Counter = 0;
/** A fresh IPv6 /64 (documentation range), written without its host part: `${prefix}::1` is one host in it. */
const freshIpv6Prefix = () => {
  ipv6Counter += 1;
  return `2001:db8:${ipv6Counter.toString(16)}:1`;
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

/**
 * Waits out the last minute of a clock hour: the windows are clock hours, a test must fit in one.
 * A minute, as a loaded machine may take many seconds over a hundred argon2 checks.
 */
async function outsideHourBoundary(margin = 60_000): Promise<void> {
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

    // Refused tries never reach the password check, so they are no failures towards the address's ceiling.
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

  it('a hundred failures from ten IPs leave the owner free to sign in; a guesser with many IPs is stopped per IP', async () => {
    const admin = uniqueEmail('admin');
    await createUser(server, { email: admin, password: PASSWORD });
    const guessers = times(10, () => freshIp());

    const statuses = await statusesOf(guessers.flatMap((ip) => times(10, () => [admin, 'wrong-password', ip] as [string, string, string])));
    expect(statuses).toEqual(times(100, () => 401));
    // The owner's network has not been guessing: the right password signs in.
    expect((await signIn(admin, PASSWORD, freshIp())).status).toBe(201);
    expect((await signIn(admin.toUpperCase(), PASSWORD, freshIp())).status).toBe(201);

    // Every guessing IP has spent its ten tries on this address.
    await expectLimited(await signIn(admin, PASSWORD, guessers[0] ?? ''), 10);
    // Past 100 failures, one more IP gets a single try; having failed, it meets the address's ceiling.
    const late = freshIp();
    expect((await signIn(admin, 'wrong-password', late)).status).toBe(401);
    await expectLimited(await signIn(admin, PASSWORD, late), 100);
    // That IP may still sign in to another address.
    const other = uniqueEmail('other');
    await createUser(server, { email: other, password: PASSWORD });
    expect((await signIn(other, PASSWORD, late)).status).toBe(201);
  });

  it('an IPv6 client is one /64: new addresses inside it buy no more tries, the next /64 is someone else', async () => {
    const email = uniqueEmail('ipv6');
    await createUser(server, { email, password: PASSWORD });
    const guesser = freshIpv6Prefix();

    expect(await statusesOf(times(10, (i) => [email, 'wrong-password', `${guesser}::${(i + 1).toString(16)}`]))).toEqual(
      times(10, () => 401),
    );
    // Another host part, written out in full with leading zeros and capitals: still the same /64.
    const [, , third = '', fourth = ''] = guesser.split(':');
    const spelledOut = `2001:0DB8:${third.padStart(4, '0')}:${fourth.padStart(4, '0')}:ABCD:0:0:1`;
    await expectLimited(await signIn(email, PASSWORD, spelledOut), 10);
    expect((await signIn(email, PASSWORD, `${freshIpv6Prefix()}::1`)).status).toBe(201);
  });

  it('an IPv6 /64 sprays 50 addresses an hour in all, however many of its addresses it uses', async () => {
    const sprayer = freshIpv6Prefix();
    const victim = uniqueEmail('sprayed-v6');
    await createUser(server, { email: victim, password: PASSWORD });

    expect(await statusesOf(times(50, (i) => [uniqueEmail('spray-v6'), PASSWORD, `${sprayer}::${(i + 1).toString(16)}`]))).toEqual(
      times(50, () => 401),
    );
    await expectLimited(await signIn(victim, PASSWORD, `${sprayer}::ffff`), 50);
  });
});

describe(`routes that check a password share the sign-in limits, on ${TEST_ENGINE}`, () => {
  beforeEach(() => outsideHourBoundary());

  const patchAccount = (path: string, cookie: string, body: unknown, ip: string) =>
    fetch(`${server.endpoint}/account/${path}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', 'x-appwrite-project': 'pura', 'x-forwarded-for': ip, cookie },
      body: JSON.stringify(body),
    });

  it('a stolen session guesses no faster than the sign-in form: e-mail, phone and password changes count together with sign-in', async () => {
    const email = uniqueEmail('stolen');
    await createUser(server, { email, password: PASSWORD });
    const thief = freshIp();
    const signedIn = await signIn(email, PASSWORD, thief);
    expect(signedIn.status).toBe(201);
    const cookie = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');

    // The good sign-in above started the count afresh (Appwrite's abuse reset); ten wrong guesses
    // spread over the three routes then use up the sign-in form's ten.
    const guesses = [
      ...times(4, () => patchAccount('email', cookie, { email: uniqueEmail('new'), password: 'wrong-password' }, thief)),
      ...times(3, () => patchAccount('phone', cookie, { phone: '+4915100000001', password: 'wrong-password' }, thief)),
      ...times(3, () => patchAccount('password', cookie, { password: 'new-password-1', oldPassword: 'wrong-password' }, thief)),
    ];
    expect((await Promise.all(guesses)).map((response) => response.status)).toEqual(times(10, () => 401));
    await expectLimited(await patchAccount('email', cookie, { email: uniqueEmail('new'), password: PASSWORD }, thief), 10);
    await expectLimited(await signIn(email, PASSWORD, thief), 10);
    // The owner, elsewhere, is not locked out.
    expect((await signIn(email, PASSWORD, freshIp())).status).toBe(201);
  });

  it('an anonymous session probing which addresses are taken meets the same limit', async () => {
    const prober = freshIp();
    const anonymous = await fetch(`${server.endpoint}/account/sessions/anonymous`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-appwrite-project': 'pura', 'x-forwarded-for': prober },
      body: '{}',
    });
    const cookie = anonymous.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const taken = uniqueEmail('taken');
    await createUser(server, { email: taken, password: PASSWORD });

    const probes = await Promise.all(times(10, () => patchAccount('email', cookie, { email: taken, password: PASSWORD }, prober)));
    expect(probes.map((response) => response.status)).toEqual(times(10, () => 409));
    await expectLimited(await patchAccount('email', cookie, { email: uniqueEmail('other'), password: PASSWORD }, prober), 10);
  });
});

describe(`every limit counts an IPv6 /64 as one client, on ${TEST_ENGINE}`, () => {
  beforeEach(() => outsideHourBoundary());

  it('sign-up: ten accounts an hour per /64, however many of its addresses it uses', async () => {
    const network = freshIpv6Prefix();
    const signUp = (ip: string) =>
      fetch(`${server.endpoint}/account`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-appwrite-project': 'pura', 'x-forwarded-for': ip },
        body: JSON.stringify({ userId: 'unique()', email: uniqueEmail('v6-signup'), password: PASSWORD }),
      });
    const statuses = await Promise.all(times(10, (i) => signUp(`${network}::${(i + 1).toString(16)}`)));
    expect(statuses.map((response) => response.status)).toEqual(times(10, () => 201));
    await expectLimited(await signUp(`${network}::ffff`), 10);
    expect((await signUp(`${freshIpv6Prefix()}::1`)).status).toBe(201);
  });

  it('the newsletter: one budget per /64', async () => {
    const network = freshIpv6Prefix();
    const subscribe = (ip: string) =>
      fetch(`${server.url}/api/newsletter/subscribe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify({ email: uniqueEmail('v6-news') }),
      });
    const statuses = await Promise.all(times(NEWSLETTER_SUBSCRIBES_PER_HOUR, (i) => subscribe(`${network}::${(i + 1).toString(16)}`)));
    expect(statuses.map((response) => response.status)).toEqual(times(NEWSLETTER_SUBSCRIBES_PER_HOUR, () => 200));
    expect((await subscribe(`${network}::ffff`)).status).toBe(429);
    expect((await subscribe(`${freshIpv6Prefix()}::1`)).status).toBe(200);
  });
});
