import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { AppwriteError } from '../../infra/errors.ts';
import { rateLimit } from '../../infra/rate-limit/rate-limit-hook.ts';
import { getCaller } from '../identity/caller.ts';
import { signJwt } from '../identity/jwt.ts';
import { signingKey } from '../identity/signing-keys.ts';
import { clientInfo } from './client-info.ts';
import { requireAccount } from './guards.ts';
import { recordAccountEvent } from './logs/account-log-store.ts';
import { parseParams } from './params.ts';
import { ACCOUNT_LIMITS } from './rate-limits.ts';

const DEFAULT_DURATION_S = 900;
const MAX_DURATION_S = 3600;

const jwtParams = z.object({
  duration: z
    .number({ error: `Value must be a valid range between 0 and ${MAX_DURATION_S.toLocaleString('en-US')}` })
    .int(`Value must be a valid range between 0 and ${MAX_DURATION_S.toLocaleString('en-US')}`)
    .min(0, `Value must be a valid range between 0 and ${MAX_DURATION_S.toLocaleString('en-US')}`)
    .max(MAX_DURATION_S, `Value must be a valid range between 0 and ${MAX_DURATION_S.toLocaleString('en-US')}`)
    .optional(),
});

/**
 * POST /account/jwts (docs/appwrite-compatibility.md §3.3): a short-lived token standing for the caller's
 * session, for clients that cannot keep cookies (server-side rendering, other services). Only a
 * session may make one: a JWT cannot mint its own successors.
 */
export const jwtRoutes: FastifyPluginAsync = async (app) => {
  // POST /account/jwt is the path older SDKs use; Appwrite still aliases it.
  for (const path of ['/account/jwts', '/account/jwt']) {
    app.post(path, { preHandler: rateLimit(ACCOUNT_LIMITS.jwt) }, async (request, reply) => {
      const { user, session } = await requireAccount(request);
      if ((await getCaller(request)).viaJwt) {
        throw new AppwriteError('user_jwt_creation_denied', 'A JWT cannot create another JWT. Use a session to create one.');
      }
      const { duration = DEFAULT_DURATION_S } = parseParams(jwtParams, request.body);
      const iat = Math.floor(Date.now() / 1000);
      // Never outlives the session it stands for.
      const exp = Math.min(iat + duration, Math.floor(session.expire.getTime() / 1000));
      const jwt = signJwt(await signingKey(app.db, 'jwt'), { userId: user.id, sessionId: session.id, iat, exp });
      await recordAccountEvent(app.db, { userId: user.id, event: 'jwt.create', ...clientInfo(request) });
      return reply.code(201).send({ jwt });
    });
  }
};
