import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health/health-routes.ts';

/** Every shop endpoint, mounted under /api (ARCHITECTURE.md). */
export async function registerShopRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes, { prefix: '/api' });
}
