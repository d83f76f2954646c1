import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripeProvider } from '../../src/shop/payments/stripe/stripe-provider.ts';
import type { PaymentProvider } from '../../src/shop/payments/payment-provider.ts';
import {
  FAKE_STRIPE_PUBLISHABLE_KEY,
  FAKE_STRIPE_SECRET_KEY,
  FAKE_STRIPE_WEBHOOK_SECRET,
  type FakeStripe,
  startFakeStripe,
} from './fake-stripe-server.ts';

let fake: FakeStripe;
let provider: PaymentProvider;

beforeAll(async () => {
  fake = await startFakeStripe();
  provider = createStripeProvider({
    secretKey: FAKE_STRIPE_SECRET_KEY,
    publishableKey: FAKE_STRIPE_PUBLISHABLE_KEY,
    webhookSecret: FAKE_STRIPE_WEBHOOK_SECRET,
    apiUrl: fake.url,
  });
});

afterAll(() => fake.close());

const input = (idempotencyKey: string) => ({
  amountMinorUnits: 4_212,
  currency: 'eur' as const,
  idempotencyKey,
  metadata: { userId: 'user-1', reservationId: 'res-1' },
});

describe('the Stripe payment provider', () => {
  it('names itself and hands out the publishable key', () => {
    expect(provider.name).toBe('stripe');
    expect(provider.publishableKey).toBe(FAKE_STRIPE_PUBLISHABLE_KEY);
  });

  it('creates a euro PaymentIntent in cents with automatic payment methods, metadata and the idempotency key', async () => {
    const intent = await provider.createIntent(input('checkout-key-1'));
    expect(intent).toMatchObject({
      status: 'requires_payment_method',
      amountMinorUnits: 4_212,
      currency: 'eur',
      metadata: { userId: 'user-1', reservationId: 'res-1' },
      lastError: null,
    });
    expect(intent.clientSecret).toBe(fake.intent(intent.id).client_secret);
    const sent = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents').at(-1);
    expect(sent).toMatchObject({
      idempotencyKey: 'checkout-key-1',
      params: {
        amount: '4212',
        currency: 'eur',
        automatic_payment_methods: { enabled: 'true' },
        metadata: { userId: 'user-1', reservationId: 'res-1' },
      },
    });
  });

  it('gets the same intent back for the same idempotency key', async () => {
    const first = await provider.createIntent(input('checkout-key-2'));
    const again = await provider.createIntent(input('checkout-key-2'));
    const other = await provider.createIntent(input('checkout-key-3'));
    expect(again.id).toBe(first.id);
    expect(again.clientSecret).toBe(first.clientSecret);
    expect(other.id).not.toBe(first.id);
  });

  it('retrieves the current state, and null for an intent Stripe does not know', async () => {
    const created = await provider.createIntent(input('checkout-key-4'));
    fake.succeed(created.id);
    expect(await provider.retrieveIntent(created.id)).toMatchObject({ id: created.id, status: 'succeeded', lastError: null });
    expect(await provider.retrieveIntent('pi_doesnotexist')).toBeNull();
  });

  it('does not see intents in another currency, which only another application can have made', async () => {
    const created = await provider.createIntent(input('checkout-key-10'));
    fake.intent(created.id).currency = 'usd';
    expect(await provider.retrieveIntent(created.id)).toBeNull();
  });

  it('reports a refused payment with the card message and the decline reason', async () => {
    const created = await provider.createIntent(input('checkout-key-5'));
    fake.fail(created.id, { decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' });
    expect(await provider.retrieveIntent(created.id)).toMatchObject({
      status: 'requires_payment_method',
      lastError: { type: 'card_error', code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
    });
    fake.fail(created.id);
    expect((await provider.retrieveIntent(created.id))?.lastError).toEqual({
      type: 'card_error',
      code: 'card_declined',
      message: 'Your card was declined.',
    });
    fake.fail(created.id, {
      type: 'invalid_request_error',
      code: 'payment_intent_authentication_failure',
      message: 'Authentication failed.',
    });
    expect((await provider.retrieveIntent(created.id))?.lastError?.type).toBe('api_error');
  });

  it('treats an authorised but uncaptured payment as not paid yet', async () => {
    const created = await provider.createIntent(input('checkout-key-6'));
    fake.intent(created.id).status = 'requires_capture';
    expect((await provider.retrieveIntent(created.id))?.status).toBe('processing');
  });

  it('cancels an open intent and leaves a final one alone', async () => {
    const open = await provider.createIntent(input('checkout-key-7'));
    await provider.cancelIntent(open.id);
    expect(fake.intent(open.id).status).toBe('canceled');
    await provider.cancelIntent(open.id);

    const paid = await provider.createIntent(input('checkout-key-8'));
    fake.succeed(paid.id);
    await provider.cancelIntent(paid.id);
    expect(fake.intent(paid.id).status).toBe('succeeded');
    await provider.cancelIntent('pi_doesnotexist');
  });

  it('fails loudly when Stripe refuses the keys', async () => {
    const wrongKey = createStripeProvider({
      secretKey: 'sk_test_wrong',
      publishableKey: FAKE_STRIPE_PUBLISHABLE_KEY,
      webhookSecret: FAKE_STRIPE_WEBHOOK_SECRET,
      apiUrl: fake.url,
    });
    await expect(wrongKey.createIntent(input('checkout-key-9'))).rejects.toThrow('Invalid API Key provided.');
  });
});
