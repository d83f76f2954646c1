import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../infra/db/database.ts';
import type { MailLog } from '../../infra/mail/outbox.ts';
import { type UserRecord, findUserByEmail, findUserByPhone } from '../identity/identity-store.ts';
import { codeMail, magicUrlMail } from './account-mails.ts';
import { newUniqueId } from './ids.ts';
import { formatDate } from './models.ts';
import { TOKEN_TTL_MS, issueCode, issueToken } from './one-time-tokens.ts';
import { withQuery } from './redirect-urls.ts';
import { newSecurityPhrase } from './security-phrase.ts';
import type { TokenRecord } from './token-store.ts';
import { insertBareUser } from './user-store.ts';

/**
 * Passwordless sign-in (issue 11 items 3 and 4): a secret is mailed or texted, then traded for a
 * session (sessions.ts signInWithToken). As in Appwrite, an address or number without an account
 * gets one on first use, under the `userId` the client chose — which is why the answer names
 * the account's ID: the client needs it to trade the secret.
 */

const minutes = (ms: number) => Math.round(ms / 60_000);

function chosenId(userId: string): string {
  return userId === 'unique()' ? newUniqueId() : userId;
}

async function accountForEmail(tx: Queryable, userId: string, email: string): Promise<UserRecord> {
  return (await findUserByEmail(tx, email)) ?? insertBareUser(tx, { id: chosenId(userId), email, phone: null });
}

async function accountForPhone(tx: Queryable, userId: string, phone: string): Promise<UserRecord> {
  return (await findUserByPhone(tx, phone)) ?? insertBareUser(tx, { id: chosenId(userId), email: null, phone });
}

/** POST /account/tokens/email: a six-digit code, valid 15 minutes, mailed to the address. */
export async function requestEmailCode(
  app: FastifyInstance,
  input: { userId: string; email: string; phrase: boolean },
  log: MailLog,
): Promise<TokenRecord> {
  const token = await app.db.transaction(async (tx) => {
    const user = await accountForEmail(tx, input.userId, input.email);
    const issued = await issueCode(tx, user.id, 'email', input.phrase ? newSecurityPhrase() : '');
    const mail = codeMail('email-code', input.email, user.name, issued.secret, issued.token.phrase, minutes(TOKEN_TTL_MS.email));
    await app.mailer.queue(tx, mail, log);
    return issued.token;
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
  const token = await app.db.transaction(async (tx) => {
    const user = await accountForEmail(tx, input.userId, input.email);
    const issued = await issueToken(tx, user.id, 'magic-url');
    const phrase = input.phrase ? newSecurityPhrase() : '';
    const link = withQuery(input.url, {
      userId: user.id,
      secret: issued.secret,
      expire: formatDate(issued.token.expire),
      project: app.config.projectId,
    });
    await app.mailer.queue(tx, magicUrlMail(input.email, user.name, link, phrase), log);
    return { ...issued.token, phrase };
  });
  void app.mailer.flush();
  return token;
}

/** POST /account/tokens/phone: a six-digit code, valid 15 minutes, texted to the number. */
export async function requestPhoneCode(app: FastifyInstance, input: { userId: string; phone: string }, log: MailLog): Promise<TokenRecord> {
  const token = await app.db.transaction(async (tx) => {
    const user = await accountForPhone(tx, input.userId, input.phone);
    const issued = await issueCode(tx, user.id, 'phone');
    const body = `Your Pura sign-in code is ${issued.secret}. It expires in ${minutes(TOKEN_TTL_MS.phone)} minutes. Never share it.`;
    await app.sms.queue(tx, { to: input.phone, body, kind: 'phone-sign-in' }, log);
    return issued.token;
  });
  void app.sms.flush();
  return token;
}
