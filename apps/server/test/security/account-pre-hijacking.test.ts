import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Account, ID } from 'appwrite';
import { type TestServer, TEST_ENGINE, startTestServer } from '../helpers/test-server.ts';
import { cookieFrom, createSignedInUser, latestMail, linkIn, signIn } from '../helpers/accounts.ts';
import { appwriteFailure } from '../helpers/appwrite-failure.ts';
import { type OidcProvider, startOidcProvider } from '../helpers/oidc-provider.ts';
import { listSmsTo } from '../../src/infra/sms/sms-outbox.ts';

/**
 * Account pre-hijacking: someone signs up with an address that is not theirs, sets a password,
 * links their own provider sign-in and stays signed in. When the address's owner later signs in
 * by proving it (a mailed code, a provider that vouches for it, a recovery link), none of that may
 * keep working — least of all for an ADMIN_EMAILS address, which the proof makes an admin.
 */

let provider: OidcProvider;
let server: TestServer;
let nextProfile: Record<string, unknown>;

const OWNER = 'owner@shop.test';
const ATTACKER_PASSWORD = 'attacker-password-1';

beforeAll(async () => {
  provider = await startOidcProvider(() => nextProfile);
  server = await startTestServer({
    RATE_LIMITS: 'off',
    ADMIN_EMAILS: `first-admin@shop.test, ${OWNER}, second-owner@shop.test, third-owner@shop.test, fourth-owner@shop.test`,
    OIDC_ISSUER: provider.issuerUrl,
    OIDC_CLIENT_ID: 'pura-shop',
    OIDC_CLIENT_SECRET: 'oidc-client-secret',
  });
});
afterAll(async () => {
  await server.close();
  await provider.stop();
});

const manual = (url: string, headers: Record<string, string> = {}) => fetch(url, { redirect: 'manual', headers });

/**
 * Goes through the OIDC provider as `profile` (session flow) up to its way back; `finish` then
 * returns to the callback in the same browser, answering its redirect.
 */
async function providerSignInUntilCallback(
  profile: Record<string, unknown>,
  cookieHeader?: string,
): Promise<{ finish: () => Promise<Response> }> {
  nextProfile = profile;
  const headers: Record<string, string> = cookieHeader ? { cookie: cookieHeader } : {};
  const start = await manual(`${server.endpoint}/account/sessions/oauth2/oidc?project=pura`, headers);
  const back = await manual(start.headers.get('location')!);
  const state = `pura_oauth_state=${cookieFrom(start, 'pura_oauth_state')}`;
  return { finish: () => manual(back.headers.get('location')!, { cookie: cookieHeader ? `${cookieHeader}; ${state}` : state }) };
}

/** Signs in with the OIDC provider as `profile` (session flow); the session cookie, or null. */
async function providerSignIn(profile: Record<string, unknown>, cookieHeader?: string): Promise<string | null> {
  const finish = await (await providerSignInUntilCallback(profile, cookieHeader)).finish();
  expect(finish.status).toBe(301);
  return cookieFrom(finish, 'a_session_pura');
}

