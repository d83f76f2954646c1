import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { AppwriteError } from '../../infra/errors.ts';
import { failureCeiling } from '../../infra/rate-limit/failure-ceiling.ts';
import { rateLimit, resetRateLimit } from '../../infra/rate-limit/rate-limit-hook.ts';
import { findLiveSessions } from '../identity/identity-store.ts';
import { clientInfo } from './client-info.ts';
import { requireAccount, rejectSignedIn } from './guards.ts';
import { recordAccountEvent } from './logs/account-log-store.ts';
import { toSessionModel } from './models.ts';
import { emailParam, idParam, parseParams, passwordParam, secretParam } from './params.ts';
import { ACCOUNT_LIMITS, EMAIL_SESSION_FAILURES } from './rate-limits.ts';
import { clearSessionCookies, setSessionCookies } from './session-cookies.ts';
import { deleteSessionOfUser, deleteSessionsOfUser, extendSession, findSessionOfUser } from './session-store.ts';
import { signInWithPassword, signInWithToken } from './sessions.ts';

const emailSessionParams = z.object({ email: emailParam, password: passwordParam });
const tokenSessionParams = z.object({ userId: idParam, secret: secretParam });
const sessionIdParams = z.object({
  sessionId: z.string().refine((id) => id === 'current' || /^[a-zA-Z0-9._-]{1,36}$/.test(id), 'Invalid session ID.'),
});

const sessionNotFound = () => new AppwriteError('user_session_not_found', 'The current user session could not be found.');

/** Sessions: sign-in, list, get/refresh/delete one, sign out everywhere (docs/appwrite-compatibility.md §4.1). */
export const sessionRoutes: FastifyPluginAsync = async (app) => {
  const emailSessionLimits = rateLimit(ACCOUNT_LIMITS.emailSessionByEmailAndNetwork, ACCOUNT_LIMITS.emailSessionByNetwork);
  const emailSessionFailures = failureCeiling(EMAIL_SESSION_FAILURES);
  // POST /account/sessions is the path older SDKs (before 1.5) use; Appwrite still aliases it.
  for (const path of ['/account/sessions/email', '/account/sessions']) {
    app.post(path, { preHandler: [emailSessionLimits, emailSessionFailures.check] }, async (request, reply) => {
      await rejectSignedIn(request);
      const { email, password } = parseParams(emailSessionParams, request.body);
      const recordFailure = () => emailSessionFailures.recordFailure(request);
      const { session, credentials } = await signInWithPassword(
        app.db,
        app.config,
        { email, password, ...clientInfo(request) },
        recordFailure,
      );
      // Only failures count towards this address from this network (testAccountAbuseReset); the
      // network's limit across addresses keeps counting, so a success cannot unlock spraying.
      await resetRateLimit(request, ACCOUNT_LIMITS.emailSessionByEmailAndNetwork);
      setSessionCookies(request, reply, credentials, session.expire);
      return reply.code(201).send(toSessionModel(session, session.id));
    });
  }

  app.post('/account/sessions/token', { preHandler: rateLimit(ACCOUNT_LIMITS.tokenSession) }, async (request, reply) => {
    await rejectSignedIn(request);
    const { userId, secret } = parseParams(tokenSessionParams, request.body);
    const { session, credentials } = await signInWithToken(app.db, app.config, { userId, secret, ...clientInfo(request) });
    setSessionCookies(request, reply, credentials, session.expire);
    return reply.code(201).send(toSessionModel(session, session.id));
  });

  app.get('/account/sessions', async (request) => {
    const { user, session: current } = await requireAccount(request);
    const sessions = await findLiveSessions(app.db, user.id);
    return { total: sessions.length, sessions: sessions.reverse().map((s) => toSessionModel(s, current.id)) };
  });

  app.delete('/account/sessions', { preHandler: rateLimit(ACCOUNT_LIMITS.sessionDelete) }, async (request, reply) => {
    const { user } = await requireAccount(request);
    await deleteSessionsOfUser(app.db, user.id);
    await recordAccountEvent(app.db, { userId: user.id, event: 'sessions.delete', ...clientInfo(request) });
    clearSessionCookies(request, reply);
    return reply.code(204).send();
  });

  app.get('/account/sessions/:sessionId', async (request) => {
    const { user, session: current } = await requireAccount(request);
    const { sessionId } = parseParams(sessionIdParams, request.params);
    const session = sessionId === 'current' ? current : await findSessionOfUser(app.db, user.id, sessionId);
    if (!session) throw sessionNotFound();
    return toSessionModel(session, current.id);
  });

  // Appwrite refreshes OAuth provider tokens here; this server keeps none, so it extends the session.
  app.patch('/account/sessions/:sessionId', { preHandler: rateLimit(ACCOUNT_LIMITS.sessionUpdate) }, async (request) => {
    const { user, session: current } = await requireAccount(request);
    const { sessionId } = parseParams(sessionIdParams, request.params);
    const id = sessionId === 'current' ? current.id : sessionId;
    const existing = await findSessionOfUser(app.db, user.id, id);
    if (!existing) throw sessionNotFound();
    const session = await extendSession(app.db, existing.id, new Date(Date.now() + app.config.sessionTtlMs));
    if (!session) throw sessionNotFound();
    await recordAccountEvent(app.db, { userId: user.id, event: 'session.update', ...clientInfo(request) });
    // The browser's cookie should live as long as the session it now carries.
    if (session.id === current.id) request.renewedSessionExpire = session.expire;
    return toSessionModel(session, current.id);
  });

  app.delete('/account/sessions/:sessionId', { preHandler: rateLimit(ACCOUNT_LIMITS.sessionDelete) }, async (request, reply) => {
    const { user, session: current } = await requireAccount(request);
    const { sessionId } = parseParams(sessionIdParams, request.params);
    const id = sessionId === 'current' ? current.id : sessionId;
    if (!(await deleteSessionOfUser(app.db, user.id, id))) throw sessionNotFound();
    await recordAccountEvent(app.db, { userId: user.id, event: 'session.delete', ...clientInfo(request) });
    if (id === current.id) clearSessionCookies(request, reply);
    return reply.code(204).send();
  });
};
