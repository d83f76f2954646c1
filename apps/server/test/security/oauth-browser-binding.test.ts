import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Account } from 'appwrite';
import { type TestServer, TEST_ENGINE, startTestServer } from '../helpers/test-server.ts';
import { cookieFrom } from '../helpers/accounts.ts';
import { type OidcProvider, startOidcProvider } from '../helpers/oidc-provider.ts';

/**
 * OAuth login CSRF: someone signs in at the provider as themselves, stops before the callback and
 * sends its link to a victim. Were the callback to finish in any browser, the victim's would be
 * signed in to the attacker's account, and the addresses and orders the victim then enters would
 * land there. A sign-in finishes only in the browser that started it (RFC 6749 §10.12).
 */

let provider: OidcProvider;
let server: TestServer;

beforeAll(async () => {
  provider = await startOidcProvider(() => ({ sub: 'mallory', email: 'mallory@evil.test', email_verified: true }));
  server = await startTestServer({
    RATE_LIMITS: 'off',
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

/** The attacker's half: start, sign in at the provider, keep the callback link and the state cookie. */
async function startedElsewhere(flow: 'sessions' | 'tokens') {
  const start = await manual(`${server.endpoint}/account/${flow}/oauth2/oidc?project=pura`);
  expect(start.status).toBe(301);
  const back = await manual(start.headers.get('location')!);
  const setCookie = start.headers.getSetCookie().find((c) => c.startsWith('pura_oauth_state=')) ?? '';
  return { callback: back.headers.get('location')!, stateCookie: setCookie.split(';')[0] ?? '', setCookie };
}

describe(`OAuth sign-ins are bound to the browser that starts them, on ${TEST_ENGINE}`, () => {
  for (const flow of ['sessions', 'tokens'] as const) {
    it(`a ${flow} callback opened in another browser signs nobody in`, async () => {
      const { callback } = await startedElsewhere(flow);
      const finish = await manual(callback);
      expect(finish.status).toBe(301);
      expect(cookieFrom(finish, 'a_session_pura')).toBeNull();
      const location = new URL(finish.headers.get('location')!);
      expect(location.pathname).toBe('/auth/failure');
      expect(location.searchParams.get('secret')).toBeNull();
      expect(JSON.parse(location.searchParams.get('error')!)).toMatchObject({ type: 'user_oauth2_bad_request', code: 400 });
    });
  }

  it('a callback with another sign-in’s state cookie signs nobody in either', async () => {
    const attacker = await startedElsewhere('sessions');
    const victim = await startedElsewhere('sessions');
    const finish = await manual(attacker.callback, { cookie: victim.stateCookie });
    expect(cookieFrom(finish, 'a_session_pura')).toBeNull();
    expect(new URL(finish.headers.get('location')!).pathname).toBe('/auth/failure');
  });

  it('a stale tab’s callback leaves the state of the sign-in started after it, which still finishes', async () => {
    const staleTab = await startedElsewhere('sessions');
    const newerTab = await startedElsewhere('sessions');
    // One browser: the newer start replaced the state cookie the stale tab had.
    const stale = await manual(staleTab.callback, { cookie: newerTab.stateCookie });
    expect(new URL(stale.headers.get('location')!).pathname).toBe('/auth/failure');
    expect(stale.headers.getSetCookie().some((c) => c.startsWith('pura_oauth_state='))).toBe(false);

    const finish = await manual(newerTab.callback, { cookie: newerTab.stateCookie });
    expect(cookieFrom(finish, 'a_session_pura')).toBeTruthy();
    expect(finish.headers.getSetCookie().some((c) => c.startsWith('pura_oauth_state=;'))).toBe(true);
  });

  it('the browser that started the sign-in finishes it', async () => {
    const { callback, stateCookie, setCookie } = await startedElsewhere('sessions');
    expect(setCookie).toMatch(/; HttpOnly/i);
    expect(setCookie).toMatch(/; Path=\/v1\/account\/sessions\/oauth2\/callback\//);
    const finish = await manual(callback, { cookie: stateCookie });
    const session = cookieFrom(finish, 'a_session_pura');
    expect(session).toBeTruthy();
    expect(await new Account(server.client().setSession(session!)).get()).toMatchObject({ email: 'mallory@evil.test' });
  });
});
