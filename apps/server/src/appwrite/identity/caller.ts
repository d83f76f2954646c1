import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../infra/db/database.ts';
import { AppwriteError } from '../../infra/errors.ts';
import { type JwtClaims, verifyJwt } from './jwt.ts';
import { inMfaGroup, lacksFactors, moreFactorsRequired } from './mfa-requirement.ts';
import { type RoleSubject, ADMIN_LABEL, rolesOf } from './roles.ts';
import { hashSecret, secretMatches } from './secrets.ts';
import type { SignedIn } from './session-cache.ts';
import { signingKey } from './signing-keys.ts';
import {
  type SessionCredentials,
  decodeSessionCookie,
  legacySessionCookieName,
  sessionCookieName,
  sessionFromFallbackHeader,
} from './session-cookie.ts';
import { type SessionRecord, type UserRecord, findLiveSessions, findUserById, recordSessionUse } from './identity-store.ts';

/** Who is calling: resolved once per request, on first use, from the session it presents. */
export interface Caller {
  user: UserRecord | null;
  session: SessionRecord | null;
  /** Every role held, `any` included (docs/appwrite-compatibility.md §3.2). */
  roles: ReadonlySet<string>;
  isAdmin: boolean;
  /** Authenticated by an X-Appwrite-JWT (or realtime `?jwt=`) rather than a session secret. */
  viaJwt: boolean;
  /** The session still owes a second factor (MFA): only the MFA routes accept it. */
  lacksFactors: boolean;
}

const GUEST: Caller = Object.freeze({
  user: null,
  session: null,
  roles: rolesOf(null),
  isAdmin: false,
  viaJwt: false,
  lacksFactors: false,
});

declare module 'fastify' {
  interface FastifyRequest {
    callerPromise?: Promise<Caller>;
    /** A JWT handed over outside the X-Appwrite-JWT header (the realtime `?jwt=` parameter). */
    presentedJwt?: string;
    /** Set when resolving the caller extended the session, so the session cookie is re-sent. */
    renewedSessionExpire?: Date;
  }
}

/**
 * The caller of this request. Routes that never ask pay nothing; those that do pay one lookup.
 * A session that still owes an MFA factor is refused (401 user_more_factors_required) everywhere
 * but the MFA routes, so it can read and change nothing until the factor is proven.
 */
export async function getCaller(request: FastifyRequest): Promise<Caller> {
  request.callerPromise ??= resolveCaller(request);
  const caller = await request.callerPromise;
  if (caller.lacksFactors && !inMfaGroup(request)) throw moreFactorsRequired();
  return caller;
}

/** Authenticates the request with a JWT from elsewhere than the header (realtime `?jwt=`). */
export function presentJwt(request: FastifyRequest, jwt: string): void {
  request.presentedJwt = jwt;
  request.callerPromise = undefined;
}

/** Forgets the resolved caller, after a route signs someone in or out. */
export function resetCaller(request: FastifyRequest): void {
  request.callerPromise = undefined;
}

/** Builds a caller for a known user and session (used after sign-in and by tests). */
export function callerFor(user: UserRecord & RoleSubject, session: SessionRecord | null, viaJwt = false, owesFactor = false): Caller {
  return { user, session, roles: rolesOf(user), isAdmin: user.labels.includes(ADMIN_LABEL), viaJwt, lacksFactors: owesFactor };
}

/** The session credentials a request presents, in Appwrite's lookup order (§1.7). */
export function presentedSession(request: FastifyRequest): SessionCredentials | null {
  const { projectId } = request.server.config;
  const header = (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  return (
    decodeSessionCookie(request.cookies[sessionCookieName(projectId)]) ??
    decodeSessionCookie(request.cookies[legacySessionCookieName(projectId)]) ??
    decodeSessionCookie(header('x-appwrite-session')) ??
    sessionFromFallbackHeader(header('x-fallback-cookies'), projectId)
  );
}

function headerJwtOf(request: FastifyRequest): string | undefined {
  const header = request.headers['x-appwrite-jwt'];
  return (Array.isArray(header) ? header[0] : header) || undefined;
}

/**
 * The caller a session secret or a JWT stands for. The session cache (session-cache.ts) answers
 * repeated requests from memory; its records are shared, so an extension on use is applied to a copy.
 */
async function resolveCaller(request: FastifyRequest): Promise<Caller> {
  const headerJwt = headerJwtOf(request);
  if (!headerJwt && request.presentedJwt) return resolveJwtCaller(request, request.presentedJwt);
  const credentials = presentedSession(request);
  const { db, sessionCache } = request.server;
  const signedIn = credentials
    ? await sessionCache.read(credentials.userId, hashSecret(credentials.secret), () =>
        findSignedIn(db, credentials.userId, (session) => secretMatches(credentials.secret, session.secretHash)),
      )
    : null;
  if (headerJwt) {
    // §1.7: a JWT next to a valid session (cookie, X-Appwrite-Session or X-Fallback-Cookies) is
    // refused before the JWT is read, as Appwrite does; a session that has ended does not count.
    if (signedIn) {
      throw new AppwriteError(
        'user_jwt_and_cookie_set',
        'A JWT and a session were sent in the same request. Authenticate with one of them: the JWT (X-Appwrite-JWT) or the session cookie.',
      );
    }
    return resolveJwtCaller(request, headerJwt);
  }
  if (!signedIn) return GUEST;
  const renewedExpire = await recordSessionUse(db, signedIn.session, signedIn.user, request.server.config.sessionTtlMs);
  if (!renewedExpire) return callerFor(signedIn.user, signedIn.session, false, signedIn.lacksFactors);
  request.renewedSessionExpire = renewedExpire;
  return callerFor(signedIn.user, { ...signedIn.session, expire: renewedExpire }, false, signedIn.lacksFactors);
}

/** The user's live session that `isPresented` picks, with its user; null when it ended or the user is blocked. */
async function findSignedIn(db: Queryable, userId: string, isPresented: (session: SessionRecord) => boolean): Promise<SignedIn | null> {
  const session = (await findLiveSessions(db, userId)).find(isPresented);
  if (!session) return null;
  const user = await findUserById(db, userId);
  if (!user || !user.status) return null;
  return { user, session, lacksFactors: await lacksFactors(db, user, session) };
}

const JWT_PROBLEMS = {
  malformed: 'Failed to verify JWT. The token is malformed.',
  signature: 'Failed to verify JWT. The signature does not match.',
  expired: 'Failed to verify JWT. The token has expired.',
} as const;

/**
 * A JWT stands for the session it was made from (§3.3): a bad or expired token is 401
 * user_jwt_invalid; a good one whose session has ended, or whose user is blocked, is a guest.
 * Its signature proves the session id, so the session cache knows it by that id.
 */
async function resolveJwtCaller(request: FastifyRequest, jwt: string): Promise<Caller> {
  const { db, sessionCache } = request.server;
  const claims: JwtClaims | keyof typeof JWT_PROBLEMS = verifyJwt(await signingKey(db, 'jwt'), jwt);
  if (typeof claims === 'string') throw new AppwriteError('user_jwt_invalid', JWT_PROBLEMS[claims]);
  const signedIn = await sessionCache.read(claims.userId, `jwt:${claims.sessionId}`, () =>
    findSignedIn(db, claims.userId, (session) => session.id === claims.sessionId),
  );
  if (!signedIn) return GUEST;
  return callerFor(signedIn.user, signedIn.session, true, signedIn.lacksFactors);
}