/** The owner signs in with a code mailed to the address: proof that they hold it. */
async function ownerSignsInWithMailedCode(email: string): Promise<string> {
  const guest = new Account(server.client());
  const token = await guest.createEmailToken({ userId: ID.unique(), email });
  const code = /\b(\d{6})\b/.exec((await latestMail(server, email))!.text)![1]!;
  const response = await fetch(`${server.endpoint}/account/sessions/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-appwrite-project': 'pura' },
    body: JSON.stringify({ userId: token.userId, secret: code }),
  });
  expect(response.status).toBe(201);
  return cookieFrom(response, 'a_session_pura')!;
}

const accountOf = (cookie: string) => new Account(server.client().setSession(cookie)).get();

/** The attacker registers the address with their own password and stays signed in. */
async function registerFirst(email: string): Promise<{ cookie: string; userId: string }> {
  const created = await new Account(server.client()).create({ userId: ID.unique(), email, password: ATTACKER_PASSWORD });
  const { cookie } = await signIn(server, email, ATTACKER_PASSWORD);
  return { cookie, userId: created.$id };
}

/** What the attacker can still do afterwards: none of it may reach the owner's account. */
async function expectLockedOut(attacker: { cookie: string; userId: string }, email: string, attackerSub?: string) {
  expect(await appwriteFailure(accountOf(attacker.cookie))).toMatchObject({ code: 401, type: 'general_unauthorized_scope' });
  await expect(signIn(server, email, ATTACKER_PASSWORD)).rejects.toThrow(/401/);
  if (attackerSub) {
    const cookie = await providerSignIn({ sub: attackerSub, email: 'mallory@evil.test', email_verified: true });
    expect((await accountOf(cookie!)).$id).not.toBe(attacker.userId);
  }
}

describe(`an address proven after someone else registered it, on ${TEST_ENGINE}`, () => {
  it('signing in with a mailed code drops the registrant’s password and sessions before the admin label comes', async () => {
    const attacker = await registerFirst(OWNER);
    expect((await accountOf(attacker.cookie)).labels).toEqual([]);

    const token = await new Account(server.client()).createEmailToken({ userId: ID.unique(), email: OWNER });
    const code = /\b(\d{6})\b/.exec((await latestMail(server, OWNER))!.text)![1]!;
    const response = await fetch(`${server.endpoint}/account/sessions/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-appwrite-project': 'pura' },
      body: JSON.stringify({ userId: token.userId, secret: code }),
    });
    expect(response.status).toBe(201);
    const owner = await accountOf(cookieFrom(response, 'a_session_pura')!);
    expect(owner).toMatchObject({ labels: ['admin'], emailVerification: true, passwordUpdate: '' });

    await expectLockedOut(attacker, OWNER);
  });

  it('a provider vouching for the address drops the registrant’s password, sessions and linked sign-ins', async () => {
    const email = 'second-owner@shop.test';
    const attacker = await registerFirst(email);
    await providerSignIn({ sub: 'mallory-1', email: 'mallory@evil.test', email_verified: true }, `a_session_pura=${attacker.cookie}`);
    expect((await new Account(server.client().setSession(attacker.cookie)).listIdentities()).total).toBe(1);

    const ownerCookie = await providerSignIn({ sub: 'owner-2', email, email_verified: true });
    const owner = await accountOf(ownerCookie!);
    expect(owner).toMatchObject({ $id: attacker.userId, labels: ['admin'], emailVerification: true });
    const identities = await new Account(server.client().setSession(ownerCookie!)).listIdentities();
    expect(identities.identities.map((i) => i.providerUid)).toEqual(['owner-2']);

    await expectLockedOut(attacker, email, 'mallory-1');
  });

  it('a password recovery by the owner drops the registrant’s linked sign-ins too', async () => {
    const email = 'third-owner@shop.test';
    const attacker = await registerFirst(email);
    await providerSignIn({ sub: 'mallory-3', email: 'mallory3@evil.test', email_verified: true }, `a_session_pura=${attacker.cookie}`);

    const guest = new Account(server.client());
    await guest.createRecovery({ email, url: `${server.url}/reset-password` });
    const link = linkIn((await latestMail(server, email))!);
    await guest.updateRecovery({
      userId: link.searchParams.get('userId')!,
      secret: link.searchParams.get('secret')!,
      password: 'owner-password-3',
    });
    const owner = await signIn(server, email, 'owner-password-3');
    expect((await new Account(owner.client).get()).labels).toEqual(['admin']);
    expect((await new Account(owner.client).listIdentities()).total).toBe(0);

    await expectLockedOut(attacker, email, 'mallory-3');
  });

  it('a provider link the registrant started but had not finished links nothing once the owner has proven the address', async () => {
    const email = 'fourth-owner@shop.test';
    const attacker = await registerFirst(email);
    const pendingLink = await providerSignInUntilCallback(
      { sub: 'mallory-4', email: 'mallory4@evil.test', email_verified: true },
      `a_session_pura=${attacker.cookie}`,
    );

    const ownerCookie = await ownerSignsInWithMailedCode(email);
    const finished = await pendingLink.finish();
    expect(finished.status).toBe(301);
    expect(cookieFrom(finished, 'a_session_pura')).toBeNull();
    expect(new URL(finished.headers.get('location')!).pathname).toBe('/auth/failure');

    const owner = new Account(server.client().setSession(ownerCookie));
    expect(await owner.get()).toMatchObject({ $id: attacker.userId, labels: ['admin'] });
    expect((await owner.listIdentities()).total).toBe(0);
    await expectLockedOut(attacker, email, 'mallory-4');
  });

  it('a password sign-in racing the owner’s proof leaves the registrant no working session', async () => {
    // The proof lands at a different point of the sign-in's password check (argon2, tens of ms) each round.
    for (let round = 0; round < 8; round++) {
      const email = `racing-${round}@shop.test`;
      const attacker = await registerFirst(email);
      const guest = new Account(server.client());
      const token = await guest.createEmailToken({ userId: ID.unique(), email });
      const code = /\b(\d{6})\b/.exec((await latestMail(server, email))!.text)![1]!;

      const racingSignIn = signIn(server, email, ATTACKER_PASSWORD).then(
        ({ cookie }) => cookie,
        () => null,
      );
      await new Promise((resolve) => setTimeout(resolve, round * 3));
      await guest.createSession({ userId: token.userId, secret: code });
      const racingCookie = await racingSignIn;

      if (racingCookie) expect(await appwriteFailure(accountOf(racingCookie))).toMatchObject({ code: 401 });
      expect(await appwriteFailure(accountOf(attacker.cookie))).toMatchObject({ code: 401 });
    }
  });

  it('drops the push devices the registrant registered', async () => {
    const email = 'push-owner@shop.test';
    const attacker = await registerFirst(email);
    const device = await new Account(server.client().setSession(attacker.cookie)).createPushTarget({
      targetId: ID.unique(),
      identifier: 'registrant-device-token',
    });
    const owner = new Account(server.client().setSession(await ownerSignsInWithMailedCode(email)));
    expect(await appwriteFailure(owner.updatePushTarget({ targetId: device.$id, identifier: 'owner-device-token' }))).toMatchObject({
      code: 404,
      type: 'user_target_not_found',
    });
  });

  it('a block the registrant put on the account does not keep the owner out: a mailed code or a recovery lifts it', async () => {
    for (const way of ['code', 'recovery'] as const) {
      const email = `blocked-by-registrant-${way}@shop.test`;
      const attacker = await registerFirst(email);
      await new Account(server.client().setSession(attacker.cookie)).updateStatus();

      const guest = new Account(server.client());
      if (way === 'code') {
        const token = await guest.createEmailToken({ userId: ID.unique(), email });
        const code = /\b(\d{6})\b/.exec((await latestMail(server, email))!.text)![1]!;
        const session = await guest.createSession({ userId: token.userId, secret: code });
        expect(session.userId).toBe(attacker.userId);
      } else {
        await guest.createRecovery({ email, url: `${server.url}/reset-password` });
        const link = linkIn((await latestMail(server, email))!);
        await guest.updateRecovery({
          userId: link.searchParams.get('userId')!,
          secret: link.searchParams.get('secret')!,
          password: 'owner-password-4',
        });
        const owner = await signIn(server, email, 'owner-password-4');
        expect(await new Account(owner.client).get()).toMatchObject({ $id: attacker.userId, status: true, emailVerification: true });
      }
      await expectLockedOut(attacker, email);
    }
  });

  it('keeps the block of an account whose address was proven: only its owner could have set it', async () => {
    const { email, client } = await createSignedInUser(server, { emailVerification: true });
    await new Account(client).updateStatus();
    const guest = new Account(server.client());
    const token = await guest.createEmailToken({ userId: ID.unique(), email });
    const code = /\b(\d{6})\b/.exec((await latestMail(server, email))!.text)![1]!;
    expect(await appwriteFailure(guest.createSession({ userId: token.userId, secret: code }))).toMatchObject({
      code: 403,
      type: 'user_blocked',
    });
    const before = (await latestMail(server, email))?.id;
    await guest.createRecovery({ email, url: `${server.url}/reset-password` });
    expect((await latestMail(server, email))?.id).toBe(before);
  });

  it('leaves an account whose address was already proven as it is', async () => {
    const { email, password, client } = await createSignedInUser(server, { emailVerification: true });
    await new Account(server.client()).createEmailToken({ userId: ID.unique(), email });
    const code = /\b(\d{6})\b/.exec((await latestMail(server, email))!.text)![1]!;
    const codeSession = await new Account(server.client()).createSession({ userId: (await new Account(client).get()).$id, secret: code });
    expect(codeSession.provider).toBe('email');
    expect((await new Account(client).get()).email).toBe(email);
    await expect(signIn(server, email, password)).resolves.toBeTruthy();
  });
});

