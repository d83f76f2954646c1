import type { FastifyPluginAsync } from 'fastify';

/** GET /v1/ping answers `Pong!` as text, which the SDK's client.ping() resolves to {message}. */
export const pingRoutes: FastifyPluginAsync = async (app) => {
  app.get('/ping', async (_request, reply) => reply.type('text/plain; charset=utf-8').send('Pong!'));
};
