import { type JWTVerifyGetKey, errors, jwtVerify } from 'jose';
import { AppwriteError } from '../../../infra/errors.ts';
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
  /** The provider's signing keys (`providerKeySet` in discovery.ts: fetched, cached, refetched on rotation). */
  keys: JWTVerifyGetKey;
}

const CLOCK_SKEW_S = 60;

// Asymmetric algorithms only: "none" and shared-secret HS* tokens are never accepted.
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA', 'Ed25519'];

const invalid = (why: string) => providerError(`The sign-in provider's ID token is invalid: ${why}.`);

/**
 * Verifies an ID token as OpenID Connect Core §3.1.3.7 asks: signature with the provider's
 * published key, issuer, audience (and azp when there are several), expiry, and the nonce this
 * sign-in sent — which binds the token to this very flow. The JOSE work is `jose`'s; this
 * function adds the OpenID rules and turns every failure into one provider error.
 */
export async function verifyIdToken(idToken: string, expected: IdTokenExpectations): Promise<IdTokenClaims> {
  let claims: IdTokenClaims;
  try {
    const verified = await jwtVerify(idToken, expected.keys, {
      issuer: expected.issuers,
      audience: expected.audience,
      algorithms: ALGORITHMS,
      clockTolerance: CLOCK_SKEW_S,
      requiredClaims: ['exp', 'sub'],
    });
    claims = verified.payload as IdTokenClaims;
  } catch (error) {
    if (error instanceof AppwriteError) throw error;
    throw invalid(reason(error));
  }
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (audiences.length > 1 && claims.azp !== undefined && claims.azp !== expected.audience) throw invalid('wrong authorized party');
  if (typeof claims.iat === 'number' && claims.iat > Math.floor(Date.now() / 1000) + CLOCK_SKEW_S) throw invalid('issued in the future');
  if (claims.nonce !== expected.nonce) throw invalid('nonce mismatch');
  if (typeof claims.sub !== 'string' || !claims.sub) throw invalid('no subject');
  return claims;
}

/** A short, log-safe reason for a token jose refused. */
function reason(error: unknown): string {
  if (error instanceof errors.JWTExpired) return 'expired';
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'iss') return 'wrong issuer';
    if (error.claim === 'aud') return 'wrong audience';
    return `bad ${error.claim} claim`;
  }
  if (error instanceof errors.JOSEAlgNotAllowed) return 'unsupported algorithm';
  if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys) return 'unknown signing key';
  if (error instanceof errors.JWSSignatureVerificationFailed) return 'bad signature';
  return 'malformed';
}
