import type { FastifyInstance } from 'fastify';
import type { PaymentProvider } from './payment-provider.ts';
import { type TestProcessor, createTestProcessor } from './test-processor/test-processor.ts';
import { createStripeProvider } from './stripe/stripe-provider.ts';

const providers = new WeakMap<FastifyInstance, PaymentProvider>();

/**
 * The payment provider this server charges with (docs/architecture.md): the built-in test card
 * processor unless STRIPE_* keys are configured. One instance per app.
 */
export function paymentProviderFor(app: FastifyInstance): PaymentProvider {
  let provider = providers.get(app);
  if (!provider) {
    provider = createProvider(app);
    providers.set(app, provider);
  }
  return provider;
}

/** The test processor when it is the provider (its card routes exist only then), else null. */
export function testProcessorFor(app: FastifyInstance): TestProcessor | null {
  if (app.config.checkout.stripe !== null) return null;
  const provider = paymentProviderFor(app);
  return provider.name === 'test' ? (provider as TestProcessor) : null;
}

function createProvider(app: FastifyInstance): PaymentProvider {
  const { stripe } = app.config.checkout;
  if (stripe === null) return createTestProcessor(app.db);
  return createStripeProvider(stripe);
}
