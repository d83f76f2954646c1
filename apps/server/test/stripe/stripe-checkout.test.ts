import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from '../helpers/test-server.ts';
import { createSignedInUser } from '../helpers/accounts.ts';
import { createStripeProvider } from '../../src/shop/payments/stripe/stripe-provider.ts';
import { sweepExpiredReservations } from '../../src/shop/checkout/reservation-sweeper.ts';
import { FAKE_STRIPE_PUBLISHABLE_KEY, type FakeStripe, startFakeStripe } from './fake-stripe-server.ts';
import { addProduct, completePayment, createCheckoutSession, deliverWebhook, ordersFor, productStock } from './stripe-checkout-fixtures.ts';

let fake: FakeStripe;
let server: TestServer;
let shopper: Awaited<ReturnType<typeof createSignedInUser>>;

beforeAll(async () => {
  fake = await startFakeStripe();
  server = await startTestServer({ ...fake.env, RATE_LIMITS: 'off' });
  shopper = await createSignedInUser(server);
});

afterAll(async () => {
  await server.close();
  await fake.close();
});

/** A checkout through Stripe for `quantity` of a new product; resolves to the session answer. */
async function checkout(productId: string, options: { stock: number; quantity: number; price?: number }) {
  await addProduct(server, productId, { name: `Product ${productId}`, price: options.price ?? 20, stock: options.stock });
  const session = await createCheckoutSession(server, shopper, [{ productId, quantity: options.quantity }]);
  expect(session.status).toBe(200);
  return session.body as {
    paymentIntentId: string;
    clientSecret: string;
    provider: string;
    publishableKey: string | null;
    amountMinorUnits: number;
  };
}

