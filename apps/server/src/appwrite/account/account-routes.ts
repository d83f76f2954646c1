import type { FastifyPluginAsync } from 'fastify';
import { identityRoutes } from './identity-routes.ts';
import { jwtRoutes } from './jwt-routes.ts';
import { logRoutes } from './logs/log-routes.ts';
import { mfaRoutes } from './mfa/mfa-routes.ts';
import { oauthRoutes } from './oauth/oauth-routes.ts';
import { passwordlessRoutes } from './passwordless-routes.ts';
import { phoneVerificationRoutes } from './phone-verification-routes.ts';
import { recoveryRoutes } from './recovery-routes.ts';
import { sessionRoutes } from './session-routes.ts';
import { pushTargetRoutes } from './targets/push-target-routes.ts';
import { userRoutes } from './user-routes.ts';

/** The Appwrite Account API (issues 4 and 11), mounted under /v1 by appwrite/routes.ts. */
export const accountRoutes: FastifyPluginAsync = async (app) => {
  await app.register(userRoutes);
  await app.register(sessionRoutes);
  await app.register(passwordlessRoutes);
  await app.register(jwtRoutes);
  await app.register(recoveryRoutes);
  await app.register(phoneVerificationRoutes);
  await app.register(identityRoutes);
  await app.register(oauthRoutes);
  await app.register(mfaRoutes);
  await app.register(logRoutes);
  await app.register(pushTargetRoutes);
};
