import type { FastifyRequest } from 'fastify';
import { AppwriteError } from '../../infra/errors.ts';
import { getCaller } from '../identity/caller.ts';
import type { SessionRecord, UserRecord } from '../identity/identity-store.ts';

/** A caller known to be signed in. */
export interface AccountCaller {
  user: UserRecord;
  session: SessionRecord;
}

/**
 * Routes with the `account` scope (docs/appwrite-compatibility.md §3.2). Guests answer 401
 * general_unauthorized_scope — the web app's silent "signed out" signal (docs/product.md §4 'Session').
 */
export async function requireAccount(request: FastifyRequest): Promise<AccountCaller> {
  const caller = await getCaller(request);
  if (!caller.user || !caller.session) {
    throw new AppwriteError('general_unauthorized_scope', 'User (role: guests) missing scopes (["account"])');
  }
  return { user: caller.user, session: caller.session };
}

/** The "session" route group: creating a session while holding a valid one is refused. */
export async function rejectSignedIn(request: FastifyRequest): Promise<void> {
  const caller = await getCaller(request);
  if (caller.session) {
    throw new AppwriteError('user_session_already_exists', 'Creation of a session is prohibited when a session is active.');
  }
}
