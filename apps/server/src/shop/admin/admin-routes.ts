import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { serverDocuments } from '../../appwrite/databases/server-documents.ts';
import { AppwriteError } from '../../infra/errors.ts';
import type { ZodTypeProvider } from '../../http/route-schemas.ts';
import { requireAdmin } from './admin-guard.ts';
import { changeOrderStatus } from './change-order-status.ts';
import { loadDashboard } from './dashboard.ts';
import { CARRIER_MAX_LENGTH, ORDER_STATUSES, TRACKING_NUMBER_MAX_LENGTH } from '@pura/core/orders/order-status';
import { isOutboxId } from '../../infra/outbox/outbox-table.ts';
import { listOutbox, loadOutboxMessage, requeueOutboxEntry } from './outbox-store.ts';
import { subscribersCsv } from './subscribers-csv.ts';
import { loadAdminShopSettings, saveShopSettings } from '../settings/save-shop-settings.ts';
import { quizAdminRoutes } from '../quizzes/quiz-admin-routes.ts';

const dashboardQuery = z.object({
  days: z.coerce.number().int().min(1).max(365).default(30),
  lowStock: z.coerce.number().int().min(1).max(1_000_000).default(5),
});

const statusBody = z.object({
  status: z.enum(ORDER_STATUSES, { error: `Status must be one of: ${ORDER_STATUSES.join(', ')}` }),
  // Only "shipped" reads these (change-order-status.ts says when they are missing).
  carrier: z.string().trim().max(CARRIER_MAX_LENGTH, `The carrier can be at most ${CARRIER_MAX_LENGTH} characters.`).optional(),
  trackingNumber: z
    .string()
    .trim()
    .max(TRACKING_NUMBER_MAX_LENGTH, `The tracking number can be at most ${TRACKING_NUMBER_MAX_LENGTH} characters.`)
    .optional(),
});

const outboxQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(25),
  cursor: z.string().refine(isOutboxId, 'must be the id of a message in the outbox').optional(),
  status: z.enum(['queued', 'sent', 'failed']).optional(),
});

/**
 * /api/admin: what the admin area needs beyond the SDK's collection and bucket calls — the
 * dashboard's SQL aggregates, order status changes (history, stock release), the subscribers
 * CSV, the mail and SMS outboxes, the shop's settings (decision 024) and the quiz versions (docs/quizzes.md). Every route, present and future, sits behind requireAdmin.
 */
export const adminRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  // Before the route schemas' validation: a stranger hears 401, not what their input lacks.
  app.addHook('preValidation', async (request, reply) => {
    await requireAdmin(request);
    void reply.header('cache-control', 'no-store');
  });

  app.get('/dashboard', { schema: { querystring: dashboardQuery } }, async ({ query }) =>
    loadDashboard(app.db, { days: query.days, lowStockThreshold: query.lowStock }),
  );

  const statusChange = { params: z.object({ orderId: z.string() }), body: statusBody };
  app.patch('/orders/:orderId/status', { schema: statusChange }, async (request) => {
    const { status, carrier, trackingNumber } = request.body;
    const admin = await requireAdmin(request);
    return changeOrderStatus(app, request.params.orderId, status, admin.id, {
      carrier: carrier ?? '',
      trackingNumber: trackingNumber ?? '',
    });
  });

  app.get('/settings', async () => loadAdminShopSettings(app));

  await app.register(quizAdminRoutes);

  app.put('/settings', async (request) => saveShopSettings(app, await requireAdmin(request), request.body));

  app.get('/subscribers.csv', async (_request, reply) => {
    const csv = await subscribersCsv(serverDocuments(app));
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="pura-subscribers-${day}.csv"`)
      .send(csv);
  });

  app.get('/outbox', { schema: { querystring: outboxQuery } }, async ({ query }) => listOutbox(app.db, query));

  app.get<{ Params: { messageId: string } }>('/outbox/:messageId', async (request) => {
    const message = await loadOutboxMessage(app.db, request.params.messageId);
    if (!message) throw new AppwriteError('general_not_found', 'This message is no longer in the outbox.');
    return message;
  });

  app.post<{ Params: { messageId: string } }>('/outbox/:messageId/resend', async (request) => {
    const entry = await requeueOutboxEntry(app.db, request.params.messageId);
    if (!entry) throw new AppwriteError('general_not_found', 'This message is no longer in the outbox.');
    if (entry.channel === 'email') void app.mailer.flush();
    else if (app.hasDecorator('sms')) void app.sms.flush();
    return entry;
  });
};
