import type { Queryable } from '../../infra/db/database.ts';
import { type UserRecord, lockUser } from '../identity/identity-store.ts';
import { deleteMfaOfUser } from './mfa/mfa-store.ts';
import { deleteIdentitiesOfUser } from './oauth/oauth-identity-store.ts';
import { deleteSessionsOfUser } from './session-store.ts';
import { deletePushTargetsOfUser } from './targets/push-target-store.ts';
import { deleteAllTokensOfUser } from './token-store.ts';
import { clearUserSignInMethods, updateUserStatus } from './user-store.ts';

/**
 * Account pre-hijacking: anyone may sign up with an address they do not own — an ADMIN_EMAILS
 * address among them — and, before its owner ever shows up, set a password and a phone number,
 * link their own Google/Apple/OIDC sign-in, turn on MFA and stay signed in. Until the address is
 * proven, all of that belongs to whoever registered, not to the address's owner.
 *
 * When the owner proves the address by signing in — a mailed code or link, a provider that
 * vouches for it, a recovery link — that earlier setup is dropped before the owner's session
 * opens: every session (and with them provider links still in flight), the password, the phone
 * number, linked provider sign-ins, MFA, push devices, outstanding tokens and a block the
 * registrant set. Otherwise it would follow the account into the owner's hands, and with an
 * ADMIN_EMAILS address into the admin label the proof grants. The account's data (name,
 * preferences, orders) stays. An address that is already proven has nothing to drop.
 *
 * Opening a mailed verification link signs nobody in, and its usual use is a signed-in registrant
 * verifying their own address, so it drops nothing — unless the proof grants the admin label
 * (an ADMIN_EMAILS address): then it drops the same setup first (verification.ts), or the
 * registrant's session would become an admin's.
 */
export async function dropSetupBeforeProof(db: Queryable, user: UserRecord): Promise<UserRecord> {
  // Held until the proof commits (every caller runs in a transaction): a password sign-in checked
  // just before cannot slip a session in after the sessions below are gone (sessions.ts).
  const current = (await lockUser(db, user.id)) ?? user;
  if (current.emailVerification) return current;
  await deleteSessionsOfUser(db, user.id);
  await deleteIdentitiesOfUser(db, user.id);
  await deleteMfaOfUser(db, user.id);
  await deleteAllTokensOfUser(db, user.id);
  await deletePushTargetsOfUser(db, user.id);
  const cleared = await clearUserSignInMethods(db, user.id);
  // Only the account's own sessions can block it (PATCH /account/status), so a block from before
  // the proof is the registrant's: left in place, it would keep the owner out of their address.
  return cleared.status ? cleared : updateUserStatus(db, user.id, true);
}
