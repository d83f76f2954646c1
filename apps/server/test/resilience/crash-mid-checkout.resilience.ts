import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcileOrders } from '../../src/shop/orders/order-reconciler.ts';
import { sweepExpiredReservations } from '../../src/shop/checkout/reservation-sweeper.ts';
import { type ServerProcess, startServerProcess } from './server-process.ts';
import { type ShopStore, auditShop, createShopStore, seedShop, withShopApp } from './shop-data.ts';
import { type CartLine, checkout, signInAll, tally } from './shoppers.ts';

/**
 * Decision 013 item 4: kill -9 the built server while 100 checkouts are in flight, start it again on
 * the same data, let the reconciler and the sweeper do their work, then audit: every payment the
 * processor accepted has exactly one order, stock is initial minus what the orders hold, no hold
 * outlives its expiry, and every order has exactly one confirmation mail.
 */

const CHECKOUTS = 100;
// One checkout per shopper: a shopper's new checkout ends their earlier unpaid one.
const SHOPPERS = CHECKOUTS;
const INITIAL_STOCK = 150;
const PRODUCT_NAME = 'Resilience Night Serum';
// Kill once this many shoppers were told "paid", this long after a card payment was sent.
const KILL_AFTER_PAID = 40;
const CONFIRM_HEAD_START_MS = 15;
const AFTER_RESTART = 5;

let store: ShopStore;
let server: ServerProcess | undefined;

beforeAll(async () => {
  store = await createShopStore();
});

afterAll(async () => {
  await server?.crash();
  await store?.dispose();
});

// Serum alone in quantities 1–3, or inside a routine with the unlimited balm, so bundle and
// normal lines compete for the same stock.
function cartFor(i: number, ids: { limitedId: string; unlimitedId: string }): CartLine[] {
  const quantity = (i % 3) + 1;
  return i % 2 === 0
    ? [{ productId: ids.limitedId, quantity, isBundle: false }]
    : [
        { productId: ids.limitedId, quantity, isBundle: true },
        { productId: ids.unlimitedId, quantity: 1, isBundle: true },
      ];
}

