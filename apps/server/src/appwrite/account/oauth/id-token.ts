import { type KeyObject, constants, createPublicKey, verify } from 'node:crypto';
import type { JsonWebKeySet } from './discovery.ts';
import { providerError } from './oauth-failure.ts';

/** The ID token claims the sign-in flow reads (OpenID Connect Core §2, §5.1). */
export interface IdTokenClaims {
  iss: string;
  sub: string;
  aud: string | string[];
  exp: number;
  iat?: number;
  nonce?: string;
  azp?: string;
  email?: string;
  email_verified?: boolean | string;
  name?: string;
  given_name?: string;
  family_name?: string;
  [claim: string]: unknown;
}

export interface IdTokenExpectations {
  issuers: string[];
  audience: string;
  nonce: string;
  /** Loads the provider's keys; called again with refresh=true when the key id is unknown. */
  keys(refresh: boolean): Promise<JsonWebKeySet>;
}

const CLOCK_SKEW_S = 60;

// Asymmetric algorithms only: "none" and shared-secret HS* tokens are never accepted.
const ALGORITHMS: Record<string, { hash: string | null; options?: { padding?: number; saltLength?: number; dsaEncoding?: 'ieee-p1363' } }> = {
  RS256: { hash: 'sha256' },
  RS384: { hash: 'sha384' },
  RS512: { hash: 'sha512' },
  PS256: { hash: 'sha256', options: { padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: 32 } },
  PS384: { hash: 'sha384', options: { padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: 48 } },
  PS512: { hash: 'sha512', options: { padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: 64 } },
  ES256: { hash: 'sha256', options: { dsaEncoding: 'ieee-p1363' } },
  ES384: { hash: 'sha384', options: { dsaEncoding: 'ieee-p1363' } },
  ES512: { hash: 'sha512', options: { dsaEncoding: 'ieee-p1363' } },
  EdDSA: { hash: null },
};

const invalid = (why: string) => providerError(`The sign-in provider's ID token is invalid: ${why}.`);

function decodePart(part: string | undefined): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8'));
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw invalid('malformed');
}

/**
 * Verifies an ID token as OpenID Connect Core §3.1.3.7 asks: signature with the provider's
 * published key, issuer, audience (and azp when there are several), expiry, and the nonce this
 * sign-in sent — which binds the token to this very flow.
 */
export async function verifyIdToken(idToken: string, expected: IdTokenExpectations): Promise<IdTokenClaims> {
  const parts = idToken.split('.');
  if (parts.length !== 3) throw invalid('malformed');
  const header = decodePart(parts[0]);
  const claims = decodePart(parts[1]) as IdTokenClaims;
  const algorithm = typeof header.alg === 'string' ? ALGORITHMS[header.alg] : undefined;
  if (!algorithm) throw invalid(`unsupported algorithm ${String(header.alg)}`);

  const key = await findKey(expected, typeof header.kid === 'string' ? header.kid : undefined, header.alg as string);
  const signed = Buffer.from(`${parts[0]}.${parts[1]}`);
  const signature = Buffer.from(parts[2] ?? '', 'base64url');
  if (!signatureVerifies(() => verify(algorithm.hash, signed, algorithm.options ? { key, ...algorithm.options } : key, signature))) {
    throw invalid('bad signature');
  }

  if (!expected.issuers.includes(claims.iss)) throw invalid('wrong issuer');
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!audiences.includes(expected.audience)) throw invalid('wrong audience');
  if (audiences.length > 1 && claims.azp !== undefined && claims.azp !== expected.audience) throw invalid('wrong authorized party');
  const now = Math.floor(Date.now() / 1000);
  if (typeof claims.exp !== 'number' || claims.exp < now - CLOCK_SKEW_S) throw invalid('expired');
  if (typeof claims.iat === 'number' && claims.iat > now + CLOCK_SKEW_S) throw invalid('issued in the future');
  if (claims.nonce !== expected.nonce) throw invalid('nonce mismatch');
  if (typeof claims.sub !== 'string' || !claims.sub) throw invalid('no subject');
  return claims;
}

async function findKey(expected: IdTokenExpectations, kid: string | undefined, alg: string): Promise<KeyObject> {
  const pick = (set: JsonWebKeySet) =>
    set.keys.find(
      (k) =>
        (kid === undefined ? set.keys.length === 1 : k.kid === kid) &&
        (k.use === undefined || k.use === 'sig') &&
        (k.alg === undefined || k.alg === alg),
    );
  const jwk = pick(await expected.keys(false)) ?? pick(await expected.keys(true));
  if (!jwk) throw invalid('unknown signing key');
  try {
    return createPublicKey({ key: jwk, format: 'jwk' });
  } catch {
    throw invalid('unusable signing key');
  }
}

// A malformed key or signature makes verify() throw; either way the token is not trusted.
function signatureVerifies(check: () => boolean): boolean {
  try {
    return check();
  } catch {
    return false;
  }
}
