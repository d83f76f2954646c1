import { type JWTVerifyGetKey, createRemoteJWKSet, errors } from 'jose';
import { providerError } from './oauth-failure.ts';

/** The parts of an OpenID Provider's metadata the sign-in flow uses. */
export interface ProviderMetadata {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  userinfo_endpoint?: string;
  token_endpoint_auth_methods_supported?: string[];
}

const CACHE_MS = 60 * 60 * 1000;
const TIMEOUT_MS = 10_000;
// A token naming a key the set lacks (the provider rotated its keys) refetches the set, at most
// once in this window: a stream of tokens with made-up key ids costs the provider one request.
const KEY_REFETCH_COOLDOWN_MS = 30_000;
const metadataCache = new Map<string, { value: Promise<ProviderMetadata>; fetchedAt: number }>();
const keySets = new Map<string, JWTVerifyGetKey>();

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** Fetches JSON from a provider; anything but a 2xx JSON object is the provider's fault. */
export async function fetchProviderJson(url: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'error' });
  } catch {
    throw providerError('The sign-in provider could not be reached. Please try again later.');
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok || typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw providerError(`The sign-in provider answered ${response.status} to ${new URL(url).pathname}.`);
  }
  return body as Record<string, unknown>;
}

function cached<T>(cache: Map<string, { value: Promise<T>; fetchedAt: number }>, key: string, load: () => Promise<T>): Promise<T> {
  const hit = cache.get(key);
  if (hit && Date.now() - hit.fetchedAt < CACHE_MS) return hit.value;
  const value = load();
  cache.set(key, { value, fetchedAt: Date.now() });
  // A failed fetch must not be remembered for an hour.
  value.catch(() => cache.delete(key));
  return value;
}

/**
 * OpenID Connect discovery (`<issuer>/.well-known/openid-configuration`), cached for an hour.
 * The document must name the same issuer it was fetched from (OpenID Discovery §4.3).
 */
export function discoverProvider(issuer: string): Promise<ProviderMetadata> {
  return cached(metadataCache, issuer, async () => {
    const doc = await fetchProviderJson(`${trimSlash(issuer)}/.well-known/openid-configuration`);
    for (const field of ['issuer', 'authorization_endpoint', 'token_endpoint', 'jwks_uri'] as const) {
      if (typeof doc[field] !== 'string') throw providerError(`The sign-in provider's metadata lacks ${field}.`);
    }
    if (trimSlash(doc.issuer as string) !== trimSlash(issuer)) {
      throw providerError('The sign-in provider names a different issuer than the one configured.');
    }
    return doc as unknown as ProviderMetadata;
  });
}

/**
 * The provider's signing keys for verifying its ID tokens: fetched on first use, kept for an hour,
 * refetched when a token names an unknown key (rotation) but not more than once per cooldown.
 */
export function providerKeySet(jwksUri: string, { refetchCooldownMs = KEY_REFETCH_COOLDOWN_MS } = {}): JWTVerifyGetKey {
  let keySet = keySets.get(jwksUri);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(jwksUri), {
      timeoutDuration: TIMEOUT_MS,
      cooldownDuration: refetchCooldownMs,
      cacheMaxAge: CACHE_MS,
    });
    keySets.set(jwksUri, keySet);
  }
  const keys = keySet;
  return async (header, token) => {
    try {
      return await keys(header, token);
    } catch (error) {
      // No matching key is the token's fault, and verifyIdToken says so; the rest is the provider's.
      if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys) throw error;
      if (error instanceof errors.JWKSInvalid) throw providerError('The sign-in provider published no signing keys.');
      throw providerError('The sign-in provider could not be reached. Please try again later.');
    }
  };
}
