import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { generateKeyPairSync, verify } from 'node:crypto';
import { Account, AppwriteException } from 'appwrite';
import { type TestServer, startTestServer, TEST_ENGINE } from '../helpers/test-server.ts';
import { cookieFrom, createSignedInUser, createUser, signIn, uniqueEmail } from '../helpers/accounts.ts';
import { type OidcProvider, startOidcProvider } from '../helpers/oidc-provider.ts';
import { appleClientSecret } from '../../src/appwrite/account/oauth/apple-client-secret.ts';

/**
 * The OAuth2 flows end to end against a real OpenID Connect server started here
 * (oauth2-mock-server): it checks PKCE itself, signs ID tokens with its own key and echoes the
 * nonce, so a passing flow proves code + PKCE + state + nonce + signature handling.
 */

let provider: OidcProvider;
let server: TestServer;
let app: string;

/** What the next ID token says about the person signing in. */
let nextProfile: Record<string, unknown>;

beforeAll(async () => {
  provider = await startOidcProvider(() => nextProfile);
  const issuer = provider.issuerUrl;
  server = await startTestServer({
    RATE_LIMITS: 'off',
    OIDC_ISSUER: issuer,
    OIDC_CLIENT_ID: 'pura-shop',
    OIDC_CLIENT_SECRET: 'oidc-client-secret',
    OIDC_NAME: 'Test SSO',
    GOOGLE_CLIENT_ID: 'google-client.apps.example',
    GOOGLE_CLIENT_SECRET: 'google-client-secret',
    GOOGLE_ISSUER: issuer,
    APPLE_CLIENT_ID: 'eu.pura.signin',
    APPLE_CLIENT_SECRET: 'apple-client-secret-jwt',
    APPLE_ISSUER: issuer,
    ADMIN_EMAILS: 'sso-admin@example.test',
  });
  app = server.url;
});
afterAll(async () => {
  await server.close();
  await provider.stop();
});

let sequence = 0;
beforeEach(() => {
  sequence += 1;
  nextProfile = { sub: `subject-${Date.now()}-${sequence}`, email: uniqueEmail('oauth'), email_verified: true, name: 'Olivia Auth' };
});

const manual = (url: string, init: RequestInit = {}) => fetch(url, { ...init, redirect: 'manual' });

/**
 * The `cookie` header that returns to the callback: the browser's own cookies plus the sign-in
 * state the start left in it (a sign-in finishes only in the browser that began it).
 */
function withStateCookie(start: Response, headers: Record<string, string> = {}): Record<string, string> {
  const state = cookieFrom(start, 'pura_oauth_state');
  const cookie = [headers.cookie, state && `pura_oauth_state=${state}`].filter(Boolean).join('; ');
  return cookie ? { ...headers, cookie } : headers;
}

/** Follows our redirect to the provider and the provider's back to our callback; answers the callback response. */
async function throughProvider(startUrl: string, headers: Record<string, string> = {}) {
  const start = await manual(startUrl, { headers });
  expect(start.status).toBe(301);
  expect(start.headers.get('cache-control')).toMatch(/no-store/);
  const authorize = new URL(start.headers.get('location')!);
  const back = await manual(authorize.toString());
  expect(back.status).toBe(302);
  const callback = new URL(back.headers.get('location')!);
  const finish = await manual(callback.toString(), { headers: withStateCookie(start, headers) });
  expect(finish.status).toBe(301);
  return { authorize, callback, finish, location: new URL(finish.headers.get('location')!) };
}

function tokenFlowUrl(providerName: string, extra: Record<string, string | string[]> = {}): string {
  return new Account(server.client()).createOAuth2Token({
    provider: providerName as never,
    success: `${app}/auth/success`,
    failure: `${app}/auth/failure`,
    ...extra,
  }) as unknown as string;
}

/** The error a failure redirect carries (docs/appwrite-compatibility.md §6). */
function redirectError(location: URL): { message: string; type: string; code: number } {
  expect(location.pathname).toBe('/auth/failure');
  return JSON.parse(location.searchParams.get('error') ?? 'null');
}