describe(`a phone number set by someone who does not own it, on ${TEST_ENGINE}`, () => {
  const textedCode = async (phone: string) => /\b(\d{6})\b/.exec((await listSmsTo(server.db, phone, 1))[0]!.body)![1]!;
  const signInWithTextedCode = async (phone: string) => {
    const token = await new Account(server.client()).createPhoneToken({ userId: ID.unique(), phone });
    const response = await fetch(`${server.endpoint}/account/sessions/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-appwrite-project': 'pura' },
      body: JSON.stringify({ userId: token.userId, secret: await textedCode(phone) }),
    });
    expect(response.status).toBe(201);
    // The session names the account; the token's answer names the ID the client chose.
    const session = (await response.json()) as { userId: string };
    return { userId: session.userId, cookie: cookieFrom(response, 'a_session_pura')! };
  };

  it('a texted code never enters the registrant’s account: the number moves to an account of its owner', async () => {
    const phone = '+4915112345601';
    const attacker = await createSignedInUser(server, { password: ATTACKER_PASSWORD });
    await new Account(attacker.client).updatePhone({ phone, password: ATTACKER_PASSWORD });

    const owner = await signInWithTextedCode(phone);
    expect(owner.userId).not.toBe(attacker.user.$id);
    expect(await accountOf(owner.cookie)).toMatchObject({
      $id: owner.userId,
      phone,
      phoneVerification: true,
      email: '',
      passwordUpdate: '',
    });
    // The registrant keeps their own account, without the number they could not prove.
    expect(await new Account(attacker.client).get()).toMatchObject({ $id: attacker.user.$id, phone: '' });
  });

  it('a proven number still signs its account in with a texted code', async () => {
    const phone = '+4915112345602';
    const holder = await createSignedInUser(server, { password: ATTACKER_PASSWORD });
    const account = new Account(holder.client);
    await account.updatePhone({ phone, password: ATTACKER_PASSWORD });
    await account.createPhoneVerification();
    await account.updatePhoneVerification({ userId: holder.user.$id, secret: await textedCode(phone) });

    const signedIn = await signInWithTextedCode(phone);
    expect(signedIn.userId).toBe(holder.user.$id);
  });
});
