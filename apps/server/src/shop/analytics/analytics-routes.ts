import type { FastifyPluginAsync } from 'fastify';
import { analyticsEventSchema } from '@pura/core/schemas/analytics-events';
import { AppwriteError } from '../../infra/errors.ts';
import { rateLimit } from '../../infra/rate-limit/rate-limit-hook.ts';
import { getCaller } from '../../appwrite/identity/caller.ts';
import { insertAnalyticsEvent } from './analytics-store.ts';
import { quizVersionProblem } from './event-quiz-version.ts';
import { requestNetwork } from '../../infra/rate-limit/client-network.ts';
import type { ZodTypeProvider } from '../../http/route-schemas.ts';

/** An event is a few hundred bytes; anything near this is not one of ours. */
export const ANALYTICS_BODY_LIMIT_BYTES = 4 * 1024;

/**
 * Events per IP and minute. A whole skincare run sends about eight; the limit leaves room for
 * a household behind one address retaking quizzes, and stops a script from filling the table.
 */
export const ANALYTICS_EVENTS_PER_MINUTE = 120;

/**
 * POST /api/events: the first-party end of docs/product.md §7's analytics events. The body is one event
 * (validated by core's schema); the answer is 202 with no body, because the browser never waits
 * for it (it is often sent with navigator.sendBeacon while the page unloads).
 */
export const analyticsRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/events',
    {
      bodyLimit: ANALYTICS_BODY_LIMIT_BYTES,
      schema: { body: analyticsEventSchema },
      // Counted before validation: malformed events use up the limit too.
      preValidation: rateLimit({
        name: 'analytics.events',
        limit: ANALYTICS_EVENTS_PER_MINUTE,
        windowSeconds: 60,
        key: requestNetwork,
      }),
    },
    async (request, reply) => {
      const problem = await quizVersionProblem(app, request.body);
      if (problem) throw new AppwriteError('general_argument_invalid', problem);
      const caller = await getCaller(request);
      await insertAnalyticsEvent(app.db, request.body, caller.user?.id ?? null);
      return reply.code(202).header('cache-control', 'no-store').send();
    },
  );
};
