import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CART_MAX_PER_PRODUCT as MAX } from '@pura/core/limits';
import { type TestServer, TEST_ENGINE, startTestServer } from '../helpers/test-server.ts';
import { createSignedInUser } from '../helpers/accounts.ts';
import { paymentProviderFor } from '../../src/shop/payments/payment-providers.ts';
import { sweepExpiredReservations } from '../../src/shop/checkout/reservation-sweeper.ts';
import { attachPaymentIntent } from '../../src/shop/checkout/reservation-store.ts';
import { releaseReservationById } from '../../src/shop/checkout/reservations.ts';
import { serverDocuments } from '../../src/appwrite/databases/server-documents.ts';
import {
  CARDS,
  card,
  confirmCard,
  createProduct,
  createSession,
  openSession,
  postJson,
  routineProducts,
  stockOf,
} from './checkout-fixtures.ts';

/** POST /api/create-checkout-session: server pricing, validation and stock holds, over real HTTP. */
describe(`create-checkout-session on ${TEST_ENGINE}`, () => {
  let server: TestServer;
  let shopper: string;
  beforeAll(async () => {
    // A TAX_RATE other than the default proves the charge uses the configured rate.
    server = await startTestServer({ RATE_LIMITS: 'off', TAX_RATE: '20' });
    shopper = (await createSignedInUser(server)).cookieHeader;
  });
  afterAll(() => server.close());

  it('answers 401 in the Appwrite error shape when signed out', async () => {
    const product = await createProduct(server);
    const { status, body } = await postJson(server, '/api/create-checkout-session', {
      items: [{ productId: product.$id, quantity: 1, isBundle: false }],
    });
    expect(status).toBe(401);
    expect(body).toMatchObject({ code: 401, type: 'general_unauthorized_scope', message: expect.any(String), version: expect.any(String) });
  });

  it.each([
    ['an empty cart', { items: [] }, 'Your cart is empty'],
    ['a zero quantity', { items: [{ productId: 'x1', quantity: 0, isBundle: false }] }, 'Quantity must be at least 1'],
    ['a missing first name', { shippingAddress: { lastName: 'L', address: 'A', city: 'C', zipCode: '1' } }, 'Please enter your first name'],
    [
      'a blank city',
      { shippingAddress: { firstName: 'A', lastName: 'L', address: 'A', city: '  ', zipCode: '1' } },
      'Please enter your city',
    ],
    ['a packaging name over 30 characters', { customPackagingName: 'x'.repeat(31) }, 'Package name can be at most 30 characters'],
  ])('answers 400 naming the field for %s', async (_label, override, message) => {
    const product = await createProduct(server);
    const { status, body } = await createSession(server, shopper, [{ productId: product.$id, quantity: 1, isBundle: false }], override);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 400, type: 'general_argument_invalid', message });
  });

  it('prices from the database with the tax rate of the shop settings (TAX_RATE for a new database): a tampered price or total in the body changes nothing', async () => {
    const serum = await createProduct(server, { price: 24.99 });
    const mask = await createProduct(server, { price: 32.99 });
    const items = [
      { productId: serum.$id, quantity: 2, isBundle: false, price: 0.01, name: 'Cheap' },
      { productId: mask.$id, quantity: 1, isBundle: true, price: 0.01 },
    ];
    const session = await openSession(server, shopper, items as never, { total: 1, amount: 100, totals: { totalCents: 1 } });
    // 2 × 24.99 + 32.99 = 82.97; the mask's bundle flag earns nothing (it is in no quiz routine);
    // tax 20 % of 82.97 = 16.59.
    expect(session.totals).toEqual({
      subtotalCents: 8297,
      bundleDiscountCents: 0,
      taxCents: 1659,
      taxMode: 'added_at_checkout',
      taxRateBasisPoints: 2000,
      shippingCents: 0,
      totalCents: 9956,
    });
    expect(session.amountMinorUnits).toBe(9956);
    expect(session).toMatchObject({ provider: 'test', publishableKey: null, currency: 'eur' });
    expect(session.clientSecret).toMatch(/^pi_test_\w+_secret_[\w-]{32}$/);
    const intent = await paymentProviderFor(server.app).retrieveIntent(session.paymentIntentId);
    expect(intent).toMatchObject({ amountMinorUnits: 9956, status: 'requires_payment_method' });
    const holdMs = Date.parse(session.reservationExpiresAt) - Date.now();
    // RESERVATION_MINUTES: 10 by default.
    expect(holdMs).toBeGreaterThan(9 * 60_000);
    expect(holdMs).toBeLessThanOrEqual(10 * 60_000);
  });

  describe('the 15 % routine discount', () => {
    const asBundle = (products: { $id: string }[]) => products.map((product) => ({ productId: product.$id, quantity: 1, isBundle: true }));

    it('is taken off every line of a whole quiz routine, one added again without the flag too', async () => {
      const routine = await routineProducts(server);
      const [first, ...rest] = routine;
      const session = await openSession(server, shopper, [
        { productId: first?.$id ?? '', quantity: 2, isBundle: false },
        ...asBundle(rest),
      ]);
      // 15 % of every unit of the routine at €20 each: 2 of the first product, 1 of each other.
      expect(session.totals.bundleDiscountCents).toBe((routine.length + 1) * 300);
    });

    it('is not given for a flag on a product outside a routine, nor for part of a routine', async () => {
      const other = await createProduct(server, { price: 40 });
      expect((await openSession(server, shopper, asBundle([other]))).totals.bundleDiscountCents).toBe(0);
      const [, ...partOfRoutine] = await routineProducts(server);
      expect((await openSession(server, shopper, asBundle(partOfRoutine))).totals.bundleDiscountCents).toBe(0);
    });

    it('is given when the rest of the routine cannot be bought right now, as the quiz result offers it', async () => {
      const [soldOut, ...rest] = await routineProducts(server);
      await serverDocuments(server.app).update('products', soldOut?.$id ?? '', { data: { stock: 0 } });
      try {
        expect((await openSession(server, shopper, asBundle(rest))).totals.bundleDiscountCents).toBe(rest.length * 300);
      } finally {
        await routineProducts(server);
      }
    });
  });

  it("refuses an unknown product with 'A product in your cart is no longer available'", async () => {
    const product = await createProduct(server);
    const { status, body } = await createSession(server, shopper, [
      { productId: product.$id, quantity: 1, isBundle: false },
      { productId: 'gone-product', quantity: 1, isBundle: false },
    ]);
    expect(status).toBe(400);
    expect(body).toMatchObject({ type: 'checkout_invalid_cart', message: 'A product in your cart is no longer available' });
  });

  it("refuses an out-of-stock product with 'Insufficient stock for {name}'", async () => {
    const product = await createProduct(server, { name: 'Rose Toner', stock: 0 });
    const { status, body } = await createSession(server, shopper, [{ productId: product.$id, quantity: 1, isBundle: false }]);
    expect(status).toBe(409);
    expect(body).toMatchObject({ code: 409, type: 'checkout_insufficient_stock', message: 'Insufficient stock for Rose Toner' });
  });

  it('counts bundle and normal lines of one product against the same stock, and holds it for other checkouts', async () => {
    const product = await createProduct(server, { name: 'Lip Balm', stock: 3 });
    const both = (normal: number, bundle: number) => [
      { productId: product.$id, quantity: normal, isBundle: false },
      { productId: product.$id, quantity: bundle, isBundle: true },
    ];
    expect((await createSession(server, shopper, both(2, 2))).body).toMatchObject({ message: 'Insufficient stock for Lip Balm' });
    await openSession(server, shopper, both(2, 1));
    const other = await createSignedInUser(server);
    expect((await createSession(server, other.cookieHeader, [{ productId: product.$id, quantity: 1, isBundle: false }])).status).toBe(409);
  });

  it("releases the shopper's earlier unpaid checkout when they start a new one, and that one can no longer be paid", async () => {
    const product = await createProduct(server, { name: 'Night Balm', stock: 2 });
    const first = await openSession(server, shopper, [{ productId: product.$id, quantity: 2, isBundle: false }]);
    // A reload of the checkout page, or a second tab: the same shopper, the same last units.
    const second = await openSession(server, shopper, [{ productId: product.$id, quantity: 2, isBundle: false }]);
    const stale = await confirmCard(server, shopper, first.clientSecret, card(CARDS.success));
    expect(stale).toMatchObject({
      status: 402,
      body: { type: 'payment_failed', message: 'This payment was canceled. Please start the checkout again.' },
    });
    // The new checkout holds the stock against everyone else, and pays.
    const other = await createSignedInUser(server);
    expect((await createSession(server, other.cookieHeader, [{ productId: product.$id, quantity: 1, isBundle: false }])).status).toBe(409);
    expect(await confirmCard(server, shopper, second.clientSecret, card(CARDS.success))).toMatchObject({
      status: 200,
      body: { status: 'succeeded' },
    });
    expect(await stockOf(server, product.$id)).toBe(0);
  });

  it('leaves the earlier checkout payable when the new one cannot go through', async () => {
    const product = await createProduct(server, { name: 'Calm Balm', stock: 1 });
    const soldOut = await createProduct(server, { name: 'Sold Out Mist', stock: 0 });
    const first = await openSession(server, shopper, [{ productId: product.$id, quantity: 1, isBundle: false }]);
    const short = [
      { productId: product.$id, quantity: 1, isBundle: false },
      { productId: soldOut.$id, quantity: 1, isBundle: false },
    ];
    expect(await createSession(server, shopper, short)).toMatchObject({
      status: 409,
      body: { message: 'Insufficient stock for Sold Out Mist' },
    });
    expect(await createSession(server, shopper, [{ productId: 'gone-product', quantity: 1, isBundle: false }])).toMatchObject({
      status: 400,
    });
    expect(await confirmCard(server, shopper, first.clientSecret, card(CARDS.success))).toMatchObject({
      status: 200,
      body: { status: 'succeeded' },
    });
  });

  it('never ties a payment to a checkout that has ended', async () => {
    const product = await createProduct(server, { stock: null });
    const session = await openSession(server, shopper, [{ productId: product.$id, quantity: 1, isBundle: false }]);
    const { rows } = await server.db.query<{ id: string }>('SELECT id FROM stock_reservations WHERE payment_intent_id = $1', [
      session.paymentIntentId,
    ]);
    const reservationId = rows[0]?.id ?? '';
    await releaseReservationById(server.app, reservationId, 'replaced by a new checkout');
    expect(await attachPaymentIntent(server.db, reservationId, 'pi_late')).toBe(false);
  });

  it('keeps the earlier hold when its payment cannot be cancelled, and answers as for any short stock', async () => {
    const product = await createProduct(server, { name: 'Day Balm', stock: 1 });
    const line = [{ productId: product.$id, quantity: 1, isBundle: false }];
    const first = await openSession(server, shopper, line);
    // A real failure inside the provider: its intents table refuses to cancel for a moment.
    await server.db.exec(
      `ALTER TABLE test_payment_intents ADD CONSTRAINT test_intents_uncancellable CHECK (status <> 'canceled') NOT VALID`,
    );
    try {
      expect(await createSession(server, shopper, line)).toMatchObject({
        status: 409,
        body: { message: 'Insufficient stock for Day Balm' },
      });
    } finally {
      await server.db.exec('ALTER TABLE test_payment_intents DROP CONSTRAINT test_intents_uncancellable');
    }
    expect(await confirmCard(server, shopper, first.clientSecret, card(CARDS.success))).toMatchObject({
      status: 200,
      body: { status: 'succeeded' },
    });
  });

  it("never runs short of unlimited stock, and holds every line to the cart's one limit", async () => {
    const product = await createProduct(server, { name: 'Hand Cream', stock: null });
    await openSession(server, shopper, [{ productId: product.$id, quantity: MAX, isBundle: false }]);
    await openSession(server, shopper, [{ productId: product.$id, quantity: MAX, isBundle: true }]);
    // CART_MAX_PER_PRODUCT's default, the limit the cart's steppers stop at, for unlimited stock too.
    const refused = { status: 400, body: { type: 'checkout_invalid_cart', message: `You can order at most ${MAX} of Hand Cream at once` } };
    expect(await createSession(server, shopper, [{ productId: product.$id, quantity: MAX + 1, isBundle: false }])).toMatchObject(refused);
    const split = [true, false].map((isBundle) => ({ productId: product.$id, quantity: MAX / 2 + 1, isBundle }));
    expect(await createSession(server, shopper, split)).toMatchObject(refused);
  });

  it("answers 'Failed to create payment session' and frees the stock when the provider fails", async () => {
    const product = await createProduct(server, { name: 'Body Wash', stock: 1 });
    const line = [{ productId: product.$id, quantity: 1, isBundle: false }];
    // A real failure inside the provider: its intents table refuses every new row for a moment.
    await server.db.exec('ALTER TABLE test_payment_intents ADD CONSTRAINT test_intents_blocked CHECK (false) NOT VALID');
    try {
      const { status, body } = await createSession(server, shopper, line);
      expect(status).toBe(502);
      expect(body).toMatchObject({ code: 502, type: 'payment_session_failed', message: 'Failed to create payment session' });
    } finally {
      await server.db.exec('ALTER TABLE test_payment_intents DROP CONSTRAINT test_intents_blocked');
    }
    await openSession(server, shopper, line);
  });

  it('releases an expired hold and cancels its payment intent', async () => {
    const product = await createProduct(server, { name: 'Night Cream', stock: 1 });
    const line = [{ productId: product.$id, quantity: 1, isBundle: false }];
    const first = await openSession(server, shopper, line);
    // Another shopper probes the hold (a new checkout of the same shopper would replace it).
    const other = (await createSignedInUser(server)).cookieHeader;
    expect((await createSession(server, other, line)).status).toBe(409);

    // Not yet expired: the sweeper leaves it alone.
    await sweepExpiredReservations(server.app, new Date(Date.parse(first.reservationExpiresAt) - 1000));
    expect((await createSession(server, other, line)).status).toBe(409);

    await sweepExpiredReservations(server.app, new Date(Date.parse(first.reservationExpiresAt) + 1000));
    expect(await paymentProviderFor(server.app).retrieveIntent(first.paymentIntentId)).toMatchObject({ status: 'canceled' });
    await openSession(server, shopper, line);

    // The expired checkout can no longer be paid.
    const late = await confirmCard(server, shopper, first.clientSecret, card(CARDS.success));
    expect(late.status).toBe(402);
    expect(late.body).toMatchObject({ type: 'payment_failed', paymentError: { type: 'api_error' } });
  });
});

