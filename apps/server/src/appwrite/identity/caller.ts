import type { FastifyRequest } from 'fastify';
import { AppwriteError } from '../../infra/errors.ts';
import { type JwtClaims, verifyJwt } from './jwt.ts';
import { inMfaGroup, lacksFactors, moreFactorsRequired } from './mfa-requirement.ts';
import { type RoleSubject, ADMIN_LABEL, rolesOf } from './roles.ts';
import { secretMatches } from './secrets.ts';
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
  /** Every role held, `any` included (appwrite-protocol.md §3.2). */
  roles: ReadonlySet<string>;
  isAdmin: boolean;
  /** Authenticated by an X-Appwrite-JWT (or realtime `?jwt=`) rather than a session secret. */
  viaJwt: boolean;
  /** The session still owes a second factor (MFA): only the MFA routes accept it. */
  lacksFactors: boolean;
}

const GUEST: Caller = Object.freeze({ user: null, session: null, roles: rolesOf(null), isAdmin: false, viaJwt: false, lacksFactors: false });

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

function presentedJwtOf(request: FastifyRequest): string | undefined {
  const header = request.headers['x-appwrite-jwt'];
  return (Array.isArray(header) ? header[0] : header) || request.presentedJwt || undefined;
}

async function resolveCaller(request: FastifyRequest): Promise<Caller> {
  const jwt = presentedJwtOf(request);
  if (jwt) return resolveJwtCaller(request, jwt);
  const credentials = presentedSession(request);
  if (!credentials) return GUEST;
  const { db } = request.server;
  const sessions = await findLiveSessions(db, credentials.userId);
  const session = sessions.find((s) => secretMatches(credentials.secret, s.secretHash));
  if (!session) return GUEST;
  const user = await findUserById(db, credentials.userId);
  if (!user || !user.status) return GUEST;
  const renewed = await recordSessionUse(db, session, user, request.server.config.sessionTtlMs);
  if (renewed) request.renewedSessionExpire = renewed;
  return callerFor(user, session, false, await lacksFactors(db, user, session));
}

const JWT_PROBLEMS = {
  malformed: 'Failed to verify JWT. The token is malformed.',
  signature: 'Failed to verify JWT. The signature does not match.',
  expired: 'Failed to verify JWT. The token has expired.',
} as const;

/**
 * A JWT stands for the session it was made from (§3.3): a bad or expired token is 401
 * user_jwt_invalid; a good one whose session has ended, or whose user is blocked, is a guest.
 */
async function resolveJwtCaller(request: FastifyRequest, jwt: string): Promise<Caller> {
  const { db } = request.server;
  const claims: JwtClaims | keyof typeof JWT_PROBLEMS = verifyJwt(await signingKey(db, 'jwt'), jwt);
  if (typeof claims === 'string') throw new AppwriteError('user_jwt_invalid', JWT_PROBLEMS[claims]);
  const session = (await findLiveSessions(db, claims.userId)).find((s) => s.id === claims.sessionId);
  if (!session) return GUEST;
  const user = await findUserById(db, claims.userId);
  if (!user || !user.status) return GUEST;
  return callerFor(user, session, true, await lacksFactors(db, user, session));
}
