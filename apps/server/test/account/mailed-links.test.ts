import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Account } from 'appwrite';
import { type TestServer, startTestServer, TEST_ENGINE } from '../helpers/test-server.ts';
import { cookieFrom, createSignedInUser, createUser, latestMail, linkIn, signIn, uniqueEmail } from '../helpers/accounts.ts';
import { appwriteFailure } from '../helpers/appwrite-failure.ts';
import { findUserById } from '../../src/appwrite/identity/identity-store.ts';
import { rolesOf } from '../../src/appwrite/identity/roles.ts';
import { deliverQueuedMail, enqueueMail, listMailTo, type OutboxMail } from '../../src/infra/mail/outbox.ts';

let server: TestServer;
let app: string;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMITS: 'off', ADMIN_EMAILS: 'owner@example.test, deputy@example.test' });
  app = server.url;
});
afterAll(() => server.close());

describe(`e-mail verification on ${TEST_ENGINE}`, () => {
  it('mails a one-hour link through the outbox; updateVerification verifies and grants the verified roles', async () => {
    const { client, user, email } = await createSignedInUser(server, { name: 'Vera' });
    const account = new Account(client);
    const token = await account.createVerification({ url: `${app}/verify?lang=en` });
    expect(token).toMatchObject({ userId: user.$id, secret: '', phrase: '' });
    expect(Date.parse(token.expire) - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(Date.parse(token.expire) - Date.now()).toBeLessThanOrEqual(60 * 60_000);

    const mail = (await latestMail(server, email))!;
    expect(mail).toMatchObject({ kind: 'verification', status: 'queued', subject: 'Confirm your e-mail address' });
    // The address is not proven yet, so the mail greets nobody by name (a registrant's name must not reach its owner).
    expect(mail.text).toMatch(/Hello there/);
    expect(mail.text).not.toMatch(/Vera/);
    expect(mail.html).toMatch(/<a href="http/);
    const link = linkIn(mail);
    expect(`${link.origin}${link.pathname}`).toBe(`${app}/verify`);
    expect(link.searchParams.get('lang')).toBe('en');
    expect(link.searchParams.get('userId')).toBe(user.$id);
    expect(link.searchParams.get('expire')).toBe(token.expire);
    const secret = link.searchParams.get('secret')!;
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    const { rows } = await server.db.query<{ secret_hash: string }>(
      "SELECT secret_hash FROM tokens WHERE user_id = $1 AND kind = 'verification'",
      [user.$id],
    );
    expect(rows[0]?.secret_hash).not.toBe(secret);

    expect(rolesOf((await findUserById(server.db, user.$id))!)).toContain('users/unverified');
    // The link works without a session (it may be opened in another browser).
    const done = await new Account(server.client()).updateVerification({ userId: user.$id, secret });
    expect(done).toMatchObject({ userId: user.$id, secret: '' });
    expect((await account.get()).emailVerification).toBe(true);
    const roles = rolesOf((await findUserById(server.db, user.$id))!);
    expect(roles).toContain('users/verified');
    expect(roles).toContain(`user:${user.$id}/verified`);

    // Single use, and a verified address answers 409.
    expect(await appwriteFailure(account.updateVerification({ userId: user.$id, secret }))).toMatchObject({
      code: 401,
      type: 'user_invalid_token',
    });
    expect(await appwriteFailure(account.createVerification({ url: `${app}/verify` }))).toMatchObject({
      code: 409,
      type: 'user_email_already_verified',
    });
  });

  it('serves the legacy /account/verification path too', async () => {
    const { cookieHeader, user, email } = await createSignedInUser(server);
    const post = await fetch(`${server.endpoint}/account/verification`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookieHeader },
      body: JSON.stringify({ url: `${app}/verify` }),
    });
    expect(post.status).toBe(201);
    const secret = linkIn((await latestMail(server, email))!).searchParams.get('secret');
    const put = await fetch(`${server.endpoint}/account/verification`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId: user.$id, secret }),
    });
    expect(put.status).toBe(200);
    expect((await findUserById(server.db, user.$id))?.emailVerification).toBe(true);
  });

  it('refuses wrong, expired and foreign secrets with 401 user_invalid_token, guests with 401, foreign hosts with 400', async () => {
    const { client, user, email } = await createSignedInUser(server);
    const account = new Account(client);
    await account.createVerification({ url: `${app}/verify` });
    const secret = linkIn((await latestMail(server, email))!).searchParams.get('secret')!;
    expect(await appwriteFailure(account.updateVerification({ userId: user.$id, secret: 'f'.repeat(64) }))).toMatchObject({
      type: 'user_invalid_token',
    });
    const other = await createUser(server, { email: uniqueEmail(), password: 'password-123' });
    expect(await appwriteFailure(account.updateVerification({ userId: other.$id, secret }))).toMatchObject({ type: 'user_invalid_token' });
    await server.db.query("UPDATE tokens SET expire = now() - interval '1 second' WHERE user_id = $1", [user.$id]);
    expect(await appwriteFailure(account.updateVerification({ userId: user.$id, secret }))).toMatchObject({
      code: 401,
      type: 'user_invalid_token',
    });

    expect(await appwriteFailure(new Account(server.client()).createVerification({ url: `${app}/verify` }))).toMatchObject({
      code: 401,
      type: 'general_unauthorized_scope',
    });
    const phishing = await appwriteFailure(account.createVerification({ url: 'https://evil.example/verify' }));
    expect(phishing).toMatchObject({ code: 400, type: 'general_argument_invalid' });
    expect(phishing.message).toMatch(/^Invalid `url` param: URL host must be one of: /);
  });

  it('a link mailed to the old address cannot verify a new one', async () => {
    const { client, user, email, password } = await createSignedInUser(server);
    const account = new Account(client);
    await account.createVerification({ url: `${app}/verify` });
    const secret = linkIn((await latestMail(server, email))!).searchParams.get('secret')!;
    await account.updateEmail({ email: 'deputy@example.test', password });
    expect(await appwriteFailure(account.updateVerification({ userId: user.$id, secret }))).toMatchObject({ type: 'user_invalid_token' });
    expect(await account.get()).toMatchObject({ emailVerification: false, labels: [] });
  });

  it('grants the admin label to an ADMIN_EMAILS address once it is verified, not at sign-up', async () => {
    const account = new Account(server.client());
    const created = await account.create({ userId: 'unique()', email: 'Owner@Example.test', password: 'password-123' });
    expect(created.labels).toEqual([]);
    const { client } = await signIn(server, 'owner@example.test', 'password-123');
    await new Account(client).createVerification({ url: `${app}/verify` });
    const secret = linkIn((await latestMail(server, 'owner@example.test'))!).searchParams.get('secret')!;
    await new Account(client).updateVerification({ userId: created.$id, secret });
    expect(await findUserById(server.db, created.$id)).toMatchObject({ labels: ['admin'], emailVerification: true, passwordHash: null });
    // The proof made the account admin: the registrant's session and password went first
    // (security/admin-through-verification-link.test.ts); the owner signs in again by mail.
    expect(await appwriteFailure(new Account(client).get())).toMatchObject({ code: 401 });
  });
});