async function sessionCookieViaToken(userId: string, secret: string): Promise<string> {
  const response = await fetch(`${server.endpoint}/account/sessions/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId, secret }),
  });
  expect(response.status).toBe(201);
  return cookieFrom(response, 'a_session_pura')!;
}

describe(`OAuth2 sign-in on ${TEST_ENGINE}`, () => {
  it('token flow with the generic oidc provider: PKCE, state and nonce, then createSession', async () => {
    const { authorize, callback, location } = await throughProvider(tokenFlowUrl('oidc'));
    expect(`${authorize.origin}`).toBe(provider.issuerUrl);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'pura-shop',
      redirect_uri: `${app}/v1/account/sessions/oauth2/callback/oidc/pura`,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    for (const param of ['state', 'nonce', 'code_challenge']) expect(authorize.searchParams.get(param)).toMatch(/^[\w-]{20,}$/);
    expect(callback.pathname).toBe('/v1/account/sessions/oauth2/callback/oidc/pura');

    expect(location.pathname).toBe('/auth/success');
    const userId = location.searchParams.get('userId')!;
    const secret = location.searchParams.get('secret')!;
    expect(secret).toMatch(/^[0-9a-f]{64}$/);

    const session = await new Account(server.client()).createSession({ userId, secret });
    expect(session).toMatchObject({ userId, provider: 'oidc', providerUid: nextProfile.sub, secret: '', current: true });
    const again = await new Account(server.client()).createSession({ userId, secret }).catch((e: unknown) => e);
    expect(again).toBeInstanceOf(AppwriteException);
    expect(again).toMatchObject({ code: 401, type: 'user_invalid_token' });

    const cookie = await throughProvider(tokenFlowUrl('oidc')).then(({ location: l }) =>
      sessionCookieViaToken(l.searchParams.get('userId')!, l.searchParams.get('secret')!),
    );
    const account = new Account(server.client().setSession(cookie));
    const user = await account.get();
    expect(user).toMatchObject({ $id: userId, email: nextProfile.email, name: 'Olivia Auth', emailVerification: true, passwordUpdate: '' });
    const identities = await account.listIdentities();
    expect(identities.total).toBe(1);
    expect(identities.identities[0]).toMatchObject({
      userId,
      provider: 'oidc',
      providerUid: nextProfile.sub,
      providerEmail: nextProfile.email,
      providerAccessToken: '',
      providerRefreshToken: '',
    });
  });

  it('session flow with google (endpoints from GOOGLE_ISSUER): cookies are set on the callback', async () => {
    const url = new Account(server.client()).createOAuth2Session({
      provider: 'google' as never,
      success: `${app}/auth/success`,
      failure: `${app}/auth/failure`,
      scopes: ['https://www.googleapis.com/auth/userinfo.profile'],
    }) as unknown as string;
    expect(url).toMatch(/scopes%5B0%5D=/);
    const { authorize, finish, location } = await throughProvider(url);
    expect(authorize.searchParams.get('client_id')).toBe('google-client.apps.example');
    expect(authorize.searchParams.get('scope')).toBe('openid email profile https://www.googleapis.com/auth/userinfo.profile');
    expect(`${location.origin}${location.pathname}`).toBe(`${app}/auth/success`);
    expect(location.searchParams.has('secret')).toBe(false);
    const cookie = cookieFrom(finish, 'a_session_pura');
    expect(cookie).toBeTruthy();
    expect(cookieFrom(finish, 'a_session_pura_legacy')).toBe(cookie);
    const account = new Account(server.client().setSession(cookie!));
    expect((await account.get()).email).toBe(nextProfile.email);
    expect((await account.getSession({ sessionId: 'current' })).provider).toBe('google');
  });

  it('signs a returning identity in as the same user', async () => {
    const first = (await throughProvider(tokenFlowUrl('oidc'))).location.searchParams.get('userId');
    const second = (await throughProvider(tokenFlowUrl('oidc'))).location.searchParams.get('userId');
    expect(second).toBe(first);
  });

  it('links to an existing account with the same e-mail only when the provider verified it', async () => {
    const email = uniqueEmail('existing');
    const existing = await createUser(server, { email, password: 'password-123' });

    nextProfile = { ...nextProfile, email, email_verified: false };
    const refused = redirectError((await throughProvider(tokenFlowUrl('oidc'))).location);
    expect(refused).toMatchObject({ type: 'user_already_exists', code: 409 });

    nextProfile = { ...nextProfile, email, email_verified: true };
    const linked = (await throughProvider(tokenFlowUrl('oidc'))).location;
    expect(linked.searchParams.get('userId')).toBe(existing.$id);
  });

  it('links the identity to a signed-in user who starts the flow', async () => {
    const signedIn = await createSignedInUser(server);
    const { location } = await throughProvider(tokenFlowUrl('oidc'), { cookie: signedIn.cookieHeader });
    expect(location.searchParams.get('userId')).toBe(signedIn.user.$id);
    const identities = await new Account(signedIn.client).listIdentities();
    expect(identities.identities.map((i) => i.providerEmail)).toEqual([nextProfile.email]);
  });

  it('links nothing when the user signed out before coming back from the provider', async () => {
    const signedIn = await createSignedInUser(server);
    const start = await manual(tokenFlowUrl('oidc'), { headers: { cookie: signedIn.cookieHeader } });
    const back = await manual(start.headers.get('location')!);
    await new Account(signedIn.client).deleteSession({ sessionId: 'current' });

    const finish = await manual(back.headers.get('location')!, { headers: withStateCookie(start, { cookie: signedIn.cookieHeader }) });
    const location = new URL(finish.headers.get('location')!);
    expect(location.searchParams.get('userId')).toBeNull();
    expect(redirectError(location)).toMatchObject({ type: 'user_oauth2_bad_request' });
    const again = await signIn(server, signedIn.email, signedIn.password);
    expect((await new Account(again.client).listIdentities()).total).toBe(0);
  });

  it('gives an ADMIN_EMAILS address the admin label only once a provider vouches for it', async () => {
    const labelsAfterSignIn = async () => {
      const { location } = await throughProvider(tokenFlowUrl('oidc'));
      const cookie = await sessionCookieViaToken(location.searchParams.get('userId')!, location.searchParams.get('secret')!);
      return (await new Account(server.client().setSession(cookie)).get()).labels;
    };
    nextProfile = { ...nextProfile, email: 'sso-admin@example.test', email_verified: false };
    expect(await labelsAfterSignIn()).toEqual([]);
    nextProfile = { ...nextProfile, sub: `${String(nextProfile.sub)}-verified`, email_verified: true };
    expect(await labelsAfterSignIn()).toEqual(['admin']);
  });

  it('Apple posts the result back (form_post): the callback accepts the form POST and reads the name once', async () => {
    const start = await manual(tokenFlowUrl('apple'));
    const authorize = new URL(start.headers.get('location')!);
    expect(authorize.searchParams.get('response_mode')).toBe('form_post');
    expect(authorize.searchParams.get('scope')).toBe('name email');
    nextProfile = { ...nextProfile, name: undefined, email_verified: 'true' };
    const back = new URL((await manual(authorize.toString())).headers.get('location')!);
    const form = new URLSearchParams({
      code: back.searchParams.get('code')!,
      state: back.searchParams.get('state')!,
      user: JSON.stringify({ name: { firstName: 'Ada', lastName: 'Apple' }, email: nextProfile.email }),
    });
    const finish = await manual(`${back.origin}${back.pathname}`, {
      method: 'POST',
      headers: withStateCookie(start, { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://appleid.apple.com' }),
      body: form.toString(),
    });
    expect(finish.status).toBe(301);
    const location = new URL(finish.headers.get('location')!);
    const cookie = await sessionCookieViaToken(location.searchParams.get('userId')!, location.searchParams.get('secret')!);
    expect(await new Account(server.client().setSession(cookie)).get()).toMatchObject({ name: 'Ada Apple', emailVerification: true });
  });

  it('signs the Apple client secret as an ES256 JWT when given the team key', () => {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const jwt = appleClientSecret({
      issuer: 'https://appleid.apple.com',
      clientId: 'eu.pura.signin',
      clientSecret: '',
      appleKey: { teamId: 'TEAM123456', keyId: 'KEY1234567', privateKeyPem: pem },
    });
    const [header, payload, signature] = jwt.split('.');
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({ alg: 'ES256', kid: 'KEY1234567' });
    expect(JSON.parse(Buffer.from(payload!, 'base64url').toString())).toMatchObject({
      iss: 'TEAM123456',
      sub: 'eu.pura.signin',
      aud: 'https://appleid.apple.com',
    });
    const valid = verify(
      'sha256',
      Buffer.from(`${header}.${payload}`),
      { key: publicKey, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature!, 'base64url'),
    );
    expect(valid).toBe(true);
  });

  it('refuses a replayed callback (state is single use) by redirecting to the failure page', async () => {
    const { callback } = await throughProvider(tokenFlowUrl('oidc'));
    const replay = await manual(callback.toString());
    expect(replay.status).toBe(301);
    expect(redirectError(new URL(replay.headers.get('location')!))).toMatchObject({ type: 'user_oauth2_bad_request', code: 400 });
  });

  it('refuses an ID token whose nonce is not the one this sign-in sent', async () => {
    nextProfile = { ...nextProfile, nonce: 'not-the-nonce' };
    const error = redirectError((await throughProvider(tokenFlowUrl('oidc'))).location);
    expect(error).toMatchObject({ type: 'user_oauth2_provider_error', code: 424 });
    expect(error.message).toMatch(/nonce/);
  });

  it('refuses an ID token for another client (audience)', async () => {
    nextProfile = { ...nextProfile, aud: 'someone-else' };
    expect(redirectError((await throughProvider(tokenFlowUrl('oidc'))).location).message).toMatch(/audience/);
  });

  it('sends a denied consent to the failure page with the error of §6', async () => {
    const start = await manual(tokenFlowUrl('oidc'));
    const authorize = new URL(start.headers.get('location')!);
    const callback = new URL(authorize.searchParams.get('redirect_uri')!);
    callback.searchParams.set('state', authorize.searchParams.get('state')!);
    callback.searchParams.set('error', 'access_denied');
    const finish = await manual(callback.toString(), { headers: withStateCookie(start) });
    expect(redirectError(new URL(finish.headers.get('location')!))).toMatchObject({ type: 'user_oauth2_unauthorized', code: 401 });
  });

  it('sends a blocked user to the failure page', async () => {
    const first = (await throughProvider(tokenFlowUrl('oidc'))).location.searchParams.get('userId');
    await server.db.query('UPDATE users SET status = false WHERE id = $1', [first]);
    expect(redirectError((await throughProvider(tokenFlowUrl('oidc'))).location)).toMatchObject({ type: 'user_blocked', code: 403 });
  });

  it('answers 412 for a provider that is not configured and 400 for an unknown one', async () => {
    const disabled = await manual(`${server.endpoint}/account/sessions/oauth2/github?project=pura`);
    expect(disabled.status).toBe(412);
    expect(await disabled.json()).toMatchObject({ type: 'project_provider_disabled' });
    const unknown = await manual(`${server.endpoint}/account/tokens/oauth2/myspace?project=pura`);
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ type: 'project_provider_unsupported' });
  });

  it('only redirects to this shop: foreign success/failure URLs answer 400', async () => {
    const badSuccess = await manual(tokenFlowUrl('oidc', { success: 'https://evil.example/steal' }));
    expect(badSuccess.status).toBe(400);
    expect(await badSuccess.json()).toMatchObject({ type: 'project_invalid_success_url' });
    const badFailure = await manual(tokenFlowUrl('oidc', { failure: 'https://evil.example/steal' }));
    expect(badFailure.status).toBe(400);
    expect(await badFailure.json()).toMatchObject({ type: 'project_invalid_failure_url' });
  });

  it('defaults success and failure to the web app pages', async () => {
    const start = await manual(`${server.endpoint}/account/tokens/oauth2/oidc?project=pura`);
    const back = new URL((await manual(start.headers.get('location')!)).headers.get('location')!);
    const finish = new URL((await manual(back.toString(), { headers: withStateCookie(start) })).headers.get('location')!);
    expect(`${finish.origin}${finish.pathname}`).toBe('http://localhost:3000/auth/success');
  });

  it('lists and deletes identities', async () => {
    const { location } = await throughProvider(tokenFlowUrl('oidc'));
    const cookie = await sessionCookieViaToken(location.searchParams.get('userId')!, location.searchParams.get('secret')!);
    const account = new Account(server.client().setSession(cookie));
    const { identities } = await account.listIdentities({ queries: ['{"method":"equal","attribute":"provider","values":["oidc"]}'] });
    expect(identities).toHaveLength(1);
    const badQuery = await account
      .listIdentities({ queries: ['{"method":"search","attribute":"provider","values":["x"]}'] })
      .catch((e: unknown) => e);
    expect(badQuery).toMatchObject({ code: 400, type: 'general_query_invalid' });
    await expect(account.deleteIdentity({ identityId: identities[0]!.$id })).resolves.toEqual({ message: '' });
    expect((await account.listIdentities()).total).toBe(0);
    const missing = await account.deleteIdentity({ identityId: identities[0]!.$id }).catch((e: unknown) => e);
    expect(missing).toMatchObject({ code: 404, type: 'user_identity_not_found' });
  });

  it('tells the web app which providers are enabled, without secrets', async () => {
    const config = (await (await fetch(`${server.url}/api/config`)).json()) as Record<string, unknown>;
    expect(config.oauthProviders).toEqual([
      { id: 'google', name: 'Google' },
      { id: 'apple', name: 'Apple' },
      { id: 'oidc', name: 'Test SSO' },
    ]);
    expect(JSON.stringify(config)).not.toMatch(/secret/i);
  });
});
