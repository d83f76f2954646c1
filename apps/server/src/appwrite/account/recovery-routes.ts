import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { invalidArgument } from '../../infra/errors.ts';
import { rateLimit } from '../../infra/rate-limit/rate-limit-hook.ts';
import { withTimingFloor } from './answer-timing.ts';
import { requireAccount } from './guards.ts';
import { toTokenModel } from './models.ts';
import { emailParam, idParam, parseParams, passwordParam, secretParam, urlParam } from './params.ts';
import { ACCOUNT_LIMITS } from './rate-limits.ts';
import { completeRecovery, requestRecovery } from './recovery.ts';
import { allowedRedirectHosts, checkRedirectUrl } from './redirect-urls.ts';
import { completeVerification, requestVerification } from './verification.ts';

const recoveryParams = z.object({ email: emailParam, url: urlParam });
const recoveryUpdateParams = z.object({ userId: idParam, secret: secretParam, password: passwordParam });
const verificationParams = z.object({ url: urlParam });
const verificationUpdateParams = z.object({ userId: idParam, secret: secretParam });

/** The `url` a mailed link starts with, which must point back at this shop. */
function linkBase(request: FastifyRequest, raw: string): URL {
  const url = checkRedirectUrl(request, raw);
  if (!url) throw invalidArgument('url', `URL host must be one of: ${allowedRedirectHosts(request).join(', ')}`);
  return url;
}

/** Mailed links: password recovery and e-mail verification (decision 004 items 3 and 4). */
export const recoveryRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/account/recovery',
    { preHandler: rateLimit(ACCOUNT_LIMITS.recoveryByEmail, ACCOUNT_LIMITS.recoveryByIp) },
    async (request, reply) => {
      const { email, url } = parseParams(recoveryParams, request.body);
      const token = await withTimingFloor(async () =>
        requestRecovery(app.db, email, linkBase(request, url), request.log, await app.shopSettings.current()),
      );
      return reply.code(201).send(toTokenModel(token));
    },
  );

  app.put('/account/recovery', { preHandler: rateLimit(ACCOUNT_LIMITS.recoveryUpdate) }, async (request) => {
    const params = parseParams(recoveryUpdateParams, request.body);
    return toTokenModel(await completeRecovery(app.db, app.config, params));
  });

  // The SDK 27 path is /account/verifications/email; older SDKs and docs/product.md §7 use /account/verification.
  for (const path of ['/account/verifications/email', '/account/verification']) {
    app.post(path, { preHandler: rateLimit(ACCOUNT_LIMITS.verificationCreate) }, async (request, reply) => {
      const { user } = await requireAccount(request);
      const { url } = parseParams(verificationParams, request.body);
      const token = await requestVerification(app.db, user, linkBase(request, url), request.log, await app.shopSettings.current());
      return reply.code(201).send(toTokenModel(token));
    });

    app.put(path, { preHandler: rateLimit(ACCOUNT_LIMITS.verificationUpdate) }, async (request) => {
      const { userId, secret } = parseParams(verificationUpdateParams, request.body);
      return toTokenModel(await completeVerification(app.db, app.config, userId, secret));
    });
  }
};
