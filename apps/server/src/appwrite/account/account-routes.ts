import type { FastifyPluginAsync } from 'fastify';
import { identityRoutes } from './identity-routes.ts';
import { oauthRoutes } from './oauth/oauth-routes.ts';
import { recoveryRoutes } from './recovery-routes.ts';
import { sessionRoutes } from './session-routes.ts';
import { unsupportedRoutes } from './unsupported-routes.ts';
import { userRoutes } from './user-routes.ts';

/** The Appwrite Account API (issue 4), mounted under /v1 by appwrite/routes.ts. */
export const accountRoutes: FastifyPluginAsync = async (app) => {
  await app.register(userRoutes);
  await app.register(sessionRoutes);
  await app.register(recoveryRoutes);
  await app.register(identityRoutes);
  await app.register(oauthRoutes);
  await app.register(unsupportedRoutes);
};
