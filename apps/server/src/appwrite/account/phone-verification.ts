import type { FastifyInstance } from 'fastify';
import type { Database } from '../../infra/db/database.ts';
import { AppwriteError } from '../../infra/errors.ts';
import type { MailLog } from '../../infra/mail/outbox.ts';
import { type UserRecord, findUserById } from '../identity/identity-store.ts';
import { TOKEN_TTL_MS, issueCode } from './one-time-tokens.ts';
import { type TokenRecord, consumeToken, recordWrongSecret } from './token-store.ts';
import { markPhoneVerified } from './user-store.ts';
import { invalidToken, linkUserNotFound } from './verification.ts';

/** Phone verification (decision 011 item 4): a texted six-digit code proves the number. */

export async function requestPhoneVerification(app: FastifyInstance, user: UserRecord, log: MailLog): Promise<TokenRecord> {
  if (!user.phone)
    throw new AppwriteError('general_bad_request', 'This account has no phone number to verify. Add one with PATCH /account/phone first.');
  if (user.phoneVerification) throw new AppwriteError('user_phone_already_verified', 'The phone number is already verified.');
  const phone = user.phone;
  const { shopName } = (await app.shopSettings.current()).store;
  const token = await app.db.transaction(async (tx) => {
    const issued = await issueCode(tx, user.id, 'phone-verification');
    const minutes = Math.round(TOKEN_TTL_MS['phone-verification'] / 60_000);
    const body = `Your ${shopName} verification code is ${issued.secret}. It expires in ${minutes} minutes. Never share it.`;
    await app.sms.queue(tx, { to: phone, body, kind: 'phone-verification' }, log);
    return issued.token;
  });
  void app.sms.flush();
  return token;
}

/** Works without a session, like e-mail verification; a wrong code counts against the live ones. */
export async function completePhoneVerification(db: Database, userId: string, secret: string): Promise<TokenRecord> {
  const user = await findUserById(db, userId);
  if (!user) throw linkUserNotFound();
  const token = await db.transaction(async (tx) => {
    const consumed = await consumeToken(tx, user.id, 'phone-verification', secret);
    if (consumed) await markPhoneVerified(tx, user.id);
    return consumed;
  });
  if (token) return token;
  await recordWrongSecret(db, user.id, ['phone-verification']);
  throw invalidToken();
}
