import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { optInEmail, optInTokenQuery } from '../opt-in/opt-in-input.ts';
import { rateLimit } from '../../infra/rate-limit/rate-limit-hook.ts';
import { requestNetwork } from '../../infra/rate-limit/client-network.ts';
import { createNewsletterPages, shopFontUrls } from '../newsletter/newsletter-pages.ts';
import { confirmStockAlert, requestStockAlert } from './stock-alert-store.ts';
import { installStockAlertMailing } from './stock-alert-mailing.ts';
import type { ZodTypeProvider } from '../../http/route-schemas.ts';

/** Back-in-stock requests per IP and hour, as for newsletter subscriptions (docs/security-limits.md). */
export const STOCK_ALERT_REQUESTS_PER_HOUR = 20;

const requestSchema = z.object({
  email: optInEmail,
  productId: z.string({ message: 'productId is required' }).trim().min(1, 'productId is required').max(64, 'productId is too long'),
});

/**
 * Back in stock (docs/product.md §4): POST /api/stock-alerts asks for one mail when a sold-out
 * product returns, GET /api/stock-alerts/confirm is the mailed double opt-in link; the mail itself
 * goes out when the stock does (stock-alert-mailing.ts).
 */
export const stockAlertRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const page = createNewsletterPages(shopFontUrls(app.config.webDist));
  const mailing = installStockAlertMailing(app);

  app.post(
    '/api/stock-alerts',
    {
      bodyLimit: 16 * 1024,
      schema: { body: requestSchema },
      // The product page's form shows the message as it is, and reads `error`, as the newsletter's.
      config: { inputErrors: 'sentence+error' },
      // Counted before validation: malformed requests use up the limit too.
      preValidation: rateLimit({
        name: 'shop.stock-alerts.request',
        limit: STOCK_ALERT_REQUESTS_PER_HOUR,
        windowSeconds: 3600,
        key: requestNetwork,
      }),
    },
    async (request) => {
      await requestStockAlert(app, request.body, request.log);
      // The same answer whether the address was new, waiting or confirmed: no enumeration.
      return { ok: true };
    },
  );

  // Opened by a person in a browser: a link a mail program broke gets the "no longer valid" page.
  app.get('/api/stock-alerts/confirm', { config: { readsUndecodableQuery: true } }, async (request, reply) => {
    const query = optInTokenQuery.safeParse(request.query);
    const outcome = query.success ? await confirmStockAlert(app, query.data.token) : 'invalid';
    // The product may have returned before the link was opened: mail at once, not at the next sweep.
    if (outcome === 'confirmed') mailing.sweepSoon();
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    const { shopName } = (await app.shopSettings.current()).store;
    return reply.send(
      outcome === 'confirmed'
        ? page(shopName, 'Alert confirmed', 'We will e-mail you once, as soon as the product is back in stock.')
        : page(shopName, 'This link is no longer valid', 'The alert is unknown or was already sent. Ask again on the product page.'),
    );
  });
};
