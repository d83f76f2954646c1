import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppwriteError } from '../../../infra/errors.ts';
import { rateLimit } from '../../../infra/rate-limit/rate-limit-hook.ts';
import type { SessionRecord } from '../../identity/identity-store.ts';
import { clientInfo } from '../client-info.ts';
import { requireAccount } from '../guards.ts';
import { type AccountEvent, recordAccountEvent } from '../logs/account-log-store.ts';
import { formatDate, toSessionModel, toUserModel } from '../models.ts';
import { idParam, parseParams } from '../params.ts';
import { ACCOUNT_LIMITS } from '../rate-limits.ts';
import { addSessionFactor } from '../session-store.ts';
import { updateUserMfa } from '../user-store.ts';
import { invalidToken } from '../verification.ts';
import { completeChallenge, createChallenge } from './mfa-challenges.ts';
import {
  type MfaFactor,
  countRecoveryCodes,
  deleteTotpAuthenticator,
  findTotpAuthenticator,
  hasVerifiedTotp,
  replaceRecoveryCodes,
  saveUnverifiedTotp,
  useTotpStep,
} from './mfa-store.ts';
import { newRecoveryCodes } from './recovery-codes.ts';
import { checkTotp, newTotpSecret, totpUri } from './totp.ts';

const mfaParams = z.object({ mfa: z.boolean({ error: 'Value must be a valid boolean' }) });
const typeParams = z.object({ type: z.enum(['totp'], { error: 'Value must be one of (totp)' }) });
const otpParam = z
  .string({ error: 'Value must be a valid string and at least 1 chars and no longer than 256 chars' })
  .min(1, 'Value must be a valid string and at least 1 chars and no longer than 256 chars')
  .max(256, 'Value must be a valid string and at least 1 chars and no longer than 256 chars');
const otpParams = z.object({ otp: otpParam });
// The SDK sends `recoverycode`; Appwrite compares case-insensitively with `recoveryCode`.
const factorParams = z.object({
  factor: z
    .string({ error: 'Value must be one of (email, phone, totp, recoverycode)' })
    .transform((factor) => factor.toLowerCase())
    .pipe(z.enum(['email', 'phone', 'totp', 'recoverycode'], { error: 'Value must be one of (email, phone, totp, recoverycode)' }))
    .transform((factor): MfaFactor => (factor === 'recoverycode' ? 'recoveryCode' : factor)),
});
const challengeAnswerParams = z.object({ challengeId: idParam, otp: otpParam });

const authenticatorNotFound = () => new AppwriteError('user_authenticator_not_found', 'No authenticator app is set up for this account.');
const recoveryCodesNotFound = () => new AppwriteError('user_recovery_codes_not_found', 'This account has no recovery codes.');

/** How long a proven factor counts as recent for a factor change; Appwrite's MFA_RECENT_DURATION. */
const RECENT_FACTOR_MS = 30 * 60 * 1000;

/**
 * Changes to the factors themselves (removing the authenticator, showing or replacing the
 * recovery codes) need a factor proven in this session within the last 30 minutes, as Appwrite's
 * `mfaProtected` routes do: a stolen password alone cannot undo MFA, and neither can a session
 * left open since its last challenge. Confirming a new authenticator counts, as its code was
 * just proven.
 */
function requireRecentChallenge(session: SessionRecord): void {
  const provenAtMs = session.mfaUpdatedAt?.getTime() ?? 0;
  if (new Set(session.factors).size < 2 || Date.now() - provenAtMs > RECENT_FACTOR_MS) {
    throw new AppwriteError('user_challenge_required', 'Verify a second factor first (POST /account/mfa/challenges), then try again.');
  }
}

