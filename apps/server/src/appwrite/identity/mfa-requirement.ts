import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../infra/db/database.ts';
import { AppwriteError } from '../../infra/errors.ts';
import type { SessionRecord, UserRecord } from './identity-store.ts';

/**
 * Whether a session still owes a second factor (docs/appwrite-compatibility.md §3.2): the user turned MFA
 * on, has a second factor to offer (verified e-mail or phone, or a verified authenticator) and
 * the session has proven fewer than two factors.
 */
export async function lacksFactors(db: Queryable, user: UserRecord, session: SessionRecord): Promise<boolean> {
  if (!user.mfa || new Set(session.factors).size >= 2) return false;
  if (user.emailVerification || user.phoneVerification) return true;
  const { rows } = await db.query('SELECT 1 FROM mfa_authenticators WHERE user_id = $1 AND verified LIMIT 1', [user.id]);
  return rows.length > 0;
}

/** The MFA route group: what a session owing a factor may still do — prove it, or sign out. */
const MFA_GROUP = new Set([
  'POST /v1/account/mfa/challenges',
  'PUT /v1/account/mfa/challenges',
  'POST /v1/account/mfa/challenge',
  'PUT /v1/account/mfa/challenge',
  'GET /v1/account/mfa/factors',
  'DELETE /v1/account/sessions/:sessionId',
]);

export function inMfaGroup(request: FastifyRequest): boolean {
  return MFA_GROUP.has(`${request.method} ${request.routeOptions.url ?? ''}`);
}

export const moreFactorsRequired = () =>
  new AppwriteError('user_more_factors_required', 'More factors are required to complete the sign in process.');