describe(`password recovery on ${TEST_ENGINE}`, () => {
  it('mails a single-use one-hour link; updateRecovery sets the password and signs out every session', async () => {
    const { client, user, email } = await createSignedInUser(server, { password: 'old-password-1' });
    const second = await signIn(server, email, 'old-password-1');
    const guest = new Account(server.client());

    const token = await guest.createRecovery({ email: email.toUpperCase(), url: `${app}/reset-password` });
    expect(token).toMatchObject({ userId: '', secret: '' });
    const mail = (await latestMail(server, email))!;
    expect(mail).toMatchObject({ kind: 'recovery', subject: 'Reset your password' });
    const link = linkIn(mail);
    expect(link.pathname).toBe('/reset-password');
    expect(link.searchParams.get('userId')).toBe(user.$id);
    expect(link.searchParams.get('expire')).toBe(token.expire);
    const secret = link.searchParams.get('secret')!;

    const tooShort = await appwriteFailure(guest.updateRecovery({ userId: user.$id, secret, password: 'short' }));
    expect(tooShort).toMatchObject({ code: 400, type: 'general_argument_invalid' });
    const done = await guest.updateRecovery({ userId: user.$id, secret, password: 'new-password-1' });
    expect(done).toMatchObject({ userId: user.$id, secret: '' });

    for (const c of [client, second.client]) {
      expect((await appwriteFailure(new Account(c).get())).type).toBe('general_unauthorized_scope');
    }
    await expect(signIn(server, email, 'old-password-1')).rejects.toThrow(/401/);
    const fresh = await signIn(server, email, 'new-password-1');
    // Following the link proved the address.
    expect((await new Account(fresh.client).get()).emailVerification).toBe(true);

    expect(await appwriteFailure(guest.updateRecovery({ userId: user.$id, secret, password: 'third-password-1' }))).toMatchObject({
      code: 401,
      type: 'user_invalid_token',
    });
  });

  it('answers exactly the same for an unknown address and mails nothing', async () => {
    const email = uniqueEmail();
    await createUser(server, { email, password: 'password-123' });
    const unknown = uniqueEmail('ghost');
    const raw = (address: string) =>
      fetch(`${server.endpoint}/account/recovery`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: address, url: `${app}/reset-password` }),
      });
    const known = await raw(email);
    const ghost = await raw(unknown);
    expect(ghost.status).toBe(known.status);
    expect(known.status).toBe(201);
    const shape = (body: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(body).map(([k, v]) => [k, k.startsWith('$') || k === 'expire' ? typeof v : v]));
    expect(shape((await ghost.json()) as Record<string, unknown>)).toEqual(shape((await known.json()) as Record<string, unknown>));
    expect(await listMailTo(server.db, unknown)).toEqual([]);
    expect(await listMailTo(server.db, email)).toHaveLength(1);
  });

  it('expires links after an hour, and a used link kills the other links', async () => {
    const { user, email } = await createSignedInUser(server);
    const guest = new Account(server.client());
    await guest.createRecovery({ email, url: `${app}/reset` });
    const first = linkIn((await latestMail(server, email))!).searchParams.get('secret')!;
    await server.db.query("UPDATE tokens SET expire = now() - interval '1 second' WHERE user_id = $1", [user.$id]);
    expect(await appwriteFailure(guest.updateRecovery({ userId: user.$id, secret: first, password: 'new-password-1' }))).toMatchObject({
      type: 'user_invalid_token',
    });

    await guest.createRecovery({ email, url: `${app}/reset` });
    const second = linkIn((await latestMail(server, email))!).searchParams.get('secret')!;
    await guest.createRecovery({ email, url: `${app}/reset` });
    const third = linkIn((await latestMail(server, email))!).searchParams.get('secret')!;
    await guest.updateRecovery({ userId: user.$id, secret: third, password: 'new-password-1' });
    expect(await appwriteFailure(guest.updateRecovery({ userId: user.$id, secret: second, password: 'new-password-2' }))).toMatchObject({
      type: 'user_invalid_token',
    });
  });

  it('never mails a link to a host taken from the request (X-Forwarded-Host)', async () => {
    const email = uniqueEmail();
    await createUser(server, { email, password: 'password-123' });
    const response = await fetch(`${server.endpoint}/account/recovery`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-host': 'evil.example' },
      body: JSON.stringify({ email, url: 'https://evil.example/reset' }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/^Invalid `url` param: URL host must be one of: localhost/);
    expect(await listMailTo(server.db, email)).toEqual([]);
  });

  it('validates its parameters', async () => {
    const guest = new Account(server.client());
    const badEmail = await appwriteFailure(guest.createRecovery({ email: 'nope', url: `${app}/reset` }));
    expect(badEmail.message).toMatch(/`email`/);
    const badUrl = await appwriteFailure(guest.createRecovery({ email: uniqueEmail(), url: 'javascript:alert(1)' }));
    expect(badUrl).toMatchObject({ code: 400, type: 'general_argument_invalid' });
    expect(badUrl.message).toMatch(/`url`/);
    const badUser = await appwriteFailure(guest.updateRecovery({ userId: 'nobody', secret: 'x', password: 'password-123' }));
    // Appwrite's answer for a link naming no account; ids are random, so it reveals no address.
    expect(badUser).toMatchObject({ code: 404, type: 'user_not_found' });
    expect(await appwriteFailure(guest.updateVerification({ userId: 'nobody', secret: 'x' }))).toMatchObject({
      code: 404,
      type: 'user_not_found',
    });
    expect(await appwriteFailure(guest.updatePhoneVerification({ userId: 'nobody', secret: '123456' }))).toMatchObject({
      code: 404,
      type: 'user_not_found',
    });
  });

  it('an account without an e-mail address asking for verification answers 400 user_email_not_found', async () => {
    const created = await fetch(`${server.endpoint}/account/sessions/anonymous`, {
      method: 'POST',
      headers: { 'x-appwrite-project': server.config.projectId },
    });
    const signedIn = new Account(server.client().setSession(cookieFrom(created, `a_session_${server.config.projectId}`)!));
    expect(await appwriteFailure(signedIn.createVerification({ url: `${app}/verify` }))).toMatchObject({
      code: 400,
      type: 'user_email_not_found',
    });
  });
});

