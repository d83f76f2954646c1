import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, TEST_ENGINE, startTestServer } from '../helpers/test-server.ts';
import { type SignedIn, createSignedInUser } from '../helpers/accounts.ts';
import { shopSchema } from '../../src/appwrite/databases/collection-schema.ts';
import { listMailTo } from '../../src/infra/mail/outbox.ts';
import { findIncident } from '../../src/shop/orders/order-incident-store.ts';
import { reconcileOrders } from '../../src/shop/orders/order-reconciler.ts';
import { sweepExpiredReservations } from '../../src/shop/checkout/reservation-sweeper.ts';
import { CARDS, card, complete, confirmCard, createProduct, openSession, ordersOf, stockOf } from './checkout-fixtures.ts';

/**
 * A payment that succeeds while the order cannot be written: the incident is recorded and the
 * reconciler completes the order later — a paid order is never lost. The failure is real, not a
 * hook in the code: a CHECK (false) constraint, added NOT VALID so existing rows are untouched,
 * makes PostgreSQL refuse every new order row until the test drops it again (as a full disk or
 * a broken database would until an operator fixes it).
 */
describe(`order incidents and the reconciler on ${TEST_ENGINE}`, () => {
  let server: TestServer;
  let shopper: SignedIn & { email: string };
  const orders = shopSchema.collections.get('orders')?.table ?? '';
  const blockOrders = () => server.db.exec(`ALTER TABLE ${orders} ADD CONSTRAINT test_orders_blocked CHECK (false) NOT VALID`);
  const unblockOrders = () => server.db.exec(`ALTER TABLE ${orders} DROP CONSTRAINT test_orders_blocked`);

  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMITS: 'off' });
    shopper = await createSignedInUser(server);
  });
  afterAll(() => server.close());

  it('records the incident, answers order null, then the reconciler writes the one order, takes the stock and mails once', async () => {
    const product = await createProduct(server, { stock: 3 });
    const session = await openSession(server, shopper.cookieHeader, [{ productId: product.$id, quantity: 2, isBundle: false }]);

    await blockOrders();
    try {
      const paid = await confirmCard(server, shopper.cookieHeader, session.clientSecret, card(CARDS.success));
      expect(paid).toMatchObject({ status: 200, body: { status: 'succeeded', paymentIntentId: session.paymentIntentId, order: null } });
      // Retrying while the database still refuses counts another attempt, and nothing half-written stays behind.
      expect((await complete(server, shopper.cookieHeader, session.paymentIntentId)).body).toMatchObject({
        status: 'succeeded',
        order: null,
      });
      expect(await findIncident(server.db, session.paymentIntentId)).toMatchObject({ attempts: 2, resolved: false });
      expect(await ordersOf(server, session.paymentIntentId)).toEqual([]);
      expect(await stockOf(server, product.$id)).toBe(3);
      // The stock stays held for the paid checkout: the sweeper must not sell it, even after expiry.
      await sweepExpiredReservations(server.app, new Date(Date.parse(session.reservationExpiresAt) + 1000));
      expect(await ordersOf(server, session.paymentIntentId)).toEqual([]);
      expect(await stockOf(server, product.$id)).toBe(3);
    } finally {
      await unblockOrders();
    }

    expect(await reconcileOrders(server.app)).toBe(1);
    const [order] = await ordersOf(server, session.paymentIntentId);
    expect(order).toMatchObject({ status: 'completed', total: session.totals.totalCents / 100 });
    expect(await findIncident(server.db, session.paymentIntentId)).toMatchObject({ resolved: true, orderId: order?.$id });
    expect(await stockOf(server, product.$id)).toBe(1);

    // Later calls find the order instead of making another.
    expect((await complete(server, shopper.cookieHeader, session.paymentIntentId)).body).toMatchObject({
      status: 'succeeded',
      order: { id: order?.$id },
    });
    expect(await reconcileOrders(server.app)).toBe(0);
    const mails = (await listMailTo(server.db, shopper.email, 50)).filter((m) => m.kind === 'order-confirmation');
    expect(mails).toHaveLength(1);
  });

  it('completes a paid checkout whose confirm answer never turned into an order (the reconciler asks the provider)', async () => {
    const product = await createProduct(server, { stock: 1 });
    const session = await openSession(server, shopper.cookieHeader, [{ productId: product.$id, quantity: 1, isBundle: false }]);
    await blockOrders();
    try {
      await confirmCard(server, shopper.cookieHeader, session.clientSecret, card(CARDS.success));
    } finally {
      await unblockOrders();
    }
    // Forget the incident, as if the process had died between the payment and recording it.
    await server.db.query('DELETE FROM order_incidents WHERE payment_intent_id = $1', [session.paymentIntentId]);
    expect(await reconcileOrders(server.app)).toBe(0);
    // Checkouts younger than a minute are left to the confirm call in flight.
    expect(await reconcileOrders(server.app, new Date(Date.now() + 2 * 60_000))).toBe(1);
    expect(await ordersOf(server, session.paymentIntentId)).toHaveLength(1);
    expect(await stockOf(server, product.$id)).toBe(0);
  });
});