/** Multi-factor authentication (decision 011 item 5, docs/appwrite-compatibility.md §4.1 and §8.3). */
export const mfaRoutes: FastifyPluginAsync = async (app) => {
  const log = (request: FastifyRequest, userId: string, event: AccountEvent) =>
    recordAccountEvent(app.db, { userId, event, ...clientInfo(request) });

  app.patch('/account/mfa', async (request) => {
    const { user } = await requireAccount(request);
    const { mfa } = parseParams(mfaParams, request.body);
    const updated = await updateUserMfa(app.db, user.id, mfa);
    await log(request, user.id, 'user.update.mfa');
    return toUserModel(updated);
  });

  app.post('/account/mfa/authenticators/:type', async (request) => {
    const { user } = await requireAccount(request);
    parseParams(typeParams, request.params);
    if (await hasVerifiedTotp(app.db, user.id)) {
      throw new AppwriteError(
        'user_authenticator_already_verified',
        'An authenticator app is already set up. Remove it before adding another.',
      );
    }
    const secret = await newTotpSecret();
    await saveUnverifiedTotp(app.db, user.id, secret);
    await log(request, user.id, 'mfa.authenticator.create');
    return { secret, uri: await totpUri(secret, user.email || user.phone || user.id, (await app.shopSettings.current()).store.shopName) };
  });

  app.put('/account/mfa/authenticators/:type', { preHandler: rateLimit(ACCOUNT_LIMITS.mfaAuthenticatorUpdate) }, async (request) => {
    const { user, session } = await requireAccount(request);
    parseParams(typeParams, request.params);
    const { otp } = parseParams(otpParams, request.body);
    const authenticator = await findTotpAuthenticator(app.db, user.id);
    if (!authenticator) throw authenticatorNotFound();
    if (authenticator.verified)
      throw new AppwriteError('user_authenticator_already_verified', 'The authenticator app is already verified.');
    const step = await checkTotp(authenticator.secret, otp, authenticator.lastTimeStep);
    if (step === null || !(await useTotpStep(app.db, user.id, step))) throw invalidToken();
    // The code just proved the authenticator, so this session has proven it too.
    await addSessionFactor(app.db, session.id, 'totp');
    await log(request, user.id, 'mfa.authenticator.verify');
    return toUserModel(user);
  });

  app.delete('/account/mfa/authenticators/:type', async (request, reply) => {
    const { user, session } = await requireAccount(request);
    parseParams(typeParams, request.params);
    const authenticator = await findTotpAuthenticator(app.db, user.id);
    if (!authenticator) throw authenticatorNotFound();
    if (authenticator.verified) requireRecentChallenge(session);
    await deleteTotpAuthenticator(app.db, user.id);
    await log(request, user.id, 'mfa.authenticator.delete');
    return reply.code(204).send();
  });

  // The SDK 27 path is /account/mfa/challenges; docs/product.md §7 uses /account/mfa/challenge.
  for (const path of ['/account/mfa/challenges', '/account/mfa/challenge']) {
    app.post(path, { preHandler: rateLimit(ACCOUNT_LIMITS.mfaChallengeCreate) }, async (request, reply) => {
      const { user } = await requireAccount(request);
      const { factor } = parseParams(factorParams, request.body);
      const challenge = await createChallenge(app, user, factor, request.log);
      return reply.code(201).send({
        $id: challenge.id,
        $createdAt: formatDate(challenge.createdAt),
        userId: challenge.userId,
        expire: formatDate(challenge.expire),
      });
    });

    app.put(path, { preHandler: rateLimit(ACCOUNT_LIMITS.mfaChallengeUpdate) }, async (request) => {
      const { user, session } = await requireAccount(request);
      const { challengeId, otp } = parseParams(challengeAnswerParams, request.body);
      const proven = await completeChallenge(app, user, session, challengeId, otp);
      await log(request, user.id, 'mfa.challenge.verify');
      return toSessionModel(proven, session.id);
    });
  }

  app.get('/account/mfa/factors', async (request) => {
    const { user } = await requireAccount(request);
    return {
      totp: await hasVerifiedTotp(app.db, user.id),
      phone: user.phoneVerification,
      email: user.emailVerification,
      recoveryCode: (await countRecoveryCodes(app.db, user.id)) > 0,
      custom: false,
    };
  });

  /**
   * Recovery codes are stored only as hashes, so they are shown once, by POST or PATCH. GET
   * answers whether codes exist (404 when none) but never lists them again.
   */
  app.get('/account/mfa/recovery-codes', async (request) => {
    const { user, session } = await requireAccount(request);
    requireRecentChallenge(session);
    if ((await countRecoveryCodes(app.db, user.id)) === 0) throw recoveryCodesNotFound();
    return { recoveryCodes: [] };
  });

  app.post('/account/mfa/recovery-codes', async (request, reply) => {
    const { user } = await requireAccount(request);
    const codes = newRecoveryCodes();
    await app.db.transaction(async (tx) => {
      if ((await countRecoveryCodes(tx, user.id)) > 0) {
        throw new AppwriteError('user_recovery_codes_already_exists', 'Recovery codes already exist. Regenerate them with PATCH instead.');
      }
      await replaceRecoveryCodes(tx, user.id, codes);
    });
    await log(request, user.id, 'mfa.recovery-codes.create');
    return reply.code(201).send({ recoveryCodes: codes });
  });

  app.patch('/account/mfa/recovery-codes', async (request) => {
    const { user, session } = await requireAccount(request);
    requireRecentChallenge(session);
    if ((await countRecoveryCodes(app.db, user.id)) === 0) throw recoveryCodesNotFound();
    const codes = newRecoveryCodes();
    await app.db.transaction((tx) => replaceRecoveryCodes(tx, user.id, codes));
    await log(request, user.id, 'mfa.recovery-codes.update');
    return { recoveryCodes: codes };
  });
};
