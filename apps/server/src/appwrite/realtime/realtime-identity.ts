import type { Queryable } from '../../infra/db/database.ts';
import type { Caller } from '../identity/caller.ts';
import { type SessionRecord, type UserRecord, findLiveSessions, findUserById } from '../identity/identity-store.ts';
import { lacksFactors } from '../identity/mfa-requirement.ts';
import { rolesOf } from '../identity/roles.ts';
import { secretMatches } from '../identity/secrets.ts';
import type { SessionCredentials } from '../identity/session-cookie.ts';

/**
 * Who is on the other end of a websocket. A socket lives for hours, so unlike a request its
 * roles go stale: they are re-read from the database before delivering when older than a second,
 * so a signed-out user, a blocked one or a removed label stops receiving events.
 */
export interface SocketIdentity {
  user: UserRecord | null;
  sessionId: string | null;
  roles: ReadonlySet<string>;
  checkedAtMs: number;
}

export const ROLE_RECHECK_MS = 1000;

export const GUEST_IDENTITY: SocketIdentity = Object.freeze({ user: null, sessionId: null, roles: rolesOf(null), checkedAtMs: 0 });

export function identityOf(caller: Caller): SocketIdentity {
  return { user: caller.user, sessionId: caller.session?.id ?? null, roles: caller.roles, checkedAtMs: Date.now() };
}

/** Resolves the session of an `authentication` message; null when it is not a live session. */
export async function identityFromCredentials(db: Queryable, credentials: SessionCredentials): Promise<SocketIdentity | null> {
  return identityOfSession(db, credentials.userId, (session) => secretMatches(credentials.secret, session.secretHash));
}

/**
 * The identity as the database sees it now, by the same rules as on connecting — and as HTTP
 * (caller.ts): a guest once the session has ended (signed out, or ended by a password change),
 * the user is gone or blocked, or the session owes a second factor turned on since.
 */
export async function recheckIdentity(db: Queryable, identity: SocketIdentity): Promise<SocketIdentity> {
  if (!identity.user || !identity.sessionId) return identity;
  return (await identityOfSession(db, identity.user.id, (session) => session.id === identity.sessionId)) ?? GUEST_IDENTITY;
}

/** The identity of the user's live session `isTheSession` picks; null when none, or when it may not act (above). */
async function identityOfSession(
  db: Queryable,
  userId: string,
  isTheSession: (session: SessionRecord) => boolean,
): Promise<SocketIdentity | null> {
  const session = (await findLiveSessions(db, userId)).find(isTheSession);
  if (!session) return null;
  const user = await findUserById(db, userId);
  if (!user || !user.status) return null;
  // A session still owing its MFA factor sees nothing more than a guest (§3.2).
  if (await lacksFactors(db, user, session)) return null;
  return { user, sessionId: session.id, roles: rolesOf(user), checkedAtMs: Date.now() };
}
