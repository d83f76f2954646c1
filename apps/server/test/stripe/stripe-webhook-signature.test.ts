import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from '../helpers/test-server.ts';
import { type SignedIn, createSignedInUser } from '../helpers/accounts.ts';
import { type FakeStripe, startFakeStripe } from './fake-stripe-server.ts';
import { addProduct, createCheckoutSession, deliverWebhook, ordersFor, productStock } from './stripe-checkout-fixtures.ts';

let fake: FakeStripe;
let server: TestServer;
let shopper: SignedIn;
let paymentIntentId: string;

beforeAll(async () => {
  fake = await startFakeStripe();
  server = await startTestServer({ ...fake.env, RATE_LIMITS: 'off' });
  shopper = await createSignedInUser(server);
  await addProduct(server, 'signed-only', { name: 'Signed Only', price: 10, stock: 4 });
  const session = await createCheckoutSession(server, shopper, [{ productId: 'signed-only', quantity: 1 }]);
  paymentIntentId = (session.body as { paymentIntentId: string }).paymentIntentId;
  fake.succeed(paymentIntentId);
});

afterAll(async () => {
  await server.close();
  await fake.close();
});

const refused = { status: 400, body: { code: 400, type: 'general_bad_request', version: expect.any(String) } };

describe('POST /api/stripe/webhook signature check', () => {
  it('refuses a delivery without a signature', async () => {
    const event = fake.signedEvent('payment_intent.succeeded', paymentIntentId);
    expect(await deliverWebhook(server, event, { signature: null })).toMatchObject({
      ...refused,
      body: { ...refused.body, message: 'The Stripe webhook signature is missing.' },
    });
  });

  it('refuses a body changed after signing', async () => {
    const event = fake.signedEvent('payment_intent.succeeded', paymentIntentId);
    const tampered = { ...event, body: event.body.replace('"amount": 1080', '"amount": 1') };
    expect(tampered.body).not.toBe(event.body);
    expect(await deliverWebhook(server, tampered)).toMatchObject({
      ...refused,
      body: { ...refused.body, message: 'The Stripe webhook signature is not valid.' },
    });
  });

  it('refuses a signature made with another secret, and one too old to be a fresh delivery', async () => {
    const forged = fake.signedEvent('payment_intent.succeeded', paymentIntentId, { secret: 'whsec_someone_else' });
    expect(await deliverWebhook(server, forged)).toMatchObject(refused);
    const replayed = fake.signedEvent('payment_intent.succeeded', paymentIntentId, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    expect(await deliverWebhook(server, replayed)).toMatchObject(refused);
    expect(await deliverWebhook(server, { ...forged, signature: 'garbage' })).toMatchObject(refused);
  });

  it('did nothing for any refused delivery', async () => {
    expect(await ordersFor(server, paymentIntentId)).toHaveLength(0);
    expect(await productStock(server, 'signed-only')).toBe(4);
  });

  it('answers 200 and ignores event types it does not handle', async () => {
    const event = fake.signedEvent('payment_intent.created', paymentIntentId);
    expect(await deliverWebhook(server, event)).toEqual({ status: 200, body: { received: true, ignored: true } });
    expect(await ordersFor(server, paymentIntentId)).toHaveLength(0);
  });

  it('verifies the raw bytes and then does the work', async () => {
    const event = fake.signedEvent('payment_intent.succeeded', paymentIntentId);
    expect(await deliverWebhook(server, event)).toEqual({ status: 200, body: { received: true } });
    expect(await ordersFor(server, paymentIntentId)).toHaveLength(1);
    expect(await productStock(server, 'signed-only')).toBe(3);
  });
});

describe('POST /api/stripe/webhook without Stripe configured', () => {
  let plain: TestServer;
  beforeAll(async () => {
    plain = await startTestServer();
  });
  afterAll(() => plain.close());

  it('does not exist, so nobody can post payment events to the test processor', async () => {
    const event = fake.signedEvent('payment_intent.succeeded', paymentIntentId);
    expect(await deliverWebhook(plain, event)).toMatchObject({ status: 404, body: { type: 'general_route_not_found' } });
  });
});