describe('kill -9 during 100 concurrent checkouts', () => {
  it('loses no paid order, duplicates nothing and returns every expired hold', async () => {
    const ids = await withShopApp(store, (app) => seedShop(app, { stock: INITIAL_STOCK, shoppers: SHOPPERS, productName: PRODUCT_NAME }));

    server = await startServerProcess({ ...store.env, RATE_LIMITS: 'off' });
    const first = server;
    const cookies = await signInAll(first.endpoint, ids.emails);

    let paidSoFar = 0;
    let paymentsInFlight = 0;
    let killedAtMs = 0;
    let crash: Promise<void> | undefined;
    const started = performance.now();
    // The kill lands while card payments are on their way: on PostgreSQL many are by the time
    // enough orders exist; PGlite runs one transaction at a time, so there it is the next one sent.
    const killWhenPaymentsAreInFlight = () => {
      if (paidSoFar < KILL_AFTER_PAID || paymentsInFlight === 0 || crash) return;
      killedAtMs = performance.now() - started;
      crash = new Promise((resolve) => setTimeout(resolve, CONFIRM_HEAD_START_MS)).then(() => first.crash());
    };
    const shop = async (i: number) => {
      let confirming = false;
      const outcome = await checkout(first.url, cookies[i % SHOPPERS] ?? '', cartFor(i, ids), () => {
        confirming = true;
        paymentsInFlight += 1;
        killWhenPaymentsAreInFlight();
      });
      if (confirming) paymentsInFlight -= 1;
      if (outcome.kind === 'paid') paidSoFar += 1;
      killWhenPaymentsAreInFlight();
      return outcome;
    };
    // Resolves once every client has its answer or has seen its connection break.
    const before = await Promise.all(Array.from({ length: CHECKOUTS }, (_, i) => shop(i)));
    expect(crash, 'the kill point was reached').toBeDefined();
    await crash;
    const beforeCrash = tally(before);
    expect(beforeCrash.errors).toEqual([]);

    server = await startServerProcess({ ...store.env, RATE_LIMITS: 'off' });
    const restarted = server;
    const cookiesAfter = await signInAll(restarted.endpoint, ids.emails.slice(0, AFTER_RESTART));
    const after = tally(
      await Promise.all(
        cookiesAfter.map((cookie) => checkout(restarted.url, cookie, [{ productId: ids.unlimitedId, quantity: 1, isBundle: false }])),
      ),
    );
    expect(after.paid).toHaveLength(AFTER_RESTART);
    await restarted.stop();
    server = undefined;

    // The server runs the reconciler and the sweeper at start and then every 60 s and 30 s; the
    // reconciler leaves checkouts younger than 60 s to their own confirm call. Rather than wait,
    // run the very same functions with the clock moved past every hold's expiry.
    const result = await withShopApp(store, async (app) => {
      const later = new Date(Date.now() + app.config.checkout.reservationMs + 120_000);
      const { rows } = await app.db.query<{ n: string }>(
        `SELECT count(*)::text AS n FROM test_payment_intents i WHERE i.status = 'succeeded'
            AND NOT EXISTS (SELECT 1 FROM stock_reservations r WHERE r.payment_intent_id = i.id AND r.status = 'paid')`,
      );
      const orphanedBeforeReconcile = Number(rows[0]?.n ?? 0);
      const reconciled = await reconcileOrders(app, later);
      const swept = await sweepExpiredReservations(app, later);
      // A second pass finds nothing left to do: nothing is done twice.
      const secondPass = { reconciled: await reconcileOrders(app, later), swept: await sweepExpiredReservations(app, later) };
      return { orphanedBeforeReconcile, reconciled, swept, secondPass, audit: await auditShop(app, ids.limitedId, later) };
    });
    const { audit } = result;

    const seconds = (killedAtMs / 1000).toFixed(1);
    console.log(
      [
        `[resilience] kill -9 mid-checkout on ${store.engine}:`,
        `  requests tried: ${CHECKOUTS} checkouts (create session + confirm 4242) from ${SHOPPERS} shoppers, then ${AFTER_RESTART} after the restart`,
        `  faults injected: 1 SIGKILL at ${seconds} s, after ${KILL_AFTER_PAID} paid answers, ${CONFIRM_HEAD_START_MS} ms after a card payment was sent; ${beforeCrash.interrupted.length} checkouts cut off (${beforeCrash.interrupted.filter((o) => o.paymentIntentId).length} of them after their session was created)`,
        `  before the kill: ${beforeCrash.paid.length} paid, ${beforeCrash.refused.length} refused; after the restart: ${after.paid.length}/${AFTER_RESTART} paid`,
        `  recovery: ${result.orphanedBeforeReconcile} accepted payments had no order when the server came back; reconciler completed ${result.reconciled}, sweeper handled ${result.swept} expired holds; second pass ${result.secondPass.reconciled}/${result.secondPass.swept}`,
        `  orders checked: ${audit.orders} orders for ${audit.succeededIntents} succeeded payments; stock ${INITIAL_STOCK} − ${audit.orderedQuantity} ordered = ${audit.stock}; ${audit.activeReservations} holds still active; ${audit.confirmationMails} confirmation mails`,
      ].join('\n'),
    );

    expect(beforeCrash.interrupted.length).toBeGreaterThan(0);
    expect(audit.intentsWithoutOneOrder).toEqual([]);
    expect(audit.ordersWithoutPayment).toEqual([]);
    expect(audit.orders).toBe(audit.succeededIntents);
    expect(audit.orders).toBeGreaterThanOrEqual(KILL_AFTER_PAID + AFTER_RESTART);
    expect(audit.stock).toBe(INITIAL_STOCK - audit.orderedQuantity);
    expect(audit.expiredButActive).toBe(0);
    expect(audit.activeReservations).toBe(0);
    expect(audit.paidReservationsWithoutOrder).toBe(0);
    expect(audit.ordersWithoutOneMail).toEqual([]);
    expect(audit.confirmationMails).toBe(audit.orders);
    expect(result.secondPass).toEqual({ reconciled: 0, swept: 0 });

    // Every shopper who was told "paid" has that very order.
    const orderIds = await withShopApp(store, async (app) => {
      const { rows } = await app.db.query<{ id: string }>('SELECT _id AS id FROM doc_shop_orders');
      return new Set(rows.map((r) => r.id));
    });
    for (const paid of [...beforeCrash.paid, ...after.paid]) expect(orderIds.has(paid.orderId)).toBe(true);
  });
});
