import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Account, ID } from 'appwrite';
import { type TestServer, startTestServer, TEST_ENGINE } from '../helpers/test-server.ts';
import { createSignedInUser, createUser, signIn, uniqueEmail } from '../helpers/accounts.ts';
import { rewriteIdentityRows } from '../helpers/identity-sql.ts';
import { appwriteFailure } from '../helpers/appwrite-failure.ts';
import { raw } from '../helpers/raw-request.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMITS: 'off' });
});
afterAll(() => server.close());

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}\+00:00$/;

describe(`Account API through the SDK on ${TEST_ENGINE}`, () => {
  it('signs up with unique(), answers the Account JSON of §8.1 and creates no session', async () => {
    const account = new Account(server.client());
    const email = uniqueEmail('Ada');
    const user = await account.create({ userId: ID.unique(), email, password: 'password-123', name: 'Ada' });
    expect(Object.keys(user).sort()).toEqual(
      [
        '$createdAt',
        '$id',
        '$updatedAt',
        'accessedAt',
        'email',
        'emailVerification',
        'labels',
        'mfa',
        'name',
        'passwordUpdate',
        'phone',
        'phoneVerification',
        'prefs',
        'registration',
        'status',
        'targets',
        'emailCanonical',
        'emailIsFree',
        'emailIsDisposable',
        'emailIsCorporate',
        'emailIsCanonical',
      ].sort(),
    );
    expect(user).toMatchObject({
      name: 'Ada',
      email: email.toLowerCase(),
      status: true,
      labels: [],
      phone: '',
      emailVerification: false,
      phoneVerification: false,
      mfa: false,
      prefs: {},
      emailCanonical: email.toLowerCase(),
      emailIsFree: false,
      emailIsDisposable: false,
      emailIsCorporate: true,
      emailIsCanonical: true,
      targets: [{ userId: user.$id, providerType: 'email', identifier: email.toLowerCase(), name: '', expired: false }],
    });
    expect(user.$id).toMatch(/^[0-9a-f]{20}$/);
    // The e-mail target keeps its id from read to read.
    expect(user.targets[0]!.$id).toMatch(/^[0-9a-f]{20}$/);
    for (const field of ['$createdAt', '$updatedAt', 'registration', 'passwordUpdate', 'accessedAt'] as const) {
      expect(user[field]).toMatch(ISO_DATE);
    }
    expect(JSON.stringify(user)).not.toMatch(/password-123|argon2/);
    const { rows } = await server.db.query('SELECT count(*)::int AS n FROM sessions WHERE user_id = $1', [user.$id]);
    expect(rows[0]).toEqual({ n: 0 });
  });

  it('accepts the server-side literal unique() and custom IDs, and stores argon2id hashes only', async () => {
    const generated = await raw(server, 'POST', '/account', {
      body: { userId: 'unique()', email: uniqueEmail(), password: 'password-123' },
    });
    expect(generated.status).toBe(201);
    expect(generated.body?.$id).toMatch(/^[0-9a-f]{20}$/);
    expect(generated.body?.name).toBe('');

    const custom = await new Account(server.client()).create({ userId: 'custom.id-1', email: uniqueEmail(), password: 'password-123' });
    expect(custom.$id).toBe('custom.id-1');
    const { rows } = await server.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', ['custom.id-1']);
    expect(rows[0]?.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('answers 409 user_already_exists for a taken e-mail (any case) or ID', async () => {
    const account = new Account(server.client());
    const email = uniqueEmail();
    const first = await account.create({ userId: ID.unique(), email, password: 'password-123' });
    const byEmail = await appwriteFailure(account.create({ userId: ID.unique(), email: email.toUpperCase(), password: 'password-123' }));
    expect(byEmail).toMatchObject({ code: 409, type: 'user_already_exists' });
    const byId = await appwriteFailure(account.create({ userId: first.$id, email: uniqueEmail(), password: 'password-123' }));
    expect(byId).toMatchObject({ code: 409, type: 'user_already_exists' });
  });

  it('answers 400 general_argument_invalid naming the parameter for malformed input', async () => {
    const account = new Account(server.client());
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ userId: ID.unique(), email: 'not-an-email', password: 'password-123' }, /^Invalid `email` param: /],
      [
        { userId: ID.unique(), email: uniqueEmail(), password: 'short' },
        /^Invalid `password` param: Password must be between 8 and 256 characters long\.$/,
      ],
      [{ userId: ID.unique(), email: uniqueEmail(), password: 'x'.repeat(257) }, /^Invalid `password` param: /],
      [{ userId: '_bad start', email: uniqueEmail(), password: 'password-123' }, /^Invalid `userId` param: /],
      [{ userId: 'x'.repeat(37), email: uniqueEmail(), password: 'password-123' }, /^Invalid `userId` param: /],
      [{ userId: ID.unique(), email: uniqueEmail(), password: 'password-123', name: 'n'.repeat(129) }, /^Invalid `name` param: /],
      [{ userId: ID.unique(), email: 42, password: 'password-123' }, /^Invalid `email` param: /],
    ];
    for (const [params, message] of cases) {
      const error = await appwriteFailure(account.create(params as never));
      expect(error, JSON.stringify(params)).toMatchObject({ code: 400, type: 'general_argument_invalid' });
      expect(error.message).toMatch(message);
    }
    // A parameter the SDK would refuse to omit, sent raw.
    expect(await raw(server, 'POST', '/account', { body: { userId: 'unique()', password: 'password-123' } })).toMatchObject({
      status: 400,
      body: { type: 'general_argument_invalid', message: 'Param "email" is not optional.' },
    });
  });

  it('signs in with createEmailPasswordSession and answers the Session JSON of §8.2 without a secret', async () => {
    const email = uniqueEmail();
    const user = await createUser(server, { email, password: 'password-123' });
    const session = await new Account(server.client()).createEmailPasswordSession({ email: email.toUpperCase(), password: 'password-123' });
    expect(session).toMatchObject({
      userId: user.$id,
      provider: 'email',
      providerUid: email,
      providerAccessToken: '',
      providerRefreshToken: '',
      current: true,
      factors: ['password'],
      secret: '',
      countryCode: '--',
      mfaUpdatedAt: '',
    });
    for (const field of [
      '$id',
      '$createdAt',
      '$updatedAt',
      'expire',
      'providerAccessTokenExpiry',
      'ip',
      'osCode',
      'osName',
      'osVersion',
      'clientType',
      'clientCode',
      'clientName',
      'clientVersion',
      'clientEngine',
      'clientEngineVersion',
      'deviceName',
      'deviceBrand',
      'deviceModel',
      'countryName',
    ]) {
      expect(session, field).toHaveProperty(field);
    }
    const ttlDays = (Date.parse(session.expire) - Date.now()) / 86_400_000;
    expect(ttlDays).toBeGreaterThan(29.9);
    expect(ttlDays).toBeLessThanOrEqual(30);
  });

  it('answers the same 401 user_invalid_credentials for a wrong password and an unknown e-mail', async () => {
    const email = uniqueEmail();
    await createUser(server, { email, password: 'password-123' });
    const account = new Account(server.client());
    const wrong = await appwriteFailure(account.createEmailPasswordSession({ email, password: 'password-124' }));
    const unknown = await appwriteFailure(account.createEmailPasswordSession({ email: uniqueEmail('nobody'), password: 'password-124' }));
    expect(wrong).toMatchObject({ code: 401, type: 'user_invalid_credentials' });
    expect(unknown.code).toBe(wrong.code);
    expect(unknown.type).toBe(wrong.type);
    expect(unknown.message).toBe(wrong.message);
  });

  it('answers 401 general_unauthorized_scope to guests and 401 user_session_already_exists to a second sign-in', async () => {
    const guest = await appwriteFailure(new Account(server.client()).get());
    expect(guest).toMatchObject({ code: 401, type: 'general_unauthorized_scope' });

    const { client, email, password } = await createSignedInUser(server);
    const again = await appwriteFailure(new Account(client).createEmailPasswordSession({ email, password }));
    expect(again).toMatchObject({ code: 401, type: 'user_session_already_exists' });
  });

  it('reads and updates the profile: name, e-mail (needs the password), password (needs the old one), phone, prefs', async () => {
    const { client, user, email, password } = await createSignedInUser(server, { name: 'Before' });
    const account = new Account(client);
    expect((await account.get()).$id).toBe(user.$id);

    expect((await account.updateName({ name: 'After' })).name).toBe('After');

    const wrongPassword = await appwriteFailure(account.updateEmail({ email: uniqueEmail(), password: 'not-the-password' }));
    expect(wrongPassword).toMatchObject({ code: 401, type: 'user_invalid_credentials' });
    const taken = await createUser(server, { email: uniqueEmail('taken'), password: 'password-123' });
    const clash = await appwriteFailure(account.updateEmail({ email: taken.email, password }));
    expect(clash).toMatchObject({ code: 409, type: 'user_target_already_exists' });
    const newEmail = uniqueEmail('moved');
    const moved = await account.updateEmail({ email: newEmail, password });
    expect(moved).toMatchObject({ email: newEmail, emailVerification: false });

    const badOld = await appwriteFailure(account.updatePassword({ password: 'brand-new-password', oldPassword: 'wrong-old-password' }));
    expect(badOld).toMatchObject({ code: 401, type: 'user_invalid_credentials' });
    const missingOld = await appwriteFailure(account.updatePassword({ password: 'brand-new-password' }));
    expect(missingOld).toMatchObject({ code: 401, type: 'user_invalid_credentials' });
    const tooShort = await appwriteFailure(account.updatePassword({ password: 'short', oldPassword: password }));
    expect(tooShort).toMatchObject({ code: 400, type: 'general_argument_invalid' });
    expect(tooShort.message).toMatch(/`password`/);
    const changed = await account.updatePassword({ password: 'brand-new-password', oldPassword: password });
    expect(Date.parse(changed.passwordUpdate)).toBeGreaterThanOrEqual(Date.parse(user.passwordUpdate));
    await expect(signIn(server, newEmail, 'brand-new-password')).resolves.toBeTruthy();
    await expect(signIn(server, email, password)).rejects.toThrow(/401/);

    const badPhone = await appwriteFailure(account.updatePhone({ phone: '0049123', password: 'brand-new-password' }));
    expect(badPhone).toMatchObject({ code: 400, type: 'general_argument_invalid' });
    expect(badPhone.message).toMatch(/`phone`/);
    const withPhone = await account.updatePhone({ phone: '+4915112345678', password: 'brand-new-password' });
    expect(withPhone.phone).toBe('+4915112345678');
    expect(withPhone.targets.map((target) => [target.providerType, target.identifier])).toEqual([
      ['email', newEmail.toLowerCase()],
      ['sms', '+4915112345678'],
    ]);

    expect(await account.getPrefs()).toEqual({});
    const withPrefs = await account.updatePrefs({ prefs: { theme: 'dark', newsletter: true } });
    expect(withPrefs.prefs).toEqual({ theme: 'dark', newsletter: true });
    await account.updatePrefs({ prefs: { language: 'de' } });
    expect(await account.getPrefs()).toEqual({ language: 'de' });
    const badPrefs = await appwriteFailure(account.updatePrefs({ prefs: ['not', 'an', 'object'] as never }));
    expect(badPrefs).toMatchObject({ code: 400, type: 'general_argument_invalid' });
    expect(badPrefs.message).toMatch(/`prefs`/);
  });

  it('refuses preferences too large or nested too deep with a 400, keeping the old ones', async () => {
    const { client, cookieHeader } = await createSignedInUser(server);
    const account = new Account(client);
    const nestedJson = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
    // 32 levels, the preferences object itself included, are allowed.
    const deepest = JSON.parse(nestedJson(32)) as Record<string, unknown>;
    await expect(account.updatePrefs({ prefs: deepest })).resolves.toMatchObject({ prefs: deepest });
    await account.updatePrefs({ prefs: { theme: 'sage' } });
    // Sent as raw JSON: the SDK itself cannot serialise the deeper one. Bodies that deep once
    // overflowed the server's stack while it measured their size: a 500.
    for (const levels of [33, 20_000]) {
      const response = await raw(server, 'PATCH', '/account/prefs', { rawBody: `{"prefs":${nestedJson(levels)}}`, cookie: cookieHeader });
      expect(response, `${levels} levels`).toMatchObject({
        status: 400,
        body: {
          type: 'general_argument_invalid',
          message: 'Invalid `prefs` param: Value must be a valid object nested at most 32 levels deep.',
        },
      });
    }
    const large = await appwriteFailure(account.updatePrefs({ prefs: { notes: 'x'.repeat(70_000) } }));
    expect(large).toMatchObject({ code: 400, message: 'Invalid `prefs` param: Value must be a valid object of at most 65535 characters.' });
    expect(await account.getPrefs()).toEqual({ theme: 'sage' });
  });

  it('changing the password signs out every other session but keeps the current one', async () => {
    const first = await createSignedInUser(server);
    const second = await signIn(server, first.email, first.password);
    await new Account(first.client).updatePassword({ password: 'another-password-1', oldPassword: first.password });
    await expect(new Account(first.client).get()).resolves.toMatchObject({ $id: first.user.$id });
    const gone = await appwriteFailure(new Account(second.client).get());
    expect(gone.type).toBe('general_unauthorized_scope');
  });

  it('lists, gets, refreshes and deletes sessions; deleteSession("current") signs out', async () => {
    const first = await createSignedInUser(server);
    const second = await signIn(server, first.email, first.password);
    const account = new Account(first.client);

    const list = await account.listSessions();
    expect(list.total).toBe(2);
    expect(list.sessions.filter((s) => s.current)).toHaveLength(1);
    expect(list.sessions.every((s) => s.secret === '')).toBe(true);

    const current = await account.getSession({ sessionId: 'current' });
    expect(current).toMatchObject({ $id: first.session.$id, current: true });
    const other = await account.getSession({ sessionId: second.session.$id as string });
    expect(other.current).toBe(false);
    const missing = await appwriteFailure(account.getSession({ sessionId: 'does-not-exist' }));
    expect(missing).toMatchObject({ code: 404, type: 'user_session_not_found' });

    const refreshed = await account.updateSession({ sessionId: 'current' });
    expect(Date.parse(refreshed.expire)).toBeGreaterThanOrEqual(Date.parse(current.expire));

    await expect(account.deleteSession({ sessionId: second.session.$id as string })).resolves.toEqual({ message: '' });
    expect((await appwriteFailure(new Account(second.client).get())).type).toBe('general_unauthorized_scope');

    await account.deleteSession({ sessionId: 'current' });
    expect((await appwriteFailure(account.get())).type).toBe('general_unauthorized_scope');
  });

  it("cannot see or delete another user's session", async () => {
    const alice = await createSignedInUser(server);
    const bob = await createSignedInUser(server);
    const account = new Account(alice.client);
    expect((await appwriteFailure(account.getSession({ sessionId: bob.session.$id as string }))).type).toBe('user_session_not_found');
    expect((await appwriteFailure(account.deleteSession({ sessionId: bob.session.$id as string }))).type).toBe('user_session_not_found');
    await expect(new Account(bob.client).get()).resolves.toMatchObject({ $id: bob.user.$id });
  });

  it('deleteSessions signs out everywhere', async () => {
    const first = await createSignedInUser(server);
    const second = await signIn(server, first.email, first.password);
    await new Account(first.client).deleteSessions();
    for (const client of [first.client, second.client]) {
      expect((await appwriteFailure(new Account(client).get())).type).toBe('general_unauthorized_scope');
    }
  });

  it('keeps at most 10 sessions per user, dropping the oldest', async () => {
    const first = await createSignedInUser(server);
    const later = [];
    for (let i = 0; i < 10; i += 1) later.push(await signIn(server, first.email, first.password));
    expect((await appwriteFailure(new Account(first.client).get())).type).toBe('general_unauthorized_scope');
    const list = await new Account(later[9]!.client).listSessions();
    expect(list.total).toBe(10);
    expect(list.sessions.map((s) => s.$id)).not.toContain(first.session.$id);
  });

  it('expires sessions after SESSION_TTL and extends them on use', async () => {
    const { client, session } = await createSignedInUser(server);
    // Pretend the session was last extended long ago: it is used now, so it is extended again.
    await rewriteIdentityRows(server, String(session.userId), "UPDATE sessions SET expire = now() + interval '2 days' WHERE id = $1", [
      session.$id,
    ]);
    await new Account(client).get();
    const { rows } = await server.db.query<{ days: number }>(
      'SELECT extract(epoch FROM expire - now()) / 86400 AS days FROM sessions WHERE id = $1',
      [session.$id],
    );
    expect(Number(rows[0]?.days)).toBeGreaterThan(29.9);

    await rewriteIdentityRows(server, String(session.userId), "UPDATE sessions SET expire = now() - interval '1 second' WHERE id = $1", [
      session.$id,
    ]);
    expect((await appwriteFailure(new Account(client).get())).type).toBe('general_unauthorized_scope');
  });

  it('updateStatus blocks the account: sessions end and sign-in answers 403 user_blocked (only with the right password)', async () => {
    const { client, email, password } = await createSignedInUser(server);
    const blocked = await new Account(client).updateStatus();
    expect(blocked.status).toBe(false);
    expect((await appwriteFailure(new Account(client).get())).type).toBe('general_unauthorized_scope');
    const account = new Account(server.client());
    expect(await appwriteFailure(account.createEmailPasswordSession({ email, password }))).toMatchObject({
      code: 403,
      type: 'user_blocked',
    });
    expect(await appwriteFailure(account.createEmailPasswordSession({ email, password: 'wrong-password' }))).toMatchObject({
      code: 401,
      type: 'user_invalid_credentials',
    });
  });

  it('applies no rate limit and sends no X-RateLimit headers with RATE_LIMITS=off', async () => {
    for (let i = 0; i < 12; i += 1) {
      const response = await fetch(`${server.endpoint}/account`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userId: 'unique()', email: uniqueEmail('bulk'), password: 'password-123' }),
      });
      expect(response.status).toBe(201);
      expect(response.headers.get('x-ratelimit-limit')).toBeNull();
    }
  });
});