describe('checkout with Stripe', () => {
  it('creates a Stripe PaymentIntent for the server-priced total and hands the browser what Stripe.js needs', async () => {
    const session = await checkout('stripe-session', { stock: 10, quantity: 2, price: 24.5 });
    const intent = fake.intent(session.paymentIntentId);
    expect(session).toMatchObject({
      provider: 'stripe',
      publishableKey: FAKE_STRIPE_PUBLISHABLE_KEY,
      clientSecret: intent.client_secret,
      currency: 'eur',
    });
    // 2 × €24.50 + 8 % tax, in cents.
    expect(session.amountMinorUnits).toBe(5_292);
    expect(intent).toMatchObject({
      amount: 5_292,
      currency: 'eur',
      automatic_payment_methods: { enabled: true },
      metadata: { userId: shopper.user.$id },
    });
    const create = fake.requests.find((r) => r.method === 'POST' && r.path === '/v1/payment_intents' && r.params.amount === '5292');
    expect(create?.idempotencyKey).toMatch(/\S{8,}/);
  });

  it('makes exactly one order from 20 deliveries of the succeeded webhook racing the complete call', async () => {
    const session = await checkout('stripe-race', { stock: 5, quantity: 2 });
    fake.succeed(session.paymentIntentId);
    const event = fake.signedEvent('payment_intent.succeeded', session.paymentIntentId);
    const [webhooks, completions] = await Promise.all([
      Promise.all(Array.from({ length: 20 }, () => deliverWebhook(server, event))),
      Promise.all(Array.from({ length: 5 }, () => completePayment(server, shopper, session.paymentIntentId))),
    ]);

    expect(webhooks.map((w) => w.status)).toEqual(Array(20).fill(200));
    const orders = await ordersFor(server, session.paymentIntentId);
    expect(orders).toHaveLength(1);
    for (const completion of completions) {
      expect(completion).toMatchObject({
        status: 200,
        body: { status: 'succeeded', order: { id: orders[0]?.$id, reference: orders[0]?.reference } },
      });
    }
    expect(await productStock(server, 'stripe-race')).toBe(3);

    // Stripe sends the same event again later, and then a second succeeded event for the intent.
    expect(await deliverWebhook(server, event)).toMatchObject({ status: 200, body: { received: true, duplicate: true } });
    expect((await deliverWebhook(server, fake.signedEvent('payment_intent.succeeded', session.paymentIntentId))).status).toBe(200);
    expect(await ordersFor(server, session.paymentIntentId)).toHaveLength(1);
    expect(await productStock(server, 'stripe-race')).toBe(3);
  });

  it('gives the held stock back and cancels the intent when the payment fails', async () => {
    const session = await checkout('stripe-declined', { stock: 2, quantity: 2 });
    const other = await createSignedInUser(server);
    const second = await createCheckoutSession(server, other, [{ productId: 'stripe-declined', quantity: 1 }]);
    expect(second).toMatchObject({ status: 409, body: { message: 'Insufficient stock for Product stripe-declined' } });

    fake.fail(session.paymentIntentId, { decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' });
    const failed = await deliverWebhook(server, fake.signedEvent('payment_intent.payment_failed', session.paymentIntentId));
    expect(failed).toMatchObject({ status: 200, body: { received: true } });
    expect(fake.intent(session.paymentIntentId).status).toBe('canceled');
    expect(await ordersFor(server, session.paymentIntentId)).toHaveLength(0);

    const again = await createCheckoutSession(server, shopper, [{ productId: 'stripe-declined', quantity: 2 }]);
    expect(again.status).toBe(200);
    expect(await productStock(server, 'stripe-declined')).toBe(2);
  });

  it("cancels the shopper's earlier intent at Stripe when they start a new checkout", async () => {
    const first = await checkout('stripe-replaced', { stock: 1, quantity: 1 });
    const again = await createCheckoutSession(server, shopper, [{ productId: 'stripe-replaced', quantity: 1 }]);
    expect(again.status).toBe(200);
    expect(fake.intent(first.paymentIntentId).status).toBe('canceled');
  });

  it('keeps the hold of an earlier payment Stripe is already processing when the shopper starts again', async () => {
    const first = await checkout('stripe-processing-hold', { stock: 1, quantity: 1 });
    fake.startProcessing(first.paymentIntentId);
    const again = await createCheckoutSession(server, shopper, [{ productId: 'stripe-processing-hold', quantity: 1 }]);
    expect(again).toMatchObject({ status: 409, body: { message: 'Insufficient stock for Product stripe-processing-hold' } });
    fake.succeed(first.paymentIntentId);
    expect((await deliverWebhook(server, fake.signedEvent('payment_intent.succeeded', first.paymentIntentId))).status).toBe(200);
    expect(await productStock(server, 'stripe-processing-hold')).toBe(0);
  });

  it('keeps the stock of a payment still processing when its hold runs out, and orders it once paid', async () => {
    const first = await checkout('stripe-slow-debit', { stock: 1, quantity: 1 });
    fake.startProcessing(first.paymentIntentId);
    const { rows } = await server.db.query<{ expires_at: Date }>('SELECT expires_at FROM stock_reservations WHERE payment_intent_id = $1', [
      first.paymentIntentId,
    ]);
    const expiry = new Date(rows[0]?.expires_at ?? 0);
    // The sweeper comes by after the 15 minutes; a bank debit can take days.
    await sweepExpiredReservations(server.app, new Date(expiry.getTime() + 1000));
    const held = await server.db.query<{ status: string; expires_at: Date }>(
      'SELECT status, expires_at FROM stock_reservations WHERE payment_intent_id = $1',
      [first.paymentIntentId],
    );
    expect(held.rows[0]?.status).toBe('active');
    expect(new Date(held.rows[0]?.expires_at ?? 0).getTime()).toBeGreaterThan(expiry.getTime() + 60 * 60 * 1000);

    fake.succeed(first.paymentIntentId);
    expect((await deliverWebhook(server, fake.signedEvent('payment_intent.succeeded', first.paymentIntentId))).status).toBe(200);
    expect(await ordersFor(server, first.paymentIntentId)).toHaveLength(1);
    expect(await productStock(server, 'stripe-slow-debit')).toBe(0);
  });

  it('orders when a later attempt succeeded even if the failure event arrives after it', async () => {
    const session = await checkout('stripe-late-failure', { stock: 3, quantity: 1 });
    fake.fail(session.paymentIntentId);
    const staleFailure = fake.signedEvent('payment_intent.payment_failed', session.paymentIntentId);
    fake.succeed(session.paymentIntentId);

    expect((await deliverWebhook(server, staleFailure)).status).toBe(200);
    expect(fake.intent(session.paymentIntentId).status).toBe('succeeded');
    expect(await ordersFor(server, session.paymentIntentId)).toHaveLength(1);
    expect(await productStock(server, 'stripe-late-failure')).toBe(2);
  });

  it('answers processing without an order while Stripe has not settled, and orders once the webhook says so', async () => {
    const session = await checkout('stripe-processing', { stock: 3, quantity: 1 });
    fake.startProcessing(session.paymentIntentId);

    const pending = await completePayment(server, shopper, session.paymentIntentId);
    expect(pending).toEqual({ status: 200, body: { status: 'processing', paymentIntentId: session.paymentIntentId } });
    expect(await ordersFor(server, session.paymentIntentId)).toHaveLength(0);
    // A failure event from an earlier attempt must not free the stock of the payment now under way.
    expect((await deliverWebhook(server, fake.signedEvent('payment_intent.payment_failed', session.paymentIntentId))).status).toBe(200);
    expect(fake.intent(session.paymentIntentId).status).toBe('processing');

    fake.succeed(session.paymentIntentId);
    expect((await deliverWebhook(server, fake.signedEvent('payment_intent.succeeded', session.paymentIntentId))).status).toBe(200);
    const [order] = await ordersFor(server, session.paymentIntentId);
    expect(order).toMatchObject({ userId: shopper.user.$id, total: 21.6 });
    expect(await completePayment(server, shopper, session.paymentIntentId)).toMatchObject({
      status: 200,
      body: { status: 'succeeded', order: { id: order?.$id } },
    });
  });

  it('answers 503 until the order is written, so Stripe delivers the event again', async () => {
    const session = await checkout('stripe-retry', { stock: 3, quantity: 1 });
    const intent = fake.succeed(session.paymentIntentId);
    // A charge that does not match the checkout must never become an order as it is.
    intent.amount += 1;
    const event = fake.signedEvent('payment_intent.succeeded', session.paymentIntentId);
    const refused = await deliverWebhook(server, event);
    expect(refused).toMatchObject({ status: 503, body: { code: 503, type: 'general_service_unavailable' } });
    expect(await ordersFor(server, session.paymentIntentId)).toHaveLength(0);

    intent.amount -= 1;
    expect(await deliverWebhook(server, event)).toEqual({ status: 200, body: { received: true } });
    expect(await ordersFor(server, session.paymentIntentId)).toHaveLength(1);
  });

  it('leaves alone payments another application made on the same Stripe account', async () => {
    const stripe = server.config.checkout.stripe;
    if (!stripe) throw new Error('the suite runs with Stripe configured');
    const foreign = await createStripeProvider(stripe).createIntent({
      amountMinorUnits: 1_000,
      currency: 'eur',
      idempotencyKey: 'other-app-1',
      metadata: { userId: shopper.user.$id },
    });
    fake.succeed(foreign.id);
    expect(await deliverWebhook(server, fake.signedEvent('payment_intent.succeeded', foreign.id))).toEqual({
      status: 200,
      body: { received: true },
    });
    expect(await ordersFor(server, foreign.id)).toHaveLength(0);
  });
});