describe(`mail outbox on ${TEST_ENGINE}`, () => {
  it('stores a mail, logs one line without the body, and hands queued mails to a pluggable transport', async () => {
    const lines: Array<[Record<string, unknown>, string]> = [];
    const to = uniqueEmail('outbox');
    await enqueueMail(
      server.db,
      { to, subject: 'Hello', text: 'secret link https://x/?secret=abc', html: '<p>hi</p>', kind: 'test' },
      { info: (details, message) => lines.push([details, message]) },
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]![0]).toMatchObject({ to, subject: 'Hello', kind: 'test' });
    expect(JSON.stringify(lines)).not.toContain('secret=abc');

    const sent: OutboxMail[] = [];
    let fail = true;
    const transport = {
      async send(mail: OutboxMail) {
        if (mail.to === to && fail) throw new Error('smtp down');
        sent.push(mail);
      },
    };
    await deliverQueuedMail(server.db, transport, { batchSize: 500 });
    let [row] = await listMailTo(server.db, to);
    expect(row).toMatchObject({ status: 'queued', attempts: 1, lastError: 'smtp down' });
    fail = false;
    await deliverQueuedMail(server.db, transport, { batchSize: 500 });
    [row] = await listMailTo(server.db, to);
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(sent.find((m) => m.to === to)).toMatchObject({ subject: 'Hello', html: '<p>hi</p>' });
  });
});
