import type { FastifyPluginAsync } from 'fastify';
import { AppwriteError } from '../../infra/errors.ts';

/**
 * Account methods the SDK has but this shop does not offer (anonymous, magic-URL, phone and OTP
 * sign-in, JWTs, MFA, push targets, logs). They answer 501 user_auth_method_unsupported — a
 * clear "not here" instead of a 404 that reads like a typo in the path.
 */
const UNSUPPORTED: Array<[method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string]> = [
  ['POST', '/account/sessions/anonymous'],
  ['PUT', '/account/sessions/magic-url'],
  ['PUT', '/account/sessions/phone'],
  ['POST', '/account/tokens/email'],
  ['POST', '/account/tokens/magic-url'],
  ['POST', '/account/tokens/phone'],
  ['POST', '/account/jwts'],
  ['GET', '/account/logs'],
  ['PATCH', '/account/mfa'],
  ['POST', '/account/mfa/authenticators/:type'],
  ['PUT', '/account/mfa/authenticators/:type'],
  ['DELETE', '/account/mfa/authenticators/:type'],
  ['POST', '/account/mfa/challenges'],
  ['PUT', '/account/mfa/challenges'],
  ['GET', '/account/mfa/factors'],
  ['GET', '/account/mfa/recovery-codes'],
  ['POST', '/account/mfa/recovery-codes'],
  ['PATCH', '/account/mfa/recovery-codes'],
  ['POST', '/account/verifications/phone'],
  ['PUT', '/account/verifications/phone'],
  ['POST', '/account/targets/push'],
  ['PUT', '/account/targets/:targetId/push'],
  ['DELETE', '/account/targets/:targetId/push'],
];

export const unsupportedRoutes: FastifyPluginAsync = async (app) => {
  for (const [method, url] of UNSUPPORTED) {
    app.route({
      method,
      url,
      handler: async () => {
        throw new AppwriteError('user_auth_method_unsupported', 'This authentication method is not supported by this server.');
      },
    });
  }
};
