import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The Account API's JWTs (docs/appwrite-compatibility.md §3.3): HS256 tokens naming a user and the session
 * they were made from. They carry no roles: each request re-reads user and session, so a deleted
 * session or a blocked user takes effect at once.
 */
export interface JwtClaims {
  userId: string;
  sessionId: string;
  /** Issued at, unix seconds. */
  iat: number;
  /** Expires at, unix seconds. */
  exp: number;
}

const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function base64url(text: string | Buffer): string {
  return Buffer.from(text).toString('base64url');
}

function signature(key: Buffer, signed: string): Buffer {
  return createHmac('sha256', key).update(signed).digest();
}

export function signJwt(key: Buffer, claims: JwtClaims): string {
  const signed = `${HEADER}.${base64url(JSON.stringify(claims))}`;
  return `${signed}.${signature(key, signed).toString('base64url')}`;
}

/** Why a token is refused, worded for the 401 user_jwt_invalid message. */
export type JwtProblem = 'malformed' | 'signature' | 'expired';

/** The claims of a well-signed, unexpired token, or the reason it is refused. */
export function verifyJwt(key: Buffer, token: string, nowSeconds = Math.floor(Date.now() / 1000)): JwtClaims | JwtProblem {
  const parts = token.split('.');
  if (parts.length !== 3 || token.length > 4096) return 'malformed';
  const [header = '', payload = '', sig = ''] = parts;
  if (header !== HEADER) return 'malformed';
  const expected = signature(key, `${header}.${payload}`);
  const presented = Buffer.from(sig, 'base64url');
  if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) return 'signature';
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return 'malformed';
  }
  if (!isClaims(claims)) return 'malformed';
  return claims.exp <= nowSeconds ? 'expired' : claims;
}

function isClaims(value: unknown): value is JwtClaims {
  if (typeof value !== 'object' || value === null) return false;
  const { userId, sessionId, iat, exp } = value as Record<string, unknown>;
  return typeof userId === 'string' && typeof sessionId === 'string' && typeof iat === 'number' && typeof exp === 'number';
}