describe(`create-checkout-session's rate limit on ${TEST_ENGINE}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('lets one shopper start 30 checkouts an hour, then answers 429, while others go on', async () => {
    const product = await createProduct(server, { stock: null });
    const line = [{ productId: product.$id, quantity: 1, isBundle: false }];
    const shopper = (await createSignedInUser(server)).cookieHeader;
    for (let i = 0; i < 30; i += 1) await openSession(server, shopper, line);
    expect(await createSession(server, shopper, line)).toMatchObject({ status: 429, body: { type: 'general_rate_limit_exceeded' } });
    await openSession(server, (await createSignedInUser(server)).cookieHeader, line);
  });
});

describe(`stock hoarding on ${TEST_ENGINE}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('two hoarding accounts cannot keep an ordinary buyer from paying', async () => {
    const product = await createProduct(server, { name: 'Night Cream', stock: 22 });
    const units = (quantity: number) => [{ productId: product.$id, quantity, isBundle: false }];
    const hoarders = [(await createSignedInUser(server)).cookieHeader, (await createSignedInUser(server)).cookieHeader];
    for (const hoarder of hoarders) {
      // All the free stock is more than one checkout holds; the most it may hold is taken instead.
      expect(await createSession(server, hoarder, units(22))).toMatchObject({
        status: 400,
        body: { type: 'checkout_invalid_cart', message: 'You can order at most 10 of Night Cream at once' },
      });
      await openSession(server, hoarder, units(10));
    }
    // The first hoarder has been renewing for half an hour: no renewal holds stock any longer.
    await server.db.query(
      `UPDATE stock_reservations SET created_at = created_at - interval '30 minutes' WHERE id IN (SELECT reservation_id FROM stock_reservation_lines WHERE product_id = $1) AND created_at = (SELECT min(created_at) FROM stock_reservations r JOIN stock_reservation_lines l ON l.reservation_id = r.id WHERE l.product_id = $1)`,
      [product.$id],
    );
    expect(await createSession(server, hoarders[0]!, units(10))).toMatchObject({
      status: 429,
      body: { type: 'general_rate_limit_exceeded' },
    });

    const buyer = (await createSignedInUser(server)).cookieHeader;
    const checkout = await openSession(server, buyer, units(2));
    expect(await confirmCard(server, buyer, checkout.clientSecret, card(CARDS.success))).toMatchObject({
      status: 200,
      body: { status: 'succeeded' },
    });
  });

  it('a renewed checkout holds only what is left of the shopper’s hold time in the hour', async () => {
    const product = await createProduct(server, { stock: 5 });
    const line = [{ productId: product.$id, quantity: 1, isBundle: false }];
    const shopper = await createSignedInUser(server);
    await openSession(server, shopper.cookieHeader, line);
    await server.db.query(`UPDATE stock_reservations SET created_at = created_at - interval '25 minutes' WHERE user_id = $1`, [
      shopper.user.$id,
    ]);
    const renewed = await openSession(server, shopper.cookieHeader, line);
    const holdMs = Date.parse(renewed.reservationExpiresAt) - Date.now();
    expect(holdMs).toBeGreaterThan(3 * 60_000);
    expect(holdMs).toBeLessThanOrEqual(5 * 60_000);
  });
});
