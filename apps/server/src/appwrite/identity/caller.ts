import type { FastifyRequest } from 'fastify';
import { type RoleSubject, ADMIN_LABEL, rolesOf } from './roles.ts';
import { secretMatches } from './secrets.ts';
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
}

const GUEST: Caller = Object.freeze({ user: null, session: null, roles: rolesOf(null), isAdmin: false });

declare module 'fastify' {
  interface FastifyRequest {
    callerPromise?: Promise<Caller>;
    /** Set when resolving the caller extended the session, so the session cookie is re-sent. */
    renewedSessionExpire?: Date;
  }
}

/** The caller of this request. Routes that never ask pay nothing; those that do pay one lookup. */
export function getCaller(request: FastifyRequest): Promise<Caller> {
  request.callerPromise ??= resolveCaller(request);
  return request.callerPromise;
}

/** Forgets the resolved caller, after a route signs someone in or out. */
export function resetCaller(request: FastifyRequest): void {
  request.callerPromise = undefined;
}

/** Builds a caller for a known user and session (used after sign-in and by tests). */
export function callerFor(user: UserRecord & RoleSubject, session: SessionRecord | null): Caller {
  return { user, session, roles: rolesOf(user), isAdmin: user.labels.includes(ADMIN_LABEL) };
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

async function resolveCaller(request: FastifyRequest): Promise<Caller> {
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
  return callerFor(user, session);
}
