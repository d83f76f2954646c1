import type { FastifyInstance } from 'fastify';
import { pingRoutes } from './ping/ping-routes.ts';

/** Every Appwrite-compatible module, mounted under /v1 (SPEC.md §7). */
export async function registerAppwriteRoutes(app: FastifyInstance): Promise<void> {
  await app.register(pingRoutes, { prefix: '/v1' });
}
