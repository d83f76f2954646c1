import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { invalidArgument } from '../../infra/errors.ts';
import { rateLimit } from '../../infra/rate-limit/rate-limit-hook.ts';
import { withTimingFloor } from './answer-timing.ts';
import { clientInfo } from './client-info.ts';
import { rejectSignedIn } from './guards.ts';
import { toSessionModel, toTokenModel } from './models.ts';
import { emailParam, idParam, newIdParam, parseParams, phoneParam, secretParam, urlParam } from './params.ts';
import { requestEmailCode, requestMagicUrl, requestPhoneCode } from './passwordless.ts';
import { ACCOUNT_LIMITS } from './rate-limits.ts';
import { allowedRedirectHosts, checkRedirectUrl } from './redirect-urls.ts';
import { setSessionCookies } from './session-cookies.ts';
import { type OpenedSession, type SessionTokenKind, signInAnonymously, signInWithToken } from './sessions.ts';

const phraseParam = z.boolean({ error: 'Value must be a valid boolean' }).optional();
const emailTokenParams = z.object({ userId: newIdParam, email: emailParam, phrase: phraseParam });
const magicUrlTokenParams = z.object({ userId: newIdParam, email: emailParam, url: urlParam.optional(), phrase: phraseParam });
const phoneTokenParams = z.object({ userId: newIdParam, phone: phoneParam });
const tokenSessionParams = z.object({ userId: idParam, secret: secretParam });

/** Where a magic link leads: the given URL on an allowed host, or the shop's sign-in page. */
function magicLinkBase(request: FastifyRequest, raw: string | undefined): URL {
  if (raw === undefined || raw === '') return new URL('/login', request.server.config.publicUrl);
  const url = checkRedirectUrl(request, raw);
  if (!url) throw invalidArgument('url', `URL host must be one of: ${allowedRedirectHosts(request).join(', ')}`);
  return url;
}

/**
 * Passwordless sign-in (decision 011 items 1, 3 and 4): anonymous sessions, magic links, e-mailed
 * and texted codes. POST /account/sessions/token (session-routes.ts) trades every kind of
 * secret; the deprecated PUT routes here trade their own kind only.
 */
export const passwordlessRoutes: FastifyPluginAsync = async (app) => {
  const answerSession = (request: FastifyRequest, reply: FastifyReply, { session, credentials }: OpenedSession) => {
    setSessionCookies(request, reply, credentials, session.expire);
    return reply.code(201).send(toSessionModel(session, session.id));
  };

  app.post('/account/sessions/anonymous', { preHandler: rateLimit(ACCOUNT_LIMITS.anonymousSession) }, async (request, reply) => {
    await rejectSignedIn(request);
    return answerSession(request, reply, await signInAnonymously(app.db, app.config, clientInfo(request)));
  });

  const tokenSession = (kind: SessionTokenKind) => async (request: FastifyRequest, reply: FastifyReply) => {
    await rejectSignedIn(request);
    const { userId, secret } = parseParams(tokenSessionParams, request.body);
    return answerSession(
      request,
      reply,
      await signInWithToken(app.db, app.config, { userId, secret, kinds: [kind], ...clientInfo(request) }),
    );
  };
  app.put('/account/sessions/magic-url', { preHandler: rateLimit(ACCOUNT_LIMITS.magicUrlSession) }, tokenSession('magic-url'));
  app.put('/account/sessions/phone', { preHandler: rateLimit(ACCOUNT_LIMITS.phoneSession) }, tokenSession('phone'));

  app.post(
    '/account/tokens/email',
    { preHandler: rateLimit(ACCOUNT_LIMITS.emailTokenByEmail, ACCOUNT_LIMITS.emailTokenByIp) },
    async (request, reply) => {
      const { userId, email, phrase } = parseParams(emailTokenParams, request.body);
      const token = await withTimingFloor(() => requestEmailCode(app, { userId, email, phrase: phrase ?? false }, request.log));
      return reply.code(201).send(toTokenModel(token));
    },
  );

  // POST /account/sessions/magic-url and /account/sessions/phone are the token paths of older
  // SDKs (before 1.5); Appwrite still aliases them.
  for (const path of ['/account/tokens/magic-url', '/account/sessions/magic-url']) {
    app.post(
      path,
      { preHandler: rateLimit(ACCOUNT_LIMITS.magicUrlTokenByEmail, ACCOUNT_LIMITS.magicUrlTokenByIp) },
      async (request, reply) => {
        const { userId, email, url, phrase } = parseParams(magicUrlTokenParams, request.body);
        const token = await withTimingFloor(() =>
          requestMagicUrl(app, { userId, email, url: magicLinkBase(request, url), phrase: phrase ?? false }, request.log),
        );
        return reply.code(201).send(toTokenModel(token));
      },
    );
  }

  for (const path of ['/account/tokens/phone', '/account/sessions/phone']) {
    app.post(path, { preHandler: rateLimit(ACCOUNT_LIMITS.phoneTokenByPhone, ACCOUNT_LIMITS.phoneTokenByIp) }, async (request, reply) => {
      const { userId, phone } = parseParams(phoneTokenParams, request.body);
      const token = await withTimingFloor(() => requestPhoneCode(app, { userId, phone }, request.log));
      return reply.code(201).send(toTokenModel(token));
    });
  }
};
