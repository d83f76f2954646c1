import { createHash, randomBytes } from 'node:crypto';
import { type ProviderMetadata, discoverProvider, fetchProviderJson, providerKeySet } from './discovery.ts';
import { verifyIdToken } from './id-token.ts';
import { providerError } from './oauth-failure.ts';
import type { OAuthProvider } from './providers.ts';

/**
 * The OAuth 2.0 authorization-code flow with PKCE (RFC 7636) as an OpenID Connect relying party:
 * build the authorization URL, trade the code for tokens, read who signed in. No database here.
 */

/** The secrets one sign-in attempt keeps between leaving for the provider and coming back. */
export interface AuthorizationSecrets {
  state: string;
  codeVerifier: string;
  nonce: string;
}

export function newAuthorizationSecrets(): AuthorizationSecrets {
  return {
    state: randomBytes(32).toString('base64url'),
    codeVerifier: randomBytes(32).toString('base64url'),
    nonce: randomBytes(16).toString('base64url'),
  };
}

export async function authorizationUrl(
  provider: OAuthProvider,
  secrets: AuthorizationSecrets,
  redirectUri: string,
  extraScopes: string[],
): Promise<string> {
  const metadata = await discoverProvider(provider.issuer);
  const url = new URL(metadata.authorization_endpoint);
  const scopes = [...new Set([...provider.scopes, ...extraScopes])];
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', provider.clientId);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('scope', scopes.join(' '));
  url.searchParams.set('state', secrets.state);
  url.searchParams.set('nonce', secrets.nonce);
  url.searchParams.set('code_challenge', createHash('sha256').update(secrets.codeVerifier).digest('base64url'));
  url.searchParams.set('code_challenge_method', 'S256');
  if (provider.responseMode === 'form_post') url.searchParams.set('response_mode', 'form_post');
  return url.toString();
}

/** Who signed in, as the provider vouches for it. */
export interface ProviderProfile {
  /** The provider's stable subject id. */
  uid: string;
  email: string | null;
  emailVerified: boolean;
  name: string;
}

/**
 * Trades the authorization code for tokens (with the PKCE verifier), verifies the ID token and
 * reads the profile, asking the userinfo endpoint when the ID token carries no e-mail.
 */
export async function redeemAuthorizationCode(
  provider: OAuthProvider,
  input: { code: string; redirectUri: string; codeVerifier: string; nonce: string; appleUser?: string | undefined },
): Promise<ProviderProfile> {
  const metadata = await discoverProvider(provider.issuer);
  const tokens = await requestTokens(provider, metadata, input);
  const claims = await verifyIdToken(tokens.idToken, {
    issuers: [metadata.issuer, ...provider.alternateIssuers],
    audience: provider.clientId,
    nonce: input.nonce,
    keys: providerKeySet(metadata.jwks_uri),
  });
  let email = typeof claims.email === 'string' ? claims.email : null;
  let emailVerified = claims.email_verified === true || claims.email_verified === 'true';
  let name =
    typeof claims.name === 'string' ? claims.name : [claims.given_name, claims.family_name].filter((p) => typeof p === 'string').join(' ');

  if (!email && metadata.userinfo_endpoint && tokens.accessToken) {
    const info = await fetchProviderJson(metadata.userinfo_endpoint, { headers: { authorization: `Bearer ${tokens.accessToken}` } });
    // Userinfo answers are only trusted for the subject the ID token named (OIDC Core §5.3.2).
    if (info.sub === claims.sub) {
      if (typeof info.email === 'string') email = info.email;
      emailVerified = info.email_verified === true || info.email_verified === 'true';
      if (!name && typeof info.name === 'string') name = info.name;
    }
  }
  if (!name && input.appleUser) name = appleUserName(input.appleUser);
  return { uid: claims.sub, email: email ? email.toLowerCase() : null, emailVerified, name: name.slice(0, 128) };
}

async function requestTokens(
  provider: OAuthProvider,
  metadata: ProviderMetadata,
  input: { code: string; redirectUri: string; codeVerifier: string },
): Promise<{ idToken: string; accessToken: string | null }> {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code: input.code,
    redirect_uri: input.redirectUri,
    code_verifier: input.codeVerifier,
  });
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' };
  const methods = metadata.token_endpoint_auth_methods_supported;
  // client_secret_basic is the default when a provider names no method (OIDC Discovery §3).
  const usePost = methods !== undefined && (methods.includes('client_secret_post') || !methods.includes('client_secret_basic'));
  if (usePost) {
    form.set('client_id', provider.clientId);
    form.set('client_secret', provider.clientSecret());
  } else {
    const pair = `${encodeURIComponent(provider.clientId)}:${encodeURIComponent(provider.clientSecret())}`;
    headers.authorization = `Basic ${Buffer.from(pair).toString('base64')}`;
  }
  const body = await fetchProviderJson(metadata.token_endpoint, { method: 'POST', headers, body: form.toString() });
  if (typeof body.id_token !== 'string') throw providerError('The sign-in provider returned no ID token.');
  return { idToken: body.id_token, accessToken: typeof body.access_token === 'string' ? body.access_token : null };
}

/** Apple sends the name once, on the first sign-in, as a JSON `user` form field. */
function appleUserName(raw: string): string {
  try {
    const user = JSON.parse(raw) as { name?: { firstName?: unknown; lastName?: unknown } };
    return [user.name?.firstName, user.name?.lastName].filter((p): p is string => typeof p === 'string').join(' ');
  } catch {
    return '';
  }
}
