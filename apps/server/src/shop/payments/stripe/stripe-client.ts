import Stripe from 'stripe';
import type { StripeConfig } from '../../../config/env.ts';

/**
 * The Stripe SDK client for the configured account. STRIPE_API_URL (tests, Stripe's local mocks)
 * sends the calls to another host; otherwise the SDK talks to api.stripe.com.
 */
export function createStripeClient(config: StripeConfig): Stripe {
  const target = config.apiUrl ? new URL(config.apiUrl) : null;
  return new Stripe(config.secretKey, {
    // Retried POSTs reuse the idempotency key we pass, so a retry never charges twice.
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Pura shop' },
    ...(target
      ? {
          host: target.hostname,
          port: target.port || (target.protocol === 'https:' ? 443 : 80),
          protocol: target.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}
