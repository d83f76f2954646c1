import type { FastifyPluginAsync } from 'fastify';
import { publicRuntimeConfig } from '../runtime-config.ts';

/** Liveness for load balancers and the debug page, and the runtime config for dev servers. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', async (_request, reply) => {
    try {
      await app.db.query('SELECT 1');
      return { status: 'ok', database: { kind: app.db.kind, status: 'up' } };
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ status: 'error', database: { kind: app.db.kind, status: 'down' } });
    }
  });

  app.get('/config', async () => publicRuntimeConfig(app.config, await app.shopSettings.current()));
};
