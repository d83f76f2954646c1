import type Stripe from 'stripe';
import type { StripeConfig } from '../../../config/env.ts';

/**
 * The Stripe SDK, loaded on first use: at ~220 modules it is the server's largest dependency,
 * and a shop on the built-in test processor never needs it.
 */
export async function loadStripe(): Promise<typeof Stripe> {
  return (await import('stripe')).default;
}

/**
 * The Stripe SDK client for the configured account. STRIPE_API_URL (tests, Stripe's local mocks)
 * sends the calls to another host; otherwise the SDK talks to api.stripe.com.
 */
export async function createStripeClient(config: StripeConfig): Promise<Stripe> {
  const StripeClient = await loadStripe();
  const target = config.apiUrl ? new URL(config.apiUrl) : null;
  return new StripeClient(config.secretKey, {
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
