import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Account, ID } from 'appwrite';
import { type TestServer, startTestServer, TEST_ENGINE } from '../helpers/test-server.ts';
import { createSignedInUser, createUser, latestMail, linkIn, uniqueEmail } from '../helpers/accounts.ts';
import { appwriteFailure } from '../helpers/appwrite-failure.ts';
import { listSmsTo } from '../../src/infra/sms/sms-outbox.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMITS: 'off', ADMIN_EMAILS: 'boss@example.test' });
});
afterAll(() => server.close());

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';
const guest = () => new Account(server.client());

/** A raw API call, to read the session cookie the SDK in Node cannot keep. */
async function post(path: string, body: unknown, method = 'POST') {
  const response = await fetch(`${server.endpoint}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-appwrite-project': server.config.projectId },
    body: JSON.stringify(body),
  });
  const cookie = /a_session_[^=]+=([^;]*)/.exec(response.headers.getSetCookie().join('\n'))?.[1] ?? '';
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, cookie };
}

async function latestSms(phone: string) {
  return (await listSmsTo(server.db, phone, 1))[0];
}

let phoneCounter = 0;
const uniquePhone = () => `+4917${String(Date.now() % 1e7).padStart(7, '0')}${(phoneCounter += 1)}`;

describe(`anonymous sessions on ${TEST_ENGINE}`, () => {
  it('creates a guest account with a session, converted to a full account by e-mail and password', async () => {
    const created = await post('/account/sessions/anonymous', {});
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ provider: 'anonymous', factors: ['anonymous'], current: true, secret: '' });
    const account = new Account(server.client().setSession(created.cookie));
    const anonymous = await account.get();
    expect(anonymous).toMatchObject({ email: '', phone: '', passwordUpdate: '', name: '' });

    const email = uniqueEmail('anon');
    const converted = await account.updateEmail({ email, password: 'converted-pass-1' });
    expect(converted).toMatchObject({ $id: anonymous.$id, email });
    expect(converted.passwordUpdate).not.toBe('');
    // The account now signs in like any other.
    const signedIn = await post('/account/sessions/email', { email, password: 'converted-pass-1' });
    expect(signedIn.status).toBe(201);
    expect(signedIn.body.userId).toBe(anonymous.$id);
  });

  it('is in the session group: refused while signed in, and through the SDK', async () => {
    const { client } = await createSignedInUser(server);
    expect(await appwriteFailure(new Account(client).createAnonymousSession())).toMatchObject({
      code: 401,
      type: 'user_session_already_exists',
    });
    const session = await guest().createAnonymousSession();
    expect(session).toMatchObject({ provider: 'anonymous', secret: '' });
  });
});

describe(`e-mail one-time codes on ${TEST_ENGINE}`, () => {
  it('mails a six-digit code valid 15 minutes, traded once through createSession; signs up new addresses', async () => {
    const email = uniqueEmail('otp');
    const token = await guest().createEmailToken({ userId: ID.unique(), email });
    expect(token).toMatchObject({ secret: '', phrase: '' });
    expect(token.userId).toMatch(/^[0-9a-f]{20}$/);
    const ttl = Date.parse(token.expire) - Date.now();
    expect(ttl).toBeGreaterThan(14 * 60_000);
    expect(ttl).toBeLessThanOrEqual(15 * 60_000);

    const mail = (await latestMail(server, email))!;
    expect(mail).toMatchObject({ kind: 'email-code', subject: 'Your sign-in code' });
    const code = codeIn(mail.text);
    expect(code).toMatch(/^\d{6}$/);
    const { rows } = await server.db.query<{ secret_hash: string }>(
      "SELECT secret_hash FROM tokens WHERE user_id = $1 AND kind = 'email'",
      [token.userId],
    );
    expect(rows[0]?.secret_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.secret_hash).not.toContain(code);

    const session = await post('/account/sessions/token', { userId: token.userId, secret: code });
    expect(session.status).toBe(201);
    expect(session.body).toMatchObject({ userId: token.userId, provider: 'email', providerUid: email, factors: ['email'] });
    // The code proved the address.
    expect((await new Account(server.client().setSession(session.cookie)).get()).emailVerification).toBe(true);

    expect(await appwriteFailure(guest().createSession({ userId: token.userId, secret: code }))).toMatchObject({
      code: 401,
      type: 'user_invalid_token',
    });
  });

  it('uses the existing account of an address and returns a security phrase printed in the mail', async () => {
    const email = uniqueEmail('phrase');
    const user = await createUser(server, { email, password: 'password-123' });
    const token = await guest().createEmailToken({ userId: ID.unique(), email, phrase: true });
    // Answered under the ID the client chose, as a new address is: the answer never names the account.
    expect(token.userId).not.toBe(user.$id);
    expect(token.phrase).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
    const mail = (await latestMail(server, email))!;
    expect(mail.text).toContain(`Security phrase: ${token.phrase}`);
    const session = await guest().createSession({ userId: token.userId, secret: codeIn(mail.text) });
    expect(session).toMatchObject({ userId: user.$id, provider: 'email', secret: '' });
  });

  it('refuses wrong, expired and worn-out codes with user_invalid_token', async () => {
    const email = uniqueEmail('wrong');
    const token = await guest().createEmailToken({ userId: ID.unique(), email });
    const code = codeIn((await latestMail(server, email))!.text);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await appwriteFailure(guest().createSession({ userId: token.userId, secret: wrong }))).toMatchObject({
      code: 401,
      type: 'user_invalid_token',
    });

    // Expired: a quarter of an hour later.
    await server.db.query("UPDATE tokens SET expire = now() - interval '1 second' WHERE id = $1", [token.$id]);
    expect(await appwriteFailure(guest().createSession({ userId: token.userId, secret: code }))).toMatchObject({
      code: 401,
      type: 'user_invalid_token',
    });

    // Too many wrong guesses end a code, even when the right one comes next.
    const again = await guest().createEmailToken({ userId: token.userId, email });
    const fresh = codeIn((await latestMail(server, email))!.text);
    const miss = fresh === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) await appwriteFailure(guest().createSession({ userId: again.userId, secret: miss }));
    expect(await appwriteFailure(guest().createSession({ userId: again.userId, secret: fresh }))).toMatchObject({
      code: 401,
      type: 'user_invalid_token',
    });
  });

  it('validates parameters like Appwrite', async () => {
    expect(await appwriteFailure(guest().createEmailToken({ userId: ID.unique(), email: 'not-an-address' }))).toMatchObject({
      code: 400,
      type: 'general_argument_invalid',
      message: 'Invalid `email` param: Value must be a valid email address',
    });
    expect(await appwriteFailure(guest().createEmailToken({ userId: '-bad', email: uniqueEmail() }))).toMatchObject({
      code: 400,
      type: 'general_argument_invalid',
    });
  });
});

describe(`magic URL on ${TEST_ENGINE}`, () => {
  it('mails a one-hour link to the given URL; updateMagicURLSession signs in once and verifies the address', async () => {
    const email = uniqueEmail('magic');
    const token = await guest().createMagicURLToken({ userId: ID.unique(), email, url: `${server.url}/auth/magic?x=1` });
    expect(Date.parse(token.expire) - Date.now()).toBeGreaterThan(59 * 60_000);
    const mail = (await latestMail(server, email))!;
    expect(mail).toMatchObject({ kind: 'magic-url', subject: 'Your sign-in link' });
    const link = linkIn(mail);
    expect(`${link.origin}${link.pathname}`).toBe(`${server.url}/auth/magic`);
    expect(link.searchParams.get('x')).toBe('1');
    expect(link.searchParams.get('userId')).toBe(token.userId);
    expect(link.searchParams.get('project')).toBe(server.config.projectId);
    const secret = link.searchParams.get('secret')!;

    const session = await guest().updateMagicURLSession({ userId: token.userId, secret });
    expect(session).toMatchObject({ userId: token.userId, provider: 'magic-url', factors: ['email'] });
    expect(await appwriteFailure(guest().updateMagicURLSession({ userId: token.userId, secret }))).toMatchObject({
      code: 401,
      type: 'user_invalid_token',
    });
  });

  it('is traded by createSession too, defaults the link to the sign-in page and refuses foreign hosts', async () => {
    const email = uniqueEmail('magic2');
    const token = await guest().createMagicURLToken({ userId: ID.unique(), email, phrase: true });
    expect(token.phrase).not.toBe('');
    const link = linkIn((await latestMail(server, email))!);
    expect(link.pathname).toBe('/login');
    const session = await guest().createSession({ userId: token.userId, secret: link.searchParams.get('secret')! });
    expect(session.provider).toBe('magic-url');

    expect(await appwriteFailure(guest().createMagicURLToken({ userId: ID.unique(), email, url: 'https://evil.example/x' }))).toMatchObject(
      {
        code: 400,
        type: 'general_argument_invalid',
      },
    );
  });

  it('a magic link secret does not open the deprecated phone route', async () => {
    const email = uniqueEmail('magic3');
    const token = await guest().createMagicURLToken({ userId: ID.unique(), email });
    const secret = linkIn((await latestMail(server, email))!).searchParams.get('secret')!;
    expect(await appwriteFailure(guest().updatePhoneSession({ userId: token.userId, secret }))).toMatchObject({
      code: 401,
      type: 'user_invalid_token',
    });
  });
});

describe(`phone sign-in and verification on ${TEST_ENGINE}`, () => {
  it('texts a code through the SMS outbox; updatePhoneSession signs in and verifies the number', async () => {
    const phone = uniquePhone();
    const token = await guest().createPhoneToken({ userId: ID.unique(), phone });
    expect(token).toMatchObject({ secret: '', phrase: '' });
    const sms = (await latestSms(phone))!;
    expect(sms).toMatchObject({ kind: 'phone-sign-in', status: 'queued', to: phone });
    const code = codeIn(sms.body);
    const session = await guest().updatePhoneSession({ userId: token.userId, secret: code });
    expect(session).toMatchObject({ provider: 'phone', providerUid: phone, factors: ['phone'] });
    const signedIn = await post('/account/sessions/phone', { userId: token.userId, secret: code }, 'PUT');
    expect(signedIn.body).toMatchObject({ code: 401, type: 'user_invalid_token' });
  });

  it('verifies a phone number with a texted code (both paths), once', async () => {
    const { client, password, user } = await createSignedInUser(server);
    const account = new Account(client);
    expect(await appwriteFailure(account.createPhoneVerification())).toMatchObject({ code: 400, type: 'general_bad_request' });
    const phone = uniquePhone();
    await account.updatePhone({ phone, password });
    const token = await account.createPhoneVerification();
    expect(token.userId).toBe(user.$id);
    const sms = (await latestSms(phone))!;
    expect(sms.kind).toBe('phone-verification');
    const code = codeIn(sms.body);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await appwriteFailure(guest().updatePhoneVerification({ userId: user.$id, secret: wrong }))).toMatchObject({
      code: 401,
      type: 'user_invalid_token',
    });
    expect(await guest().updatePhoneVerification({ userId: user.$id, secret: code })).toMatchObject({ userId: user.$id, secret: '' });
    expect((await account.get()).phoneVerification).toBe(true);
    expect(await appwriteFailure(account.createPhoneVerification())).toMatchObject({ code: 409, type: 'user_phone_already_verified' });
    // docs/product.md §7's legacy path answers the same.
    const legacy = await fetch(`${server.endpoint}/account/verification/phone`, {
      method: 'POST',
      headers: { 'x-appwrite-project': server.config.projectId, 'x-appwrite-session': (await createSignedInUser(server)).cookie },
    });
    expect(legacy.status).toBe(400);
  });

  it('validates the phone number', async () => {
    expect(await appwriteFailure(guest().createPhoneToken({ userId: ID.unique(), phone: '0170 123' }))).toMatchObject({
      code: 400,
      type: 'general_argument_invalid',
    });
  });
});

describe(`passwordless rate limits on ${TEST_ENGINE}`, () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer();
  });
  afterAll(() => limited.close());

  it('sends at most 10 codes per hour to one address or number, then answers 429', async () => {
    const account = new Account(limited.client());
    const email = uniqueEmail('flood');
    for (let i = 0; i < 10; i += 1) await account.createEmailToken({ userId: ID.unique(), email });
    expect(await appwriteFailure(account.createEmailToken({ userId: ID.unique(), email }))).toMatchObject({
      code: 429,
      type: 'general_rate_limit_exceeded',
    });

    const phone = uniquePhone();
    for (let i = 0; i < 10; i += 1) await account.createPhoneToken({ userId: ID.unique(), phone });
    expect(await appwriteFailure(account.createPhoneToken({ userId: ID.unique(), phone }))).toMatchObject({
      code: 429,
      type: 'general_rate_limit_exceeded',
    });
  });
});
