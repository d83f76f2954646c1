import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Account, ID } from 'appwrite';
import { type TestServer, TEST_ENGINE, startTestServer } from '../helpers/test-server.ts';
import { cookieFrom, createSignedInUser, latestMail, linkIn, signIn } from '../helpers/accounts.ts';
import { appwriteFailure } from '../helpers/appwrite-failure.ts';

/**
 * An attacker registers an ADMIN_EMAILS address with their own password, signs in and asks for a
 * verification mail, which goes to the address's real owner. The owner opens the link. The proof
 * makes the account admin, so what the attacker set up must be gone before it does: their session
 * and password no longer work, and the owner signs in with a mailed code and is the admin.
 */

let server: TestServer;

const OWNER = 'owner3@shop.test';
const MOVED_OWNER = 'owner4@shop.test';
const ATTACKER_PASSWORD = 'attacker-password-1';

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMITS: 'off', ADMIN_EMAILS: `a@x.test, ${OWNER}, ${MOVED_OWNER}` });
});
afterAll(() => server.close());

const json = { 'content-type': 'application/json', 'x-appwrite-project': 'pura' };

const dashboard = (cookie: string) => fetch(`${server.url}/api/admin/dashboard`, { headers: { cookie: `a_session_pura=${cookie}` } });

/** The attacker asks for a verification mail; the owner opens the mailed link in their own browser. */
async function ownerOpensVerificationLink(attackerCookie: string, email: string): Promise<void> {
  const asked = await fetch(`${server.endpoint}/account/verifications/email`, {
    method: 'POST',
    headers: { ...json, cookie: `a_session_pura=${attackerCookie}` },
    body: JSON.stringify({ url: `${server.url}/verify-email` }),
  });
  expect(asked.status).toBe(201);
  const link = linkIn((await latestMail(server, email))!);
  const opened = await fetch(`${server.endpoint}/account/verifications/email`, {
    method: 'PUT',
    headers: json,
    body: JSON.stringify({ userId: link.searchParams.get('userId'), secret: link.searchParams.get('secret') }),
  });
  expect(opened.status).toBe(200);
}

/** Signs in with a code mailed to the address (POST /account/tokens/email, then /sessions/token). */
async function signInWithMailedCode(email: string): Promise<string> {
  const token = await new Account(server.client()).createEmailToken({ userId: ID.unique(), email });
  const code = /\b(\d{6})\b/.exec((await latestMail(server, email))!.text)![1]!;
  const response = await fetch(`${server.endpoint}/account/sessions/token`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ userId: token.userId, secret: code }),
  });
  expect(response.status).toBe(201);
  return cookieFrom(response, 'a_session_pura')!;
}

async function expectAttackerOut(attackerCookie: string, email: string, password: string): Promise<void> {
  const account = new Account(server.client().setSession(attackerCookie));
  expect(await appwriteFailure(account.get())).toMatchObject({ code: 401, type: 'general_unauthorized_scope' });
  expect((await dashboard(attackerCookie)).status).toBe(401);
  await expect(signIn(server, email, password)).rejects.toThrow(/401/);
}

describe(`a verification link that makes an address admin, on ${TEST_ENGINE}`, () => {
  it('drops the registrant’s session and password; the owner signs in with a mailed code and is admin', async () => {
    const created = await new Account(server.client()).create({ userId: ID.unique(), email: OWNER, password: ATTACKER_PASSWORD });
    const attacker = await signIn(server, OWNER, ATTACKER_PASSWORD);
    expect((await dashboard(attacker.cookie)).status).toBe(403);

    await ownerOpensVerificationLink(attacker.cookie, OWNER);

    await expectAttackerOut(attacker.cookie, OWNER, ATTACKER_PASSWORD);
    const ownerCookie = await signInWithMailedCode(OWNER);
    const owner = await new Account(server.client().setSession(ownerCookie)).get();
    expect(owner).toMatchObject({ $id: created.$id, labels: ['admin'], emailVerification: true, passwordUpdate: '' });
    expect((await dashboard(ownerCookie)).status).toBe(200);
  });

  it('does the same when the registrant moved their own account onto the address first', async () => {
    const attacker = await createSignedInUser(server, { password: ATTACKER_PASSWORD });
    await new Account(attacker.client).updateEmail({ email: MOVED_OWNER, password: ATTACKER_PASSWORD });

    await ownerOpensVerificationLink(attacker.cookie, MOVED_OWNER);

    await expectAttackerOut(attacker.cookie, MOVED_OWNER, ATTACKER_PASSWORD);
    const ownerCookie = await signInWithMailedCode(MOVED_OWNER);
    expect((await new Account(server.client().setSession(ownerCookie)).get()).labels).toEqual(['admin']);
  });

  it('leaves an ordinary address’s registrant signed in, with their password', async () => {
    const { cookie, email, password } = await createSignedInUser(server);

    await ownerOpensVerificationLink(cookie, email);

    expect(await new Account(server.client().setSession(cookie)).get()).toMatchObject({ email, labels: [], emailVerification: true });
    await expect(signIn(server, email, password)).resolves.toBeTruthy();
  });
});
