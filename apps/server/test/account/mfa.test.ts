import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Account, AuthenticationFactor, AuthenticatorType } from 'appwrite';
import { generate } from 'otplib';
import { type TestServer, startTestServer, TEST_ENGINE } from '../helpers/test-server.ts';
import { createSignedInUser, latestMail, signIn } from '../helpers/accounts.ts';
import { appwriteFailure } from '../helpers/appwrite-failure.ts';
import { rewriteIdentityRows } from '../helpers/identity-sql.ts';
import { listSmsTo } from '../../src/infra/sms/sms-outbox.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMITS: 'off' });
});
afterAll(() => server.close());

/** The code an authenticator app shows `steps` 30-second periods from now. */
const totpCode = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';
const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

/** A signed-in user with a confirmed authenticator app. */
async function userWithTotp(options: { emailVerification?: boolean } = {}) {
  const signedIn = await createSignedInUser(server, { emailVerification: options.emailVerification ?? false });
  const account = new Account(signedIn.client);
  const { secret } = await account.createMFAAuthenticator({ type: AuthenticatorType.Totp });
  await account.updateMFAAuthenticator({ type: AuthenticatorType.Totp, otp: await totpCode(secret) });
  return { ...signedIn, account, secret };
}

describe(`TOTP authenticator on ${TEST_ENGINE}`, () => {
  it('creates a secret with its otpauth URI, confirms it with a code, then refuses a second one', async () => {
    const { client, email, session } = await createSignedInUser(server);
    const account = new Account(client);
    const type = await account.createMFAAuthenticator({ type: AuthenticatorType.Totp });
    expect(type.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(type.uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe(`/Pura:${email}`);
    expect(uri.searchParams.get('secret')).toBe(type.secret);
    expect(uri.searchParams.get('issuer')).toBe('Pura');
    expect((await account.listMFAFactors()).totp).toBe(false);

    const code = await totpCode(type.secret);
    expect(await appwriteFailure(account.updateMFAAuthenticator({ type: AuthenticatorType.Totp, otp: otherThan(code) }))).toMatchObject({
      code: 401,
      type: 'user_invalid_token',
    });
    const user = await account.updateMFAAuthenticator({ type: AuthenticatorType.Totp, otp: code });
    expect(user.email).toBe(email);
    expect(await account.listMFAFactors()).toEqual({ totp: true, phone: false, email: false, recoveryCode: false, custom: false });
    expect((await account.getSession({ sessionId: 'current' })).factors).toEqual(['password', 'totp']);
    expect((await account.getSession({ sessionId: session.$id as string })).mfaUpdatedAt).not.toBe('');

    expect(await appwriteFailure(account.createMFAAuthenticator({ type: AuthenticatorType.Totp }))).toMatchObject({
      code: 409,
      type: 'user_authenticator_already_verified',
    });
    expect(await appwriteFailure(account.updateMFAAuthenticator({ type: AuthenticatorType.Totp, otp: code }))).toMatchObject({
      code: 409,
      type: 'user_authenticator_already_verified',
    });
    expect(await appwriteFailure(account.createMFAAuthenticator({ type: 'sms' as AuthenticatorType }))).toMatchObject({
      code: 400,
      message: 'Invalid `type` param: Value must be one of (totp)',
    });
  });

  it('removing a confirmed authenticator needs a second factor in this session', async () => {
    const { email, password, secret } = await userWithTotp();
    const fresh = new Account((await signIn(server, email, password)).client);
    expect(await appwriteFailure(fresh.deleteMFAAuthenticator({ type: AuthenticatorType.Totp }))).toMatchObject({
      code: 401,
      type: 'user_challenge_required',
    });
    const challenge = await fresh.createMFAChallenge({ factor: AuthenticationFactor.Totp });
    await fresh.updateMFAChallenge({ challengeId: challenge.$id, otp: await totpCode(secret, 1) });
    await fresh.deleteMFAAuthenticator({ type: AuthenticatorType.Totp });
    expect((await fresh.listMFAFactors()).totp).toBe(false);
    expect(await appwriteFailure(fresh.deleteMFAAuthenticator({ type: AuthenticatorType.Totp }))).toMatchObject({
      code: 404,
      type: 'user_authenticator_not_found',
    });
  });
});

describe(`MFA sign-in on ${TEST_ENGINE}`, () => {
  it('a password session of an MFA account answers 401 user_more_factors_required until a TOTP challenge is met', async () => {
    const { account, email, password, secret, user } = await userWithTotp();
    expect((await account.updateMFA({ mfa: true })).mfa).toBe(true);

    const second = new Account((await signIn(server, email, password)).client);
    expect(await appwriteFailure(second.get())).toMatchObject({ code: 401, type: 'user_more_factors_required' });
    expect(await appwriteFailure(second.listSessions())).toMatchObject({ code: 401, type: 'user_more_factors_required' });
    expect(await appwriteFailure(second.createJWT())).toMatchObject({ code: 401, type: 'user_more_factors_required' });
    // The MFA routes stay open.
    expect((await second.listMFAFactors()).totp).toBe(true);
    const challenge = await second.createMFAChallenge({ factor: AuthenticationFactor.Totp });
    expect(challenge).toMatchObject({ userId: user.$id });
    expect(Date.parse(challenge.expire) - Date.now()).toBeGreaterThan(59 * 60_000);

    const code = await totpCode(secret, 1);
    expect(await appwriteFailure(second.updateMFAChallenge({ challengeId: challenge.$id, otp: otherThan(code) }))).toMatchObject({
      code: 401,
      type: 'user_invalid_token',
    });
    const session = await second.updateMFAChallenge({ challengeId: challenge.$id, otp: code });
    expect(session).toMatchObject({ current: true, factors: ['password', 'totp'] });
    expect((await second.get()).$id).toBe(user.$id);

    // Single use: neither the challenge nor the code works twice.
    expect(await appwriteFailure(second.updateMFAChallenge({ challengeId: challenge.$id, otp: code }))).toMatchObject({
      code: 401,
      type: 'user_invalid_token',
    });
    const replay = await second.createMFAChallenge({ factor: AuthenticationFactor.Totp });
    expect(await appwriteFailure(second.updateMFAChallenge({ challengeId: replay.$id, otp: code }))).toMatchObject({
      code: 401,
      type: 'user_invalid_token',
    });
  });

  it('a session owing a factor may still sign out', async () => {
    const { account, email, password } = await userWithTotp();
    await account.updateMFA({ mfa: true });
    const pending = new Account((await signIn(server, email, password)).client);
    await pending.deleteSession({ sessionId: 'current' });
    expect(await appwriteFailure(pending.listMFAFactors())).toMatchObject({ code: 401, type: 'general_unauthorized_scope' });
  });

  it('recovery codes: ten shown once, each signs in once, regenerated with a second factor', async () => {
    const { account, email, password } = await userWithTotp();
    expect(await appwriteFailure(account.getMFARecoveryCodes())).toMatchObject({ code: 404, type: 'user_recovery_codes_not_found' });
    const { recoveryCodes } = await account.createMFARecoveryCodes();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const { rows } = await server.db.query<{ code_hash: string }>('SELECT code_hash FROM mfa_recovery_codes');
    expect(rows.map((r) => r.code_hash)).not.toContain(recoveryCodes[0]);
    // Stored only as hashes: never listed again.
    expect(await account.getMFARecoveryCodes()).toEqual({ recoveryCodes: [] });
    expect(await appwriteFailure(account.createMFARecoveryCodes())).toMatchObject({
      code: 409,
      type: 'user_recovery_codes_already_exists',
    });
    await account.updateMFA({ mfa: true });

    const lost = new Account((await signIn(server, email, password)).client);
    const challenge = await lost.createMFAChallenge({ factor: AuthenticationFactor.Recoverycode });
    expect(await appwriteFailure(lost.updateMFAChallenge({ challengeId: challenge.$id, otp: 'not-a-code' }))).toMatchObject({
      code: 401,
      type: 'user_invalid_token',
    });
    const session = await lost.updateMFAChallenge({ challengeId: challenge.$id, otp: recoveryCodes[0]!.toUpperCase() });
    expect(session.factors).toEqual(['password', 'recoveryCode']);

    const again = new Account((await signIn(server, email, password)).client);
    const reuse = await again.createMFAChallenge({ factor: AuthenticationFactor.Recoverycode });
    expect(await appwriteFailure(again.updateMFAChallenge({ challengeId: reuse.$id, otp: recoveryCodes[0]! }))).toMatchObject({
      code: 401,
      type: 'user_invalid_token',
    });

    const regenerated = await lost.updateMFARecoveryCodes();
    expect(regenerated.recoveryCodes).toHaveLength(10);
    const old = await again.createMFAChallenge({ factor: AuthenticationFactor.Recoverycode });
    expect(await appwriteFailure(again.updateMFAChallenge({ challengeId: old.$id, otp: recoveryCodes[1]! }))).toMatchObject({
      code: 401,
      type: 'user_invalid_token',
    });
    const fresh = await again.createMFAChallenge({ factor: AuthenticationFactor.Recoverycode });
    await again.updateMFAChallenge({ challengeId: fresh.$id, otp: regenerated.recoveryCodes[0]! });
    expect((await again.get()).email).toBe(email);
  });

  it('regenerating or listing recovery codes without a second factor answers user_challenge_required', async () => {
    const { client } = await createSignedInUser(server);
    const account = new Account(client);
    expect(await appwriteFailure(account.updateMFARecoveryCodes())).toMatchObject({ code: 401, type: 'user_challenge_required' });
    await account.createMFARecoveryCodes();
    expect(await appwriteFailure(account.updateMFARecoveryCodes())).toMatchObject({ code: 401, type: 'user_challenge_required' });
    expect(await appwriteFailure(account.getMFARecoveryCodes())).toMatchObject({ code: 401, type: 'user_challenge_required' });
  });

  it('a factor proven more than 30 minutes ago no longer allows factor changes, a new challenge does', async () => {
    const { account, secret, user } = await userWithTotp();
    await account.createMFARecoveryCodes();
    const session = await account.getSession({ sessionId: 'current' });
    await rewriteIdentityRows(server, user.$id, "UPDATE sessions SET mfa_updated_at = now() - interval '31 minutes' WHERE id = $1", [
      session.$id,
    ]);
    expect(await appwriteFailure(account.updateMFARecoveryCodes())).toMatchObject({ code: 401, type: 'user_challenge_required' });
    expect(await appwriteFailure(account.deleteMFAAuthenticator({ type: AuthenticatorType.Totp }))).toMatchObject({
      code: 401,
      type: 'user_challenge_required',
    });
    expect((await account.listMFAFactors()).totp).toBe(true);

    const challenge = await account.createMFAChallenge({ factor: AuthenticationFactor.Totp });
    await account.updateMFAChallenge({ challengeId: challenge.$id, otp: await totpCode(secret, 1) });
    expect((await account.updateMFARecoveryCodes()).recoveryCodes).toHaveLength(10);
    await account.deleteMFAAuthenticator({ type: AuthenticatorType.Totp });
    expect((await account.listMFAFactors()).totp).toBe(false);
  });

  it('an e-mail challenge mails a code; five wrong guesses end the challenge', async () => {
    const { client, email, password } = await createSignedInUser(server, { emailVerification: true });
    await new Account(client).updateMFA({ mfa: true });
    const pending = new Account((await signIn(server, email, password)).client);
    expect(await appwriteFailure(pending.get())).toMatchObject({ code: 401, type: 'user_more_factors_required' });

    const burnt = await pending.createMFAChallenge({ factor: AuthenticationFactor.Email });
    const burntCode = codeIn((await latestMail(server, email))!.text);
    for (let i = 0; i < 5; i += 1) await appwriteFailure(pending.updateMFAChallenge({ challengeId: burnt.$id, otp: otherThan(burntCode) }));
    expect(await appwriteFailure(pending.updateMFAChallenge({ challengeId: burnt.$id, otp: burntCode }))).toMatchObject({
      code: 401,
      type: 'user_invalid_token',
    });

    const challenge = await pending.createMFAChallenge({ factor: AuthenticationFactor.Email });
    const mail = (await latestMail(server, email))!;
    expect(mail).toMatchObject({ kind: 'mfa-code', subject: 'Your verification code' });
    const session = await pending.updateMFAChallenge({ challengeId: challenge.$id, otp: codeIn(mail.text) });
    expect(session.factors).toEqual(['password', 'email']);
    expect((await pending.get()).mfa).toBe(true);
  });

  it('a phone challenge texts a code to the verified number', async () => {
    const { client, email, password, user } = await createSignedInUser(server);
    const account = new Account(client);
    const phone = `+4915${String(Date.now() % 1e8).padStart(8, '0')}`;
    await account.updatePhone({ phone, password });
    await account.createPhoneVerification();
    await account.updatePhoneVerification({ userId: user.$id, secret: codeIn((await listSmsTo(server.db, phone, 1))[0]!.body) });
    await account.updateMFA({ mfa: true });

    const pending = new Account((await signIn(server, email, password)).client);
    expect(await pending.listMFAFactors()).toMatchObject({ phone: true, email: false, totp: false });
    const challenge = await pending.createMFAChallenge({ factor: AuthenticationFactor.Phone });
    const sms = (await listSmsTo(server.db, phone, 1))[0]!;
    expect(sms.kind).toBe('mfa-code');
    expect((await pending.updateMFAChallenge({ challengeId: challenge.$id, otp: codeIn(sms.body) })).factors).toEqual([
      'password',
      'phone',
    ]);
  });

  it('refuses factors the account cannot answer', async () => {
    const account = new Account((await createSignedInUser(server)).client);
    expect(await appwriteFailure(account.createMFAChallenge({ factor: AuthenticationFactor.Totp }))).toMatchObject({
      code: 404,
      type: 'user_authenticator_not_found',
    });
    expect(await appwriteFailure(account.createMFAChallenge({ factor: AuthenticationFactor.Recoverycode }))).toMatchObject({
      code: 404,
      type: 'user_recovery_codes_not_found',
    });
    expect(await appwriteFailure(account.createMFAChallenge({ factor: AuthenticationFactor.Email }))).toMatchObject({
      code: 400,
      type: 'user_email_not_verified',
    });
    expect(await appwriteFailure(account.createMFAChallenge({ factor: AuthenticationFactor.Phone }))).toMatchObject({
      code: 400,
      type: 'user_phone_not_verified',
    });
    expect(await appwriteFailure(account.createMFAChallenge({ factor: AuthenticationFactor.Custom }))).toMatchObject({
      code: 400,
      message: 'Invalid `factor` param: Value must be one of (email, phone, totp, recoverycode)',
    });
    expect(await appwriteFailure(account.updateMFA({ mfa: 'yes' as unknown as boolean }))).toMatchObject({
      code: 400,
      message: 'Invalid `mfa` param: Value must be a valid boolean',
    });
    // MFA without any second factor to offer changes nothing for the sessions.
    expect((await account.updateMFA({ mfa: true })).mfa).toBe(true);
    expect((await account.get()).mfa).toBe(true);
  });

  it('docs/product.md §7 path /account/mfa/challenge answers like /challenges', async () => {
    const { client, cookie } = await createSignedInUser(server);
    await new Account(client).createMFARecoveryCodes();
    const response = await fetch(`${server.endpoint}/account/mfa/challenge`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-appwrite-project': server.config.projectId, 'x-appwrite-session': cookie },
      body: JSON.stringify({ factor: 'recoverycode' }),
    });
    expect(response.status).toBe(201);
  });
});

describe(`MFA rate limits on ${TEST_ENGINE}`, () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer();
  });
  afterAll(() => limited.close());

  it('limits challenge answers per challenge: the eleventh within the hour is 429', async () => {
    const { client } = await createSignedInUser(limited);
    const account = new Account(client);
    await account.createMFARecoveryCodes();
    const challenge = await account.createMFAChallenge({ factor: AuthenticationFactor.Recoverycode });
    for (let i = 0; i < 10; i += 1) {
      expect(await appwriteFailure(account.updateMFAChallenge({ challengeId: challenge.$id, otp: 'wrong-code' }))).toMatchObject({
        code: 401,
      });
    }
    expect(await appwriteFailure(account.updateMFAChallenge({ challengeId: challenge.$id, otp: 'wrong-code' }))).toMatchObject({
      code: 429,
      type: 'general_rate_limit_exceeded',
    });
  });
});
