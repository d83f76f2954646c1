import type { FastifyPluginAsync } from 'fastify';
import { rateLimit } from '../../infra/rate-limit/rate-limit-hook.ts';
import { checkMailTransport, paymentMode } from './debug-status.ts';
import { requestNetwork } from '../../infra/rate-limit/client-network.ts';

/** Status checks per IP and ten minutes: each may open an SMTP connection. */
export const DEBUG_STATUS_CHECKS_PER_WINDOW = 60;

/**
 * GET /api/debug/status for /newsletter-debug (decision 010 item 4): the database and the mail
 * transport checked now, and the environment summary — names and kinds only, never a secret.
 * Absent (404 like any unknown route) when DEBUG_PAGES=false.
 */
export const debugStatusRoutes: FastifyPluginAsync = async (app) => {
  if (!app.config.debugPages) return;
  app.get(
    '/debug/status',
    {
      preHandler: rateLimit({ name: 'shop.debug.status', limit: DEBUG_STATUS_CHECKS_PER_WINDOW, windowSeconds: 600, key: requestNetwork }),
    },
    async (request, reply) => {
      const [database, mail] = await Promise.all([
        app.db.query('SELECT 1').then(
          () => ({ kind: app.db.kind, status: 'up' as const }),
          (error: unknown) => {
            request.log.error({ err: error }, 'debug status: database unreachable');
            return { kind: app.db.kind, status: 'down' as const };
          },
        ),
        checkMailTransport(app.config),
      ]);
      return reply.header('cache-control', 'no-store').send({
        projectId: app.config.projectId,
        endpointPath: '/v1',
        database,
        mail,
        payments: { mode: paymentMode(app.config) },
      });
    },
  );
};
