import type { Config } from '../../../config/env.ts';
import { appleClientSecret } from './apple-client-secret.ts';

/** Every provider name the SDK's OAuthProvider enum knows (docs/appwrite-compatibility.md §6). */
export const APPWRITE_OAUTH_PROVIDERS = new Set([
  'amazon',
  'apple',
  'appwrite',
  'auth0',
  'authentik',
  'autodesk',
  'bitbucket',
  'bitly',
  'box',
  'cloudflare',
  'dailymotion',
  'discord',
  'disqus',
  'dropbox',
  'etsy',
  'facebook',
  'figma',
  'fusionauth',
  'github',
  'gitlab',
  'google',
  'huggingface',
  'keycloak',
  'kick',
  'linkedin',
  'microsoft',
  'notion',
  'oidc',
  'okta',
  'paypal',
  'paypalSandbox',
  'podio',
  'resend',
  'salesforce',
  'slack',
  'spotify',
  'stripe',
  'tradeshift',
  'tradeshiftBox',
  'twitch',
  'wordpress',
  'x',
  'yahoo',
  'yammer',
  'yandex',
  'zoho',
  'zoom',
]);

/** The providers this server can speak: all three are OpenID Connect. */
export type ProviderName = 'google' | 'apple' | 'oidc';

/** Everything the sign-in flow needs to know about one configured provider. */
export interface OAuthProvider {
  name: ProviderName;
  displayName: string;
  issuer: string;
  /** Other `iss` values the provider's ID tokens may carry for the same issuer. */
  alternateIssuers: string[];
  clientId: string;
  clientSecret(): string;
  scopes: string[];
  /** Apple posts the result back (form_post) whenever name or e-mail are asked for. */
  responseMode: 'query' | 'form_post';
}

/** The configured provider of that name, or null when it is unknown here or not configured. */
export function oauthProvider(config: Config, name: string): OAuthProvider | null {
  const { google, apple, oidc } = config.oauth;
  if (name === 'google' && google) {
    return {
      name,
      displayName: 'Google',
      issuer: google.issuer,
      // Google documents both forms of its issuer in ID tokens.
      alternateIssuers: google.issuer === 'https://accounts.google.com' ? ['accounts.google.com'] : [],
      clientId: google.clientId,
      clientSecret: () => google.clientSecret,
      scopes: ['openid', 'email', 'profile'],
      responseMode: 'query',
    };
  }
  if (name === 'apple' && apple) {
    return {
      name,
      displayName: 'Apple',
      issuer: apple.issuer,
      alternateIssuers: [],
      clientId: apple.clientId,
      clientSecret: () => apple.clientSecret || appleClientSecret(apple),
      scopes: ['name', 'email'],
      responseMode: 'form_post',
    };
  }
  if (name === 'oidc' && oidc) {
    return {
      name,
      displayName: oidc.displayName,
      issuer: oidc.issuer,
      alternateIssuers: [],
      clientId: oidc.clientId,
      clientSecret: () => oidc.clientSecret,
      scopes: ['openid', 'email', 'profile'],
      responseMode: 'query',
    };
  }
  return null;
}

/** The providers a visitor can sign in with, for the web app's buttons (runtime config). */
export function enabledOAuthProviders(config: Config): Array<{ id: ProviderName; name: string }> {
  return (['google', 'apple', 'oidc'] as const)
    .map((name) => oauthProvider(config, name))
    .filter((provider): provider is OAuthProvider => provider !== null)
    .map((provider) => ({ id: provider.name, name: provider.displayName }));
}
