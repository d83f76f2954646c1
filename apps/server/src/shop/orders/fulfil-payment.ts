import type { FastifyInstance } from 'fastify';
import type { PlacedOrder } from '@pura/core/schemas/checkout-api';
import { eurosToCents } from '@pura/core/money';
import { serverDocuments, type ServerDocuments } from '../../appwrite/databases/server-documents.ts';
import type { DocumentJson } from '../../appwrite/databases/document-model.ts';
import { withDocumentsAndMail } from '../../appwrite/databases/documents-and-mail.ts';
import type { ProviderPaymentIntent } from '../payments/payment-provider.ts';
import { markPaid, selectReservationByIntent } from '../checkout/reservation-store.ts';
import { orderDocumentData } from './order-record.ts';
import { orderConfirmationMail } from './order-confirmation-mail.ts';
import { recordIncident, resolveIncident } from './order-incident-store.ts';

/**
 * Turns a succeeded payment into its one order (decision 008, part 6). Called from the confirm and
 * complete routes, the Stripe webhook, the reservation sweeper and the reconciler — any number
 * of times, concurrently. Exactly one order per intent: the reservation row is locked first, so
 * callers for one intent queue up and the later ones find the order; the unique paymentIntentId
 * index backs that up across anything that bypasses the lock.
 *
 * One transaction writes the order, takes the stock, marks the reservation paid, closes any
 * incident and queues the confirmation mail (so it is sent once per order). When that fails the
 * payment is recorded as an incident and null is returned; the reconciler retries it.
 */
export async function fulfilPaidIntent(app: FastifyInstance, intent: ProviderPaymentIntent): Promise<PlacedOrder | null> {
  if (intent.status !== 'succeeded') throw new Error(`fulfilPaidIntent needs a succeeded intent, ${intent.id} is ${intent.status}`);
  const existing = await findOrderByIntent(serverDocuments(app), intent.id);
  if (existing) return placedOrder(existing);
  try {
    return await placeOrder(app, intent);
  } catch (error) {
    const raced = await findOrderByIntent(serverDocuments(app), intent.id).catch(() => null);
    if (raced) return placedOrder(raced);
    const reason = error instanceof Error ? error.message : String(error);
    app.log.error(
      { err: error, paymentIntentId: intent.id },
      'order creation failed after a successful payment; recorded for the reconciler',
    );
    await recordIncident(app.db, intent.id, reason).catch((incidentError: unknown) => {
      app.log.error({ err: incidentError, paymentIntentId: intent.id }, 'could not record the order incident');
    });
    return null;
  }
}

async function placeOrder(app: FastifyInstance, intent: ProviderPaymentIntent): Promise<PlacedOrder> {
  // Read before the transaction: on PGlite a read beside an open transaction would wait for it.
  const shop = await app.shopSettings.current();
  return withDocumentsAndMail(app, async (docs, tx) => {
    const reservation = await selectReservationByIntent(tx, intent.id, { forUpdate: true });
    if (!reservation) throw new Error(`no checkout reservation belongs to payment intent ${intent.id}`);
    const existing = await findOrderByIntent(docs, intent.id);
    if (existing) return placedOrder(existing);
    // The order must be exactly what was charged: same amount, same currency, same customer.
    if (intent.amountMinorUnits !== reservation.amountMinorUnits || intent.currency !== reservation.currency) {
      throw new Error(
        `payment intent ${intent.id} charged ${intent.amountMinorUnits} ${intent.currency} but the checkout was ${reservation.amountMinorUnits} ${reservation.currency}`,
      );
    }
    if (intent.metadata.userId !== reservation.userId)
      throw new Error(`payment intent ${intent.id} does not belong to the checkout's customer`);

    const quantities = new Map<string, number>();
    for (const line of reservation.checkout.lines) quantities.set(line.productId, (quantities.get(line.productId) ?? 0) + line.quantity);
    // Same id order as reserving, so order writers and checkouts never deadlock each other.
    const stockTaken: Record<string, number> = {};
    for (const productId of [...quantities.keys()].sort()) {
      stockTaken[productId] = await takeStock(app, docs, productId, quantities.get(productId) ?? 0, intent.id);
    }

    const order = await docs.create('orders', {
      data: orderDocumentData({
        userId: reservation.userId,
        paymentIntentId: intent.id,
        checkout: reservation.checkout,
        stockTaken,
        now: new Date(),
      }),
      permissions: [`read("user:${reservation.userId}")`],
    });
    await markPaid(tx, reservation.id, order.$id);
    await resolveIncident(tx, intent.id, order.$id);
    const reference = order.reference as string;
    await app.mailer.queue(tx, orderConfirmationMail({ reference, checkout: reservation.checkout, publicUrl: app.config.publicUrl, shop }));
    app.log.info({ orderId: order.$id, reference, paymentIntentId: intent.id }, 'order placed');
    return placedOrder(order);
  });
}

/**
 * Takes the paid units from stock and answers how many it took. The reservation held them, so
 * this normally cannot run short; if it does (the hold was released before a late payment, staff
 * lowered the stock, or the product was deleted) the paid order still wins — it is written, the
 * shortfall is logged for staff, and stock stays ≥ 0. The order records what was taken, so a
 * cancellation puts back only that.
 */
async function takeStock(
  app: FastifyInstance,
  docs: ServerDocuments,
  productId: string,
  quantity: number,
  paymentIntentId: string,
): Promise<number> {
  const product = await docs.get('products', productId, { forUpdate: true });
  if (!product) {
    app.log.warn({ productId, paymentIntentId }, 'a paid product no longer exists; order written without a stock change');
    return 0;
  }
  const stock = product.stock as number | null;
  if (stock === null) return 0;
  const taken = Math.min(stock, quantity);
  if (taken < quantity) app.log.warn({ productId, paymentIntentId, stock, quantity }, 'paid quantity exceeds stock; stock set to 0');
  if (taken > 0) await docs.decrement('products', productId, 'stock', taken, { min: 0 });
  return taken;
}

async function findOrderByIntent(docs: ServerDocuments, paymentIntentId: string): Promise<DocumentJson | null> {
  const { documents } = await docs.list(
    'orders',
    [
      { method: 'equal', attribute: 'paymentIntentId', values: [paymentIntentId] },
      { method: 'limit', values: [1] },
    ],
    { total: false },
  );
  return documents[0] ?? null;
}

function placedOrder(order: DocumentJson): PlacedOrder {
  return { id: order.$id, reference: order.reference as string, totalCents: eurosToCents(order.total as number) };
}
