import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { rateLimit } from '../../infra/rate-limit/rate-limit-hook.ts';
import { clientInfo } from './client-info.ts';
import { requireAccount } from './guards.ts';
import { recordAccountEvent } from './logs/account-log-store.ts';
import { toTokenModel } from './models.ts';
import { idParam, parseParams, secretParam } from './params.ts';
import { completePhoneVerification, requestPhoneVerification } from './phone-verification.ts';
import { ACCOUNT_LIMITS } from './rate-limits.ts';

const updateParams = z.object({ userId: idParam, secret: secretParam });

/** Phone verification by texted code (decision 011 item 4). */
export const phoneVerificationRoutes: FastifyPluginAsync = async (app) => {
  // The SDK 27 path is /account/verifications/phone; docs/product.md §7 uses /account/verification/phone.
  for (const path of ['/account/verifications/phone', '/account/verification/phone']) {
    app.post(
      path,
      { preHandler: rateLimit(ACCOUNT_LIMITS.phoneVerificationCreate, ACCOUNT_LIMITS.phoneVerificationCreateByIp) },
      async (request, reply) => {
        const { user } = await requireAccount(request);
        const token = await requestPhoneVerification(app, user, request.log);
        return reply.code(201).send(toTokenModel(token));
      },
    );

    app.put(path, { preHandler: rateLimit(ACCOUNT_LIMITS.phoneVerificationUpdate) }, async (request) => {
      const { userId, secret } = parseParams(updateParams, request.body);
      const token = await completePhoneVerification(app.db, userId, secret);
      await recordAccountEvent(app.db, { userId: token.userId, event: 'user.verify.phone', ...clientInfo(request) });
      return toTokenModel(token);
    });
  }
};
