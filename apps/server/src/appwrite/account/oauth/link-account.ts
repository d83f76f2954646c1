import type { Config } from '../../../config/env.ts';
import type { Database } from '../../../infra/db/database.ts';
import { AppwriteError } from '../../../infra/errors.ts';
import { type UserRecord, findUserByEmail, findUserById } from '../../identity/identity-store.ts';
import { newUniqueId } from '../ids.ts';
import { findSessionOfUser } from '../session-store.ts';
import { createAccount } from '../sign-up.ts';
import { dropSetupBeforeProof } from '../unproven-setup.ts';
import { markEmailProven } from '../verification.ts';
import type { ProviderProfile } from './oauth-client.ts';
import { findIdentity, insertIdentity, touchIdentity } from './oauth-identity-store.ts';

/**
 * Which account a provider sign-in belongs to, in this order:
 * 1. a signed-in user who started the flow links the identity to their own account — while the
 *    session that started it is still live, so a flow begun before signing out (or before the
 *    address's owner took the account over) links nothing;
 * 2. a known identity signs in as its user;
 * 3. an account with the same address gets the identity linked — only when the provider vouches
 *    for the address, or anyone could take over an account by creating a provider account
 *    with someone else's e-mail;
 * 4. otherwise a new account (no password) is created with the identity.
 */
export async function accountForProfile(
  db: Database,
  config: Config,
  provider: string,
  profile: ProviderProfile,
  linkTo: { userId: string; sessionId: string } | null,
): Promise<UserRecord> {
  const identity = await findIdentity(db, provider, profile.uid);
  const providerEmail = profile.email ?? '';

  if (linkTo) {
    const user = await findUserById(db, linkTo.userId);
    if (!user) throw new AppwriteError('user_not_found', 'The account to link this sign-in to no longer exists.');
    if (!(await findSessionOfUser(db, user.id, linkTo.sessionId))) {
      throw new AppwriteError('user_unauthorized', 'You were signed out before this sign-in finished. Please sign in and link it again.');
    }
    if (identity && identity.userId !== user.id) {
      throw new AppwriteError('user_already_exists', `This ${provider} account is already linked to another user.`);
    }
    if (!identity) await insertIdentity(db, { id: newUniqueId(), userId: user.id, provider, providerUid: profile.uid, providerEmail });
    return user;
  }

  if (identity) {
    await touchIdentity(db, identity.id, providerEmail);
    const user = await findUserById(db, identity.userId);
    if (!user) throw new AppwriteError('user_not_found', 'The account of this sign-in no longer exists.');
    return user;
  }

  if (!profile.email) {
    throw new AppwriteError('user_oauth2_bad_request', `${provider} did not share an e-mail address, which an account needs.`);
  }
  const email = profile.email;
  const existing = await findUserByEmail(db, email);
  if (existing) {
    if (!profile.emailVerified) {
      throw new AppwriteError(
        'user_already_exists',
        'An account with this e-mail address already exists. Sign in with your password first.',
      );
    }
    // The provider just proved the address for this account: what an unproven registrant set up
    // on it goes (unproven-setup.ts) before the identity is linked.
    return db.transaction(async (tx) => {
      const claimed = await dropSetupBeforeProof(tx, existing);
      await insertIdentity(tx, { id: newUniqueId(), userId: existing.id, provider, providerUid: profile.uid, providerEmail });
      return markEmailProven(tx, config, claimed);
    });
  }

  return db.transaction(async (tx) => {
    const user = await createAccount(tx, config, {
      userId: 'unique()',
      email,
      password: null,
      name: profile.name,
      emailVerification: profile.emailVerified,
    });
    await insertIdentity(tx, { id: newUniqueId(), userId: user.id, provider, providerUid: profile.uid, providerEmail });
    return user;
  });
}
