import type { FastifyInstance } from 'fastify';
import { legacySessionCookieName, sessionCookieName } from '../identity/session-cookie.ts';
import { refreshSessionCookies } from './session-cookies.ts';

/**
 * Sessions are extended on use (identity-store.ts recordSessionUse). When that happens on any
 * route and the browser presented the cookie, the cookie is re-sent with the new expiry, so the
 * browser keeps it as long as the server keeps the session. Must be installed on the root
 * instance: the extension can happen in any module's route.
 */
export function installSessionRenewal(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every answer and almost always passes it on as is.
  app.addHook('onSend', (request, reply, payload, done) => {
    const expires = request.renewedSessionExpire;
    if (!expires || request.sessionCookiesWritten || reply.statusCode >= 400) return done(null, payload);
    try {
      const cookies = request.cookies ?? {};
      const value = cookies[sessionCookieName(app.config.projectId)] ?? cookies[legacySessionCookieName(app.config.projectId)];
      if (value) refreshSessionCookies(request, reply, value, expires);
    } catch (error) {
      return done(error as Error);
    }
    done(null, payload);
  });
}
