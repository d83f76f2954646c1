import { OAuth2Server } from 'oauth2-mock-server';

/** A running OpenID Connect provider for the server's OIDC_ISSUER (and GOOGLE_/APPLE_ISSUER). */
export interface OidcProvider {
  /** http://127.0.0.1:<port>, what its discovery document and ID tokens name as the issuer. */
  issuerUrl: string;
  stop(): Promise<void>;
}

/**
 * A real OpenID Connect provider (oauth2-mock-server) on a free port of 127.0.0.1: it checks PKCE
 * itself, signs ID tokens with an RS256 key of its own and echoes the nonce. Each ID token also
 * carries `claims()` as they are when it is signed, so a suite can change who signs in next.
 */
export async function startOidcProvider(claims: () => Record<string, unknown>): Promise<OidcProvider> {
  const provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  const issuerUrl = `http://127.0.0.1:${provider.address().port}`;
  provider.issuer.url = issuerUrl;
  provider.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, claims());
  });
  return { issuerUrl, stop: () => provider.stop() };
}
