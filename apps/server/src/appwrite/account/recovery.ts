import type { ShopSettings } from '@pura/core/settings/shop-settings';
import type { Config } from '../../config/env.ts';
import type { Database } from '../../infra/db/database.ts';
import { type MailLog, enqueueMail } from '../../infra/mail/outbox.ts';
import { findUserByEmail, findUserById } from '../identity/identity-store.ts';
import { nameToGreet, recoveryMail } from './account-mails.ts';
import { newUniqueId } from './ids.ts';
import { formatDate } from './models.ts';
import { TOKEN_TTL_MS, issueToken } from './one-time-tokens.ts';
import { hashPassword } from './passwords.ts';
import { withQuery } from './redirect-urls.ts';
import { deleteSessionsOfUser } from './session-store.ts';
import { type TokenRecord, consumeToken, deleteTokensOfUser } from './token-store.ts';
import { updateUserPassword } from './user-store.ts';
import { dropSetupBeforeProof } from './unproven-setup.ts';
import { invalidToken, linkUserNotFound, markEmailProven } from './verification.ts';

/** Password recovery (decision 004 item 4): a mailed link, valid one hour, usable once. */

/**
 * Mails a reset link when the address belongs to an active account, or to a blocked one whose
 * address was never proven: that block is the registrant's, and the link lifts it
 * (unproven-setup.ts). The answer is the same token shape either way — with an empty userId,
 * since naming the account would reveal it exists.
 */
export async function requestRecovery(db: Database, email: string, url: URL, log: MailLog, shop: ShopSettings): Promise<TokenRecord> {
  const user = await findUserByEmail(db, email);
  if (!user || (!user.status && user.emailVerification) || !user.email) {
    const now = new Date();
    return {
      id: newUniqueId(),
      userId: '',
      kind: 'recovery',
      createdAt: now,
      expire: new Date(now.getTime() + TOKEN_TTL_MS.recovery),
      provider: '',
      providerUid: '',
      phrase: '',
    };
  }
  const to = user.email;
  const token = await db.transaction(async (tx) => {
    const issued = await issueToken(tx, user.id, 'recovery');
    const link = withQuery(url, { userId: user.id, secret: issued.secret, expire: formatDate(issued.token.expire) });
    await enqueueMail(tx, recoveryMail(shop, to, nameToGreet(user), link), log);
    return issued.token;
  });
  return { ...token, userId: '' };
}

/**
 * Sets the new password. Every recovery link of the user dies with it and every session ends:
 * whoever recovers an account wants anyone else out of it. Following the link also proves the
 * address, as in Appwrite.
 */
export async function completeRecovery(
  db: Database,
  config: Config,
  input: { userId: string; secret: string; password: string },
): Promise<TokenRecord> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const user = await findUserById(tx, input.userId);
    if (!user) throw linkUserNotFound();
    const token = await consumeToken(tx, user.id, 'recovery', input.secret);
    if (!token) throw invalidToken();
    // The mailbox's owner takes the account over: an unproven registrant's setup goes first.
    const claimed = await dropSetupBeforeProof(tx, user);
    await deleteTokensOfUser(tx, user.id, 'recovery');
    await updateUserPassword(tx, user.id, passwordHash);
    await markEmailProven(tx, config, claimed);
    await deleteSessionsOfUser(tx, user.id);
    return token;
  });
}
