import type { FastifyPluginAsync } from 'fastify';
import type Stripe from 'stripe';
import { AppwriteError } from '../../../infra/errors.ts';
import { loadStripe } from './stripe-client.ts';
import { createStripeProvider } from './stripe-provider.ts';
import { settleStripeIntent } from './settle-stripe-intent.ts';
import { isWebhookEventProcessed, recordWebhookEventProcessed } from './stripe-webhook-store.ts';

// The events that change what Pura must do about a payment; Stripe may send others (dashboard settings).
const INTENT_EVENTS = new Set(['payment_intent.succeeded', 'payment_intent.payment_failed', 'payment_intent.canceled']);

/**
 * POST /api/stripe/webhook (decision 008, part 5). Registered as its own plugin because the signature
 * covers the exact bytes Stripe sent: here JSON bodies stay raw Buffers instead of going through
 * the app's JSON parser. It answers 2xx only once the work is stored, so a failure makes Stripe
 * deliver the event again; an event id already handled answers 200 straight away.
 */
export const stripeWebhookRoutes: FastifyPluginAsync = async (app) => {
  const config = app.config.checkout.stripe;
  // Without Stripe keys payments go through the test processor and nothing may post here.
  if (!config) return;
  const provider = createStripeProvider(config);

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post('/stripe/webhook', async (request) => {
    const signature = request.headers['stripe-signature'];
    if (!Buffer.isBuffer(request.body) || typeof signature !== 'string') {
      throw new AppwriteError('general_bad_request', 'The Stripe webhook signature is missing.');
    }
    const { webhooks } = await loadStripe();
    let event: Stripe.Event;
    try {
      event = webhooks.constructEvent(request.body, signature, config.webhookSecret);
    } catch {
      throw new AppwriteError('general_bad_request', 'The Stripe webhook signature is not valid.');
    }

    if (!INTENT_EVENTS.has(event.type)) return { received: true, ignored: true };
    if (await isWebhookEventProcessed(app.db, event.id)) return { received: true, duplicate: true };

    const paymentIntentId = (event.data.object as { id: string }).id;
    const outcome = await settleStripeIntent(app, provider, paymentIntentId);
    request.log.info({ eventId: event.id, eventType: event.type, paymentIntentId, outcome }, 'stripe webhook handled');
    // The incident is on record for the reconciler; Stripe's redelivery is a second chance.
    if (outcome === 'order_failed')
      throw new AppwriteError(
        'general_service_unavailable',
        'The order for this payment could not be written yet. Deliver the event again later.',
      );
    await recordWebhookEventProcessed(app.db, { eventId: event.id, type: event.type, paymentIntentId });
    return { received: true };
  });
};
