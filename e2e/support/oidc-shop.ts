import { OAuth2Server } from 'oauth2-mock-server';
import { type ShopServer, startShopServer } from './shop-server.ts';

/** What the provider's next ID token says about the person signing in. */
export interface OidcProfile {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
}

export interface OidcShop {
  /** The shop's origin, e.g. http://127.0.0.1:41234. */
  url: string;
  /** Sets who the provider signs in next. */
  signInNextAs(profile: OidcProfile): void;
  stop(): Promise<void>;
}

/**
 * A real OpenID Connect provider (oauth2-mock-server: PKCE, signed ID tokens, nonce) and a second
 * built shop server configured against it as both the generic `oidc` provider ('Test SSO') and
 * `google` — the workers' own servers stay without social sign-in.
 */
export async function startOidcShop(): Promise<OidcShop> {
  const provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  provider.issuer.url = `http://127.0.0.1:${provider.address().port}`;
  let next: OidcProfile | null = null;
  provider.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    if (next) Object.assign(token.payload, next);
  });

  let shop: ShopServer;
  try {
    shop = await startShopServer('oidc', {
      OIDC_ISSUER: provider.issuer.url,
      OIDC_CLIENT_ID: 'pura-e2e',
      OIDC_CLIENT_SECRET: 'pura-e2e-oidc-secret',
      OIDC_NAME: 'Test SSO',
      GOOGLE_CLIENT_ID: 'pura-e2e.apps.example',
      GOOGLE_CLIENT_SECRET: 'pura-e2e-google-secret',
      GOOGLE_ISSUER: provider.issuer.url,
    });
  } catch (error) {
    await provider.stop();
    throw error;
  }

  return {
    url: shop.url,
    signInNextAs(profile) {
      next = profile;
    },
    async stop() {
      await shop.stop();
      await provider.stop();
    },
  };
}
