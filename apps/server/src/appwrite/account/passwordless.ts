import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../infra/db/database.ts';
import type { MailLog } from '../../infra/mail/outbox.ts';
import { AppwriteError } from '../../infra/errors.ts';
import { type UserRecord, findUserByEmail, findUserById, findUserByPhone } from '../identity/identity-store.ts';
import { codeMail, magicUrlMail, nameToGreet } from './account-mails.ts';
import { newUniqueId } from './ids.ts';
import { formatDate } from './models.ts';
import { TOKEN_TTL_MS, issueCode, issueToken } from './one-time-tokens.ts';
import { withQuery } from './redirect-urls.ts';
import { newSecurityPhrase } from './security-phrase.ts';
import type { TokenRecord } from './token-store.ts';
import { insertBareUser, markPhoneVerified, releaseUnprovenPhone, updateUserPhone } from './user-store.ts';

/**
 * Passwordless sign-in (decision 011 items 3 and 4): a secret is mailed or texted, then traded for a
 * session (sessions.ts signInWithToken). As in Appwrite, an address or number without an account
 * gets one on first use, under the `userId` the client chose, and the answer names that ID: the
 * client needs it to trade the secret.
 */

const minutes = (ms: number) => Math.round(ms / 60_000);

function chosenId(userId: string): string {
  return userId === 'unique()' ? newUniqueId() : userId;
}

/**
 * The account a mailed secret is for, and the ID the answer names. Naming an existing account's
 * own ID told anyone which addresses have accounts (the admin's too), so an existing account is
 * answered under the ID the client chose, exactly as a new one is: the token carries it as an
 * alias, and trading the secret under it finds the account (sessions.ts). An ID that already
 * belongs to another account answers 409, as it does for a new address.
 */
async function accountForEmail(tx: Queryable, userId: string, email: string): Promise<{ user: UserRecord; answeredId: string }> {
  const existing = await findUserByEmail(tx, email);
  if (!existing) {
    const user = await insertBareUser(tx, { id: chosenId(userId), email, phone: null });
    return { user, answeredId: user.id };
  }
  return { user: existing, answeredId: await answeredIdFor(tx, existing, userId) };
}

/** The client's chosen ID for an existing account's answer; 409 when it belongs to another account, as for a new one. */
async function answeredIdFor(tx: Queryable, existing: UserRecord, userId: string): Promise<string> {
  const answeredId = chosenId(userId);
  const holder = await findUserById(tx, answeredId);
  if (holder && holder.id !== existing.id) {
    throw new AppwriteError('user_already_exists', 'A user with the same id, email, or phone already exists in this project.');
  }
  return answeredId;
}

/**
 * Phone-number pre-hijacking: anyone may set a number they do not own on their account
 * (PATCH /account/phone needs only their own password). A texted code proves the number, not
 * the account around it, so it enters only an account whose number is proven, or one that has no
 * other way in (made by an earlier code request for this number). For a number that sits
 * unproven on an account with a password or an address, the code goes to a fresh account; using
 * it moves the number there (takeProvenPhone). The registrant's account, password, sessions and
 * orders never come near the number's owner.
 */
function mayEnterWithPhoneCode(user: UserRecord): boolean {
  return user.phoneVerification || (!user.email && !user.passwordHash);
}

/**
 * The account a texted code is for, and the ID the answer names: as for a mailed code
 * (accountForEmail), an account the number may enter is answered under the ID the client chose,
 * so the answer does not tell which numbers have accounts.
 */
async function accountForPhone(tx: Queryable, userId: string, phone: string): Promise<{ user: UserRecord; answeredId: string }> {
  const holder = await findUserByPhone(tx, phone);
  if (holder && mayEnterWithPhoneCode(holder)) return { user: holder, answeredId: await answeredIdFor(tx, holder, userId) };
  const user = await insertBareUser(tx, { id: chosenId(userId), email: null, phone: holder ? null : phone });
  return { user, answeredId: user.id };
}

/**
 * Using a texted code proves `phone` for `user`: the number moves onto the account if it sat
 * unproven on another one (mayEnterWithPhoneCode), and is marked verified. False when another
 * account proved the number in the meantime: then the code proves nothing here.
 */
export async function takeProvenPhone(tx: Queryable, user: UserRecord, phone: string): Promise<boolean> {
  if (user.phone !== phone) {
    if (!(await releaseUnprovenPhone(tx, phone))) return false;
    await updateUserPhone(tx, user.id, phone);
  }
  await markPhoneVerified(tx, user.id);
  return true;
}

/** POST /account/tokens/email: a six-digit code, valid 15 minutes, mailed to the address. */
export async function requestEmailCode(
  app: FastifyInstance,
  input: { userId: string; email: string; phrase: boolean },
  log: MailLog,
): Promise<TokenRecord> {
  const shop = await app.shopSettings.current();
  const token = await app.db.transaction(async (tx) => {
    const { user, answeredId } = await accountForEmail(tx, input.userId, input.email);
    const issued = await issueCode(tx, user.id, 'email', { phrase: input.phrase ? newSecurityPhrase() : '', answeredId });
    const mail = codeMail(shop, 'email-code', input.email, {
      name: nameToGreet(user),
      code: issued.secret,
      phrase: issued.token.phrase,
      minutes: minutes(TOKEN_TTL_MS.email),
    });
    await app.mailer.queue(tx, mail, log);
    return { ...issued.token, userId: answeredId };
  });
  void app.mailer.flush();
  return token;
}

/** POST /account/tokens/magic-url: a one-hour link to `url` carrying userId and secret. */
export async function requestMagicUrl(
  app: FastifyInstance,
  input: { userId: string; email: string; url: URL; phrase: boolean },
  log: MailLog,
): Promise<TokenRecord> {
  const shop = await app.shopSettings.current();
  const token = await app.db.transaction(async (tx) => {
    const { user, answeredId } = await accountForEmail(tx, input.userId, input.email);
    const issued = await issueToken(tx, user.id, 'magic-url', { answeredId });
    const phrase = input.phrase ? newSecurityPhrase() : '';
    const link = withQuery(input.url, {
      userId: answeredId,
      secret: issued.secret,
      expire: formatDate(issued.token.expire),
      project: app.config.projectId,
    });
    await app.mailer.queue(tx, magicUrlMail(shop, input.email, nameToGreet(user), link, phrase), log);
    return { ...issued.token, userId: answeredId, phrase };
  });
  void app.mailer.flush();
  return token;
}

/** POST /account/tokens/phone: a six-digit code, valid 15 minutes, texted to the number. */
export async function requestPhoneCode(app: FastifyInstance, input: { userId: string; phone: string }, log: MailLog): Promise<TokenRecord> {
  const { shopName } = (await app.shopSettings.current()).store;
  const token = await app.db.transaction(async (tx) => {
    const { user, answeredId } = await accountForPhone(tx, input.userId, input.phone);
    const issued = await issueCode(tx, user.id, 'phone', { providerUid: input.phone, answeredId });
    const body = `Your ${shopName} sign-in code is ${issued.secret}. It expires in ${minutes(TOKEN_TTL_MS.phone)} minutes. Never share it.`;
    await app.sms.queue(tx, { to: input.phone, body, kind: 'phone-sign-in' }, log);
    return { ...issued.token, userId: answeredId };
  });
  void app.sms.flush();
  return token;
}
