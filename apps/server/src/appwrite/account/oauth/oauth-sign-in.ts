import type { Config } from '../../../config/env.ts';
import type { Database } from '../../../infra/db/database.ts';
import { AppwriteError } from '../../../infra/errors.ts';
import { issueToken } from '../one-time-tokens.ts';
import { withQuery } from '../redirect-urls.ts';
import { type OpenedSession, openSession, userBlocked } from '../sessions.ts';
import { accountForProfile } from './link-account.ts';
import { authorizationUrl, newAuthorizationSecrets, redeemAuthorizationCode } from './oauth-client.ts';
import { saveOAuthState, takeOAuthState } from './oauth-state-store.ts';
import type { OAuthProvider } from './providers.ts';

/**
 * The two halves of an OAuth2 sign-in (docs/appwrite-compatibility.md §6): leaving for the provider, and
 * coming back to either a session (session flow) or a one-time token in the success URL that the
 * app trades with POST /account/sessions/token (token flow).
 */

export interface OAuthStart {
  provider: OAuthProvider;
  flow: 'session' | 'token';
  successUrl: string;
  failureUrl: string;
  redirectUri: string;
  scopes: string[];
  /** The signed-in caller starting the flow, whose account the identity is linked to. */
  linkTo: { userId: string; sessionId: string } | null;
}

/**
 * Remembers the attempt and answers the provider's authorization URL to redirect to, with the
 * `state` the browser must hold to finish it (see finishOAuthSignIn).
 */
export async function startOAuthSignIn(db: Database, start: OAuthStart): Promise<{ url: string; state: string }> {
  const secrets = newAuthorizationSecrets();
  const url = await authorizationUrl(start.provider, secrets, start.redirectUri, start.scopes);
  await saveOAuthState(db, secrets.state, {
    provider: start.provider.name,
    flow: start.flow,
    successUrl: start.successUrl,
    failureUrl: start.failureUrl,
    redirectUri: start.redirectUri,
    codeVerifier: secrets.codeVerifier,
    nonce: secrets.nonce,
    linkTo: start.linkTo,
  });
  return { url, state: secrets.state };
}

/** What the provider sent back to the callback (query string, or form body for Apple). */
export interface OAuthReturn {
  state?: string | undefined;
  code?: string | undefined;
  error?: string | undefined;
  user?: string | undefined;
}

export type OAuthOutcome = { kind: 'session'; opened: OpenedSession; redirect: string } | { kind: 'redirect'; redirect: string };

/** Where to send the browser when even the failure URL is unknown (stale or forged state). */
export const defaultFailureUrl = (config: Config) => `${config.publicUrl}/auth/failure`;
export const defaultSuccessUrl = (config: Config) => `${config.publicUrl}/auth/success`;

/** The failure redirect with `error=<JSON {message, type, code}>` (docs/appwrite-compatibility.md §6). */
export function failureRedirect(failureUrl: string, error: AppwriteError): string {
  return withQuery(failureUrl, { error: JSON.stringify({ message: error.message, type: error.type, code: error.code }) });
}

/**
 * `heldState` is the state the returning browser holds from the start (a cookie): a sign-in
 * finishes only in the browser that began it (RFC 6749 §10.12). Otherwise someone could sign in at
 * the provider as themselves, stop before the callback and send its link to a victim, whose
 * browser would then be signed in to their account — and the addresses and orders the victim
 * enters would land there.
 */
export async function finishOAuthSignIn(
  db: Database,
  config: Config,
  provider: OAuthProvider,
  returned: OAuthReturn,
  heldState: string | undefined,
  client: { ip: string; userAgent: string },
  log: { error(details: Record<string, unknown>, message: string): void },
): Promise<OAuthOutcome> {
  const state = returned.state ? await takeOAuthState(db, returned.state) : null;
  if (!state || state.provider !== provider.name) {
    const error = new AppwriteError('user_oauth2_bad_request', 'This sign-in attempt has expired or was already used. Please try again.');
    return { kind: 'redirect', redirect: failureRedirect(defaultFailureUrl(config), error) };
  }
  try {
    if (heldState !== returned.state) {
      throw new AppwriteError('user_oauth2_bad_request', 'This sign-in was started in another browser or tab. Please start it again here.');
    }
    if (returned.error || !returned.code) {
      throw new AppwriteError(
        'user_oauth2_unauthorized',
        `${provider.displayName} did not grant the sign-in (${returned.error ?? 'no code'}).`,
      );
    }
    const profile = await redeemAuthorizationCode(provider, {
      code: returned.code,
      redirectUri: state.redirectUri,
      codeVerifier: state.codeVerifier,
      nonce: state.nonce,
      appleUser: returned.user,
    });
    const user = await accountForProfile(db, config, provider.name, profile, state.linkTo);
    if (!user.status) throw userBlocked();

    if (state.flow === 'token') {
      const { secret } = await issueToken(db, user.id, 'oauth2', { provider: provider.name, providerUid: profile.uid });
      return { kind: 'redirect', redirect: withQuery(state.successUrl, { userId: user.id, secret }) };
    }
    const opened = await openSession(db, config, user, {
      provider: provider.name,
      providerUid: profile.uid,
      factors: ['email'],
      ...client,
    });
    return { kind: 'session', opened, redirect: state.successUrl };
  } catch (error) {
    if (error instanceof AppwriteError) return { kind: 'redirect', redirect: failureRedirect(state.failureUrl, error) };
    // A navigation cannot show a JSON error: the person still lands on the failure page.
    log.error({ err: error, provider: provider.name }, 'OAuth2 callback failed');
    return { kind: 'redirect', redirect: failureRedirect(state.failureUrl, new AppwriteError('general_server_error', 'Server Error')) };
  }
}
