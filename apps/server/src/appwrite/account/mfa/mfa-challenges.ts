import type { FastifyInstance } from 'fastify';
import { AppwriteError } from '../../../infra/errors.ts';
import type { MailLog } from '../../../infra/mail/outbox.ts';
import type { SessionRecord, UserRecord } from '../../identity/identity-store.ts';
import { hashSecret } from '../../identity/secrets.ts';
import { codeMail } from '../account-mails.ts';
import { newUniqueId } from '../ids.ts';
import { newCode } from '../one-time-tokens.ts';
import { addSessionFactor } from '../session-store.ts';
import { invalidToken } from '../verification.ts';
import {
  type ChallengeRecord,
  type MfaFactor,
  challengeCodeMatches,
  consumeRecoveryCode,
  countRecoveryCodes,
  deleteChallenge,
  findLiveChallenge,
  findTotpAuthenticator,
  hasVerifiedTotp,
  insertChallenge,
  recordChallengeFailure,
  useTotpStep,
} from './mfa-store.ts';
import { checkTotp } from './totp.ts';

/** MFA challenges (docs/appwrite-compatibility.md §4.1, §8.3): live one hour, single use, five guesses. */

const CHALLENGE_TTL_MS = 60 * 60 * 1000;
const MAX_WRONG_GUESSES = 5;

/** Refuses a factor the user cannot answer, before anything is sent. */
async function checkFactorAvailable(app: FastifyInstance, user: UserRecord, factor: MfaFactor): Promise<void> {
  if (factor === 'email' && !(user.email && user.emailVerification)) {
    throw new AppwriteError('user_email_not_verified', 'The e-mail address must be verified before it can be used as a second factor.');
  }
  if (factor === 'phone' && !(user.phone && user.phoneVerification)) {
    throw new AppwriteError('user_phone_not_verified', 'The phone number must be verified before it can be used as a second factor.');
  }
  if (factor === 'totp' && !(await hasVerifiedTotp(app.db, user.id))) {
    throw new AppwriteError('user_authenticator_not_found', 'No authenticator app is set up for this account.');
  }
  if (factor === 'recoveryCode' && (await countRecoveryCodes(app.db, user.id)) === 0) {
    throw new AppwriteError('user_recovery_codes_not_found', 'This account has no recovery codes.');
  }
}

/** Starts a challenge; for e-mail and phone the code goes out in the same transaction. */
export async function createChallenge(app: FastifyInstance, user: UserRecord, factor: MfaFactor, log: MailLog): Promise<ChallengeRecord> {
  await checkFactorAvailable(app, user, factor);
  const code = factor === 'email' || factor === 'phone' ? newCode() : null;
  const minutes = CHALLENGE_TTL_MS / 60_000;
  const shop = await app.shopSettings.current();
  const challenge = await app.db.transaction(async (tx) => {
    const created = await insertChallenge(tx, {
      id: newUniqueId(),
      userId: user.id,
      factor,
      codeHash: code === null ? null : hashSecret(code),
      expire: new Date(Date.now() + CHALLENGE_TTL_MS),
    });
    if (code !== null && factor === 'email')
      await app.mailer.queue(tx, codeMail(shop, 'mfa-code', user.email!, { name: user.name, code, phrase: '', minutes }), log);
    if (code !== null && factor === 'phone') {
      const body = `Your ${shop.store.shopName} verification code is ${code}. It expires in ${minutes} minutes. Never share it.`;
      await app.sms.queue(tx, { to: user.phone!, body, kind: 'mfa-code' }, log);
    }
    return created;
  });
  if (factor === 'email') void app.mailer.flush();
  if (factor === 'phone') void app.sms.flush();
  return challenge;
}

/**
 * Answers a challenge: the right code adds its factor to the session (which then counts as
 * signed in with two factors) and ends the challenge. A wrong one counts; the fifth ends it.
 */
export async function completeChallenge(
  app: FastifyInstance,
  user: UserRecord,
  session: SessionRecord,
  challengeId: string,
  otp: string,
): Promise<SessionRecord> {
  const challenge = await findLiveChallenge(app.db, user.id, challengeId, MAX_WRONG_GUESSES);
  if (!challenge) throw invalidToken();
  const proven = await app.db.transaction(async (tx) => {
    let answered = false;
    if (challenge.factor === 'email' || challenge.factor === 'phone') answered = challengeCodeMatches(challenge, otp);
    if (challenge.factor === 'recoveryCode') answered = await consumeRecoveryCode(tx, user.id, otp);
    if (challenge.factor === 'totp') {
      const authenticator = await findTotpAuthenticator(tx, user.id);
      const step = authenticator?.verified ? await checkTotp(authenticator.secret, otp, authenticator.lastTimeStep) : null;
      answered = step !== null && (await useTotpStep(tx, user.id, step));
    }
    if (!answered || !(await deleteChallenge(tx, challenge.id))) return null;
    return addSessionFactor(tx, session.id, challenge.factor);
  });
  if (proven) return proven;
  await recordChallengeFailure(app.db, challenge.id);
  throw invalidToken();
}
