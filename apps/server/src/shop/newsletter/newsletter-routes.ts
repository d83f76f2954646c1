import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { newsletter } from '@pura/core/collections/newsletter';
import { attributeOf } from '@pura/core/collections/document-fields';
import { optInEmail, optInTokenQuery } from '../opt-in/opt-in-input.ts';
import { rateLimit } from '../../infra/rate-limit/rate-limit-hook.ts';
import { AppwriteError } from '../../infra/errors.ts';
import { sendError } from '../../http/error-handler.ts';
import { NEWSLETTER_SOURCES, confirm, subscribe, unsubscribe } from './newsletter-store.ts';
import { type PageForm, createNewsletterPages, shopFontUrls } from './newsletter-pages.ts';
import { requestNetwork } from '../../infra/rate-limit/client-network.ts';
import type { ZodTypeProvider } from '../../http/route-schemas.ts';

/** Subscription requests per IP and hour. */
export const NEWSLETTER_SUBSCRIBES_PER_HOUR = 20;

const NAME_MAX_LENGTH = attributeOf(newsletter, 'name').size;

/** The body of POST /api/newsletter/subscribe, within the sizes the newsletter collection declares. */
const subscribeSchema = z.object({
  email: optInEmail,
  name: z.string().trim().max(NAME_MAX_LENGTH, `Name must be at most ${NAME_MAX_LENGTH} characters`).optional(),
  source: z.enum(NEWSLETTER_SOURCES, { message: `Source must be one of ${NEWSLETTER_SOURCES.join(', ')}` }).default('website'),
});

/**
 * The newsletter (docs/product.md §4 'Newsletter subscribe', double opt-in): POST /api/newsletter/subscribe,
 * the mailed links GET /api/newsletter/confirm and GET/POST /api/newsletter/unsubscribe, and the
 * pages they lead to (/newsletter/confirmed, /newsletter/unsubscribed).
 */
export const newsletterRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const pageOfShop = createNewsletterPages(shopFontUrls(app.config.webDist));
  const currentShopName = async () => (await app.shopSettings.current()).store.shopName;
  /** A page with the shop's name as its settings say now. */
  const newsletterPage = async (title: string, text: string, form?: PageForm) => pageOfShop(await currentShopName(), title, text, form);
  const unknownUnsubscribePage = () =>
    newsletterPage('This link is no longer valid', 'We could not find this subscription. It may already be removed.');

  app.post(
    '/api/newsletter/subscribe',
    {
      bodyLimit: 16 * 1024,
      schema: { body: subscribeSchema },
      // The signup forms show the message as it is, and read `error` (docs/product.md §4).
      config: { inputErrors: 'sentence+error' },
      // Counted before validation: malformed sign-ups use up the limit too.
      preValidation: rateLimit({
        name: 'shop.newsletter.subscribe',
        limit: NEWSLETTER_SUBSCRIBES_PER_HOUR,
        windowSeconds: 3600,
        key: requestNetwork,
      }),
    },
    async (request) => {
      const { confirmed } = await subscribe(app, { ...request.body, ip: request.ip }, request.log);
      return { ok: true, confirmed };
    },
  );

  // The mailed links (this and GET /api/newsletter/unsubscribe) are opened by a person in a
  // browser: a link a mail program broke gets the "no longer valid" page, not a JSON 400.
  const mailedLink = { config: { readsUndecodableQuery: true } } as const;

  app.get('/api/newsletter/confirm', mailedLink, async (request, reply) => {
    const query = optInTokenQuery.safeParse(request.query);
    const outcome = query.success ? await confirm(app, query.data.token) : 'invalid';
    const page = {
      confirmed: '/newsletter/confirmed',
      'already-confirmed': '/newsletter/confirmed?status=already',
      invalid: '/newsletter/confirmed?status=invalid',
    }[outcome];
    return reply.header('cache-control', 'no-store').redirect(page, 303);
  });

  // RFC 8058 one-click unsubscribe: mail clients POST `List-Unsubscribe=One-Click` as a form.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
  });

  // The link in every mail. A GET only asks: mail scanners open every link of a message, and a
  // GET that unsubscribed would remove people who never chose to leave.
  app.get('/api/newsletter/unsubscribe', mailedLink, async (request, reply) => {
    const query = optInTokenQuery.safeParse(request.query);
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    if (!query.success) return reply.send(await unknownUnsubscribePage());
    const shopName = await currentShopName();
    return reply.send(
      await newsletterPage(
        `Unsubscribe from the ${shopName} newsletter?`,
        'You will receive no more newsletters, and your subscription and its consent record are deleted.',
        {
          action: `/api/newsletter/unsubscribe?token=${encodeURIComponent(query.data.token)}`,
          fields: { from: 'page' },
          label: 'Unsubscribe',
        },
      ),
    );
  });

  // The page's button (from=page) goes on to the result page; a mail client's one-click POST,
  // with any other body, gets JSON.
  app.post('/api/newsletter/unsubscribe', async (request, reply) => {
    const query = optInTokenQuery.safeParse(request.query);
    const ok = query.success && (await unsubscribe(app, query.data.token));
    reply.header('cache-control', 'no-store');
    const fromPage = (request.body as Record<string, unknown> | undefined)?.from === 'page';
    if (fromPage) return reply.redirect(ok ? '/newsletter/unsubscribed' : '/newsletter/unsubscribed?status=invalid', 303);
    if (ok) return { ok };
    // Unknown token: one error shape for every /api failure; mail clients only look at the status.
    return sendError(reply, new AppwriteError('general_not_found', 'This unsubscribe link is unknown or was already used.'));
  });

  app.get('/newsletter/confirmed', async (request, reply) => {
    const status = (request.query as Record<string, unknown>).status;
    const shopName = await currentShopName();
    const page =
      status === 'invalid'
        ? newsletterPage(
            'This link is no longer valid',
            'The confirmation link is unknown or belongs to an older subscription. Subscribe again to get a new one.',
          )
        : status === 'already'
          ? newsletterPage('Already confirmed', 'Your subscription was already confirmed. There is nothing more to do.')
          : newsletterPage('Subscription confirmed', `Your subscription is confirmed. Welcome to the ${shopName} newsletter!`);
    return reply.type('text/html; charset=utf-8').send(await page);
  });
  app.get('/newsletter/unsubscribed', async (request, reply) => {
    const invalid = (request.query as Record<string, unknown>).status === 'invalid';
    const shopName = await currentShopName();
    return reply
      .type('text/html; charset=utf-8')
      .send(
        await (invalid
          ? unknownUnsubscribePage()
          : newsletterPage('You are unsubscribed', `Your address has been removed from the ${shopName} newsletter.`)),
      );
  });
};
