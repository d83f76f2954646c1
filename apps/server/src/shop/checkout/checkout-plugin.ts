import type { FastifyInstance } from 'fastify';
import { testProcessorFor } from '../payments/payment-providers.ts';
import { testProcessorRoutes } from '../payments/test-processor/test-processor-routes.ts';
import { checkoutRoutes } from './checkout-routes.ts';
import { installCheckoutJobs } from './checkout-jobs.ts';

/**
 * Checkout, payments and orders (decision 008): the /api routes of the wire contract, the test card
 * routes while the built-in processor is the provider, and the background sweeper/reconciler.
 */
export async function registerCheckout(app: FastifyInstance): Promise<void> {
  await app.register(checkoutRoutes, { prefix: '/api' });
  const testProcessor = testProcessorFor(app);
  if (testProcessor) {
    await app.register(testProcessorRoutes(testProcessor), { prefix: '/api' });
    // The default is for trying the shop out; in production it would hand out goods for test cards.
    if (app.config.env === 'production') {
      app.log.warn(
        'payments use the built-in test card processor: orders are placed without any money moving. Set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET before selling.',
      );
    }
  }
  installCheckoutJobs(app);
}
