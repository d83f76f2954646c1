import type { ShopSettings } from '@pura/core/settings/shop-settings';
import type { Config } from '../../config/env.ts';
import type { Database, Queryable } from '../../infra/db/database.ts';
import { AppwriteError } from '../../infra/errors.ts';
import { type MailLog, enqueueMail } from '../../infra/mail/outbox.ts';
import { type UserRecord, findUserById } from '../identity/identity-store.ts';
import { ADMIN_LABEL } from '../identity/roles.ts';
import { nameToGreet, verificationMail } from './account-mails.ts';
import { isAdminEmail } from './admin-policy.ts';
import { formatDate } from './models.ts';
import { issueToken } from './one-time-tokens.ts';
import { withQuery } from './redirect-urls.ts';
import { type TokenRecord, consumeToken } from './token-store.ts';
import { dropSetupBeforeProof } from './unproven-setup.ts';
import { addUserLabel, markEmailVerified } from './user-store.ts';

/** E-mail verification (decision 004 item 3): a mailed one-hour link proves the address. */

export const invalidToken = () => new AppwriteError('user_invalid_token', 'Invalid token passed in the request.');

/**
 * A mailed or texted link names an account that does not exist (deleted since, or mistyped): 404
 * user_not_found, as Appwrite answers. User ids are random, so this tells nothing about addresses.
 */
export const linkUserNotFound = () => new AppwriteError('user_not_found', 'User with the requested ID could not be found.');

/** Whether proving this account's address gives it the admin label it does not carry yet. */
function proofGrantsAdmin(config: Config, user: UserRecord): boolean {
  return isAdminEmail(config, user.email) && !user.labels.includes(ADMIN_LABEL);
}

/**
 * What follows from a proven address: the account is verified (users/verified roles) and, for an
 * ADMIN_EMAILS address, gains the admin label (see admin-policy.ts). It drops nothing itself:
 * callers that hand the account to the mailbox's owner call dropSetupBeforeProof first.
 */
export async function markEmailProven(db: Queryable, config: Config, user: UserRecord): Promise<UserRecord> {
  let proven = user.emailVerification ? user : await markEmailVerified(db, user.id);
  if (proofGrantsAdmin(config, proven)) {
    proven = await addUserLabel(db, user.id, ADMIN_LABEL);
  }
  return proven;
}

export async function requestVerification(
  db: Database,
  user: UserRecord,
  url: URL,
  log: MailLog,
  shop: ShopSettings,
): Promise<TokenRecord> {
  if (user.emailVerification) throw new AppwriteError('user_email_already_verified', 'The e-mail address is already verified.');
  if (!user.email) throw new AppwriteError('user_email_not_found', 'This account has no e-mail address to verify.');
  const email = user.email;
  return db.transaction(async (tx) => {
    const { token, secret } = await issueToken(tx, user.id, 'verification');
    const link = withQuery(url, { userId: user.id, secret, expire: formatDate(token.expire) });
    await enqueueMail(tx, verificationMail(shop, email, nameToGreet(user), link), log);
    return token;
  });
}

/**
 * Works without a session: the link may be opened in another browser than the one signed in.
 *
 * Usually a signed-in registrant verifies their own address and keeps their session. But when the
 * proof makes an unverified ADMIN_EMAILS address admin, the link's opener is the mailbox's owner,
 * not necessarily whoever registered the address and asked for the mail: what the registrant set
 * up (sessions, password, phone, linked sign-ins, MFA, tokens) goes first, as when the owner signs
 * in (unproven-setup.ts). The owner then signs in with a mailed code or link, or sets a password
 * through recovery.
 */
export async function completeVerification(db: Database, config: Config, userId: string, secret: string): Promise<TokenRecord> {
  return db.transaction(async (tx) => {
    const user = await findUserById(tx, userId);
    if (!user) throw linkUserNotFound();
    const token = await consumeToken(tx, user.id, 'verification', secret);
    if (!token) throw invalidToken();
    const claimed = proofGrantsAdmin(config, user) ? await dropSetupBeforeProof(tx, user) : user;
    await markEmailProven(tx, config, claimed);
    return token;
  });
}
