import type { FastifyPluginAsync } from 'fastify';
import { checkoutSessionRequestSchema } from '@pura/core/schemas/cart';
import { paymentCompleteRequestSchema } from '@pura/core/schemas/checkout-api';
import { requireAccount } from '../../appwrite/account/guards.ts';
import { getCaller } from '../../appwrite/identity/caller.ts';
import { rateLimit } from '../../infra/rate-limit/rate-limit-hook.ts';
import { AppwriteError } from '../../infra/errors.ts';
import { paymentProviderFor } from '../payments/payment-providers.ts';
import { createCheckoutSession } from './create-checkout-session.ts';
import { answerPayment } from './payment-answer.ts';
import { requestNetwork } from '../../infra/rate-limit/client-network.ts';
import { signedIn } from './signed-in.ts';
import type { ZodTypeProvider } from '../../http/route-schemas.ts';

/** Checkout bodies are a cart of at most 50 lines and an address: small. */
const BODY_LIMIT = 64 * 1024;

/**
 * POST /api/create-checkout-session and POST /api/payments/complete — the provider-neutral
 * checkout routes of the wire contract (@pura/core/schemas/checkout-api). Both need a session.
 */
export const checkoutRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  // Every checkout asks the payment provider for an intent, so one shopper may start
  // CHECKOUTS_PER_HOUR (30): far more than reloads and second thoughts need, far fewer than a script would like.
  const checkoutLimit = rateLimit({
    name: 'shop.checkout.session',
    limit: app.config.checkout.checkoutsPerHour,
    windowSeconds: 3600,
    key: async (request) => (await getCaller(request)).user?.id ?? `ip:${requestNetwork(request)}`,
  });
  const session = { schema: { body: checkoutSessionRequestSchema }, config: { inputErrors: 'sentence' } } as const;
  app.post('/create-checkout-session', { ...session, bodyLimit: BODY_LIMIT, preValidation: [checkoutLimit, signedIn] }, async (request) => {
    const { user } = await requireAccount(request);
    const body = request.body;
    if (!user.email)
      throw new AppwriteError(
        'general_argument_invalid',
        'Please add an e-mail address to your account to receive your order confirmation.',
      );
    return createCheckoutSession(app, { userId: user.id, email: user.email }, body);
  });

  // After Stripe's confirmPayment (or its redirect) the browser asks the server to look at the
  // payment itself; the order is only ever created from the provider's own answer.
  const complete = { schema: { body: paymentCompleteRequestSchema }, config: { inputErrors: 'sentence' } } as const;
  app.post('/payments/complete', { ...complete, bodyLimit: BODY_LIMIT, preValidation: signedIn }, async (request, reply) => {
    const { user } = await requireAccount(request);
    const { paymentIntentId } = request.body;
    const intent = await paymentProviderFor(app).retrieveIntent(paymentIntentId);
    // Someone else's payment answers exactly like a missing one, so ids cannot be probed.
    if (!intent || intent.metadata.userId !== user.id) throw new AppwriteError('payment_intent_not_found', 'Payment not found.');
    return answerPayment(app, reply, intent);
  });
};
