import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { type CartTotalsOptions, computeCartTotals } from '@pura/core/pricing/cart-totals';
import { canBeSoldNow } from '@pura/core/catalogue/availability';
import { type RoutineList, earnedBundleFlags, routineProductsOutside } from '@pura/core/pricing/routine-discount';
import { eurosToCents } from '@pura/core/money';
import { perProductLimitMessage } from '@pura/core/cart/cart-state';
import type { CheckoutSessionRequest } from '@pura/core/schemas/cart';
import type { PaymentErrorDetails } from '@pura/core/schemas/checkout-api';
import type { ServerDocuments } from '../../appwrite/databases/server-documents.ts';
import type { Queryable } from '../../infra/db/database.ts';
import { withDocumentsAndMail } from '../../appwrite/databases/documents-and-mail.ts';
import { AppwriteError } from '../../infra/errors.ts';
import type { ProviderPaymentIntent } from '../payments/payment-provider.ts';
import { paymentProviderFor } from '../payments/payment-providers.ts';
import {
  type ReservationRecord,
  type ReservedLine,
  insertReservation,
  extendReservation,
  listActiveReservationsOf,
  markReleased,
  heldMsWithinHour,
  reservedQuantities,
  selectReservationByIntent,
} from './reservation-store.ts';

/**
 * Stock held for a checkout (decision 008, part 4). Race-free on both engines: the products of a
 * checkout are locked (SELECT … FOR UPDATE) in id order inside one transaction, so two checkouts
 * of one product queue up instead of both seeing the same free units, and two checkouts sharing
 * several products can never deadlock. PGlite runs transactions one at a time anyway.
 */

export interface NewReservation {
  userId: string;
  email: string;
  request: CheckoutSessionRequest;
  /** The shop's tax and shipping, from its settings (cartTotalsOptionsOf). */
  pricing: CartTotalsOptions;
  /** The whole routines the live quiz versions can recommend: what earns the routine discount. */
  routines: RoutineList;
  reservationMs: number;
  now: Date;
}

/**
 * Prices the cart from the database with core's computeCartTotals and holds its stock. Throws
 * checkout_invalid_cart for an unknown product and checkout_insufficient_stock when the free
 * stock (stock − active unexpired reservations) is short; bundle and normal lines of one product
 * count together. Unlimited stock (null) never runs short.
 */
export async function reserveStock(app: FastifyInstance, input: NewReservation): Promise<ReservationRecord> {
  const { request, now } = input;
  const wanted = unitsWanted(request);

  return withDocumentsAndMail(app, async (docs, tx) => {
    const products = await productsWithStockFor(docs, tx, wanted, now, {
      lock: true,
      exceptHoldsOf: null,
      maxPerProduct: app.config.checkout.maxPerProduct,
    });

    const productOf = (id: string) => {
      const product = products.get(id);
      if (!product) throw new Error(`product ${id} was not loaded`);
      return product;
    };
    const asSent = request.items.map((line) => ({
      productId: line.productId,
      unitPriceCents: productOf(line.productId).priceCents,
      quantity: line.quantity,
      isBundle: line.isBundle,
    }));
    const { routines } = input;
    const unavailable = await unavailableProducts(docs, routineProductsOutside(asSent, routines));
    const totals = computeCartTotals(
      earnedBundleFlags(asSent, routines, (id) => unavailable.has(id)),
      input.pricing,
    );
    const lines: ReservedLine[] = totals.lines.map((line) => ({
      productId: line.productId,
      name: productOf(line.productId).name,
      unitPriceCents: line.unitPriceCents,
      quantity: line.quantity,
      isBundle: line.isBundle,
      lineTotalCents: line.lineTotalCents,
      bundleDiscountCents: line.bundleDiscountCents,
    }));
    const reservation: ReservationRecord = {
      id: `res_${randomBytes(12).toString('hex')}`,
      userId: input.userId,
      paymentIntentId: null,
      status: 'active',
      amountMinorUnits: totals.amountMinorUnits,
      currency: 'eur',
      checkout: {
        email: input.email,
        lines,
        totals: {
          subtotalCents: totals.subtotalCents,
          bundleDiscountCents: totals.bundleDiscountCents,
          taxCents: totals.taxCents,
          taxMode: totals.taxMode,
          taxRateBasisPoints: totals.taxRateBasisPoints,
          shippingCents: totals.shippingCents,
          totalCents: totals.totalCents,
        },
        shippingAddress: request.shippingAddress,
        customPackagingName: request.customPackagingName ? request.customPackagingName : null,
      },
      expiresAt: new Date(now.getTime() + input.reservationMs),
      orderId: null,
    };
    await insertReservation(tx, { ...reservation, quantities: wanted });
    return reservation;
  });
}

type CheckedProduct = { name: string; priceCents: number; stock: number | null };

/** Units wanted of each product; bundle and normal lines of one product count together. */
function unitsWanted(request: CheckoutSessionRequest): Map<string, number> {
  const wanted = new Map<string, number>();
  for (const line of request.items) wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity);
  return wanted;
}

/**
 * The cart's products, each checked to exist and to have the free stock the cart wants, read in
 * id order (locked with `lock`, so two checkouts of one product queue up and never deadlock).
 * A checkout holds at most CART_MAX_PER_PRODUCT of a product, the limit the web app's cart stops
 * at, however its lines add up: one shopper (or a few accounts of one) cannot hold a whole product
 * while others wait to pay (docs/security-limits.md 'Checkout stock holds').
 */
async function productsWithStockFor(
  docs: ServerDocuments,
  tx: Queryable,
  wanted: ReadonlyMap<string, number>,
  now: Date,
  options: { lock: boolean; exceptHoldsOf: string | null; maxPerProduct: number },
): Promise<Map<string, CheckedProduct>> {
  const productIds = [...wanted.keys()].sort();
  const products = new Map<string, CheckedProduct>();
  for (const id of productIds) {
    const product = await docs.get('products', id, { forUpdate: options.lock });
    if (!product) throw new AppwriteError('checkout_invalid_cart', 'A product in your cart is no longer available');
    products.set(id, {
      name: product.name as string,
      priceCents: eurosToCents(product.price as number),
      stock: (product.stock as number | null) ?? null,
    });
  }
  const held = await reservedQuantities(tx, productIds, now, options.exceptHoldsOf);
  for (const [id, product] of products) {
    if ((wanted.get(id) ?? 0) > options.maxPerProduct) {
      throw new AppwriteError('checkout_invalid_cart', perProductLimitMessage(options.maxPerProduct, product.name));
    }
    if (product.stock === null) continue;
    const available = product.stock - (held.get(id) ?? 0);
    if ((wanted.get(id) ?? 0) > available) throw new AppwriteError('checkout_insufficient_stock', `Insufficient stock for ${product.name}`);
  }
  return products;
}

/**
 * Answers as reserveStock would if the shopper's own open checkouts had ended, and changes
 * nothing: checked before those end, so a new checkout that cannot go through (a product gone,
 * stock short) leaves the earlier one payable.
 */
export async function checkNewCheckout(app: FastifyInstance, userId: string, request: CheckoutSessionRequest, now: Date): Promise<void> {
  await withDocumentsAndMail(app, (docs, tx) =>
    productsWithStockFor(docs, tx, unitsWanted(request), now, {
      lock: false,
      exceptHoldsOf: userId,
      maxPerProduct: app.config.checkout.maxPerProduct,
    }),
  );
}

/** A hold shorter than this is no use for paying: the shopper is told to come back later instead. */
const SHORTEST_USEFUL_HOLD_MS = 60 * 1000;

/**
 * How long a new checkout of this shopper may hold its stock: RESERVATION_MINUTES, cut down to
 * what is left of their CHECKOUT_HOLD_MINUTES_PER_HOUR. Ending a checkout by starting another
 * renews its hold, so without this budget one account could hold stock forever, one renewal
 * after the other. Paid checkouts do not count. 429 once too little is left to pay in.
 */
export async function holdTimeFor(app: FastifyInstance, userId: string, now: Date): Promise<number> {
  const { reservationMs, holdMsPerHour } = app.config.checkout;
  const leftMs = holdMsPerHour - (await heldMsWithinHour(app.db, userId, now));
  if (leftMs < SHORTEST_USEFUL_HOLD_MS) {
    // Holds leave the hour one by one; a hold's length is a fair guess at when one has.
    throw new AppwriteError(
      'general_rate_limit_exceeded',
      'You have kept products reserved for a long time without paying. Please try again later.',
      { 'retry-after': String(Math.ceil(reservationMs / 1000)) },
    );
  }
  return Math.min(reservationMs, leftMs);
}

/**
 * Which of these products the shop cannot sell right now, as the quiz result judges it: gone from
 * the catalogue, out of stock, or without a usable price. A routine missing only such products
 * still earns its discount (see earnedBundleFlags).
 */
async function unavailableProducts(docs: ServerDocuments, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const { documents } = await docs.list(
    'products',
    [
      { method: 'equal', attribute: '$id', values: [...ids] },
      { method: 'limit', values: [ids.length] },
    ],
    { total: false },
  );
  const sellable = new Set(documents.filter((product) => canBeSoldNow(product.price, product.stock)).map((product) => product.$id));
  return new Set(ids.filter((id) => !sellable.has(id)));
}

/**
 * Gives the stock held for a payment intent back (declined card, failed or canceled payment,
 * expiry). Idempotent: a reservation already paid or released stays as it is. Called by the
 * Stripe webhook too.
 */
export async function releaseReservation(app: FastifyInstance, paymentIntentId: string, reason: string): Promise<void> {
  const released = await app.db.transaction(async (tx) => {
    const reservation = await selectReservationByIntent(tx, paymentIntentId, { forUpdate: true });
    return reservation ? markReleased(tx, reservation.id, reason) : false;
  });
  if (released) app.log.info({ paymentIntentId, reason }, 'stock reservation released');
}

/**
 * A shopper has one open checkout: before a new one, their earlier unpaid ones end, so a reload
 * or a second tab never finds stock held by the shopper themselves, and no account holds more
 * than one cart's worth. Each earlier payment is cancelled at the provider first, and its stock
 * released only once that worked: a payment already going through (paid, processing, or refused
 * to cancel) keeps its hold, so it can never be paid on stock the new checkout took.
 */
export async function endOpenCheckouts(app: FastifyInstance, userId: string): Promise<void> {
  const provider = paymentProviderFor(app);
  for (const open of await listActiveReservationsOf(app.db, userId)) {
    if (!open.paymentIntentId) {
      await releaseReservationById(app, open.id, 'replaced by a new checkout');
      continue;
    }
    const intentId = open.paymentIntentId;
    // Any failure here (a refused cancel, the provider unreachable) keeps the hold: the new
    // checkout goes on without those units, and the old one ends as any unpaid checkout does.
    const keepHold = (error: unknown) => {
      app.log.info({ err: error, paymentIntentId: intentId }, 'an earlier checkout’s payment could not be cancelled; its hold stays');
      return null;
    };
    await provider.cancelIntent(intentId).catch(keepHold);
    const intent = await provider.retrieveIntent(intentId).catch(keepHold);
    if (intent?.status === 'canceled') await releaseReservation(app, intentId, 'replaced by a new checkout');
  }
}

/**
 * How long a hold is kept, and then looked at again, while its payment settles at the provider
 * (`processing`: a bank debit can take days). The stock stays held however long that takes.
 */
export const SETTLING_HOLD_MS = 24 * 60 * 60 * 1000;

/**
 * The payment of this hold is going through but not done: keep the stock for it, so it is never
 * paid on units someone else bought meanwhile.
 */
export async function holdWhileSettling(app: FastifyInstance, paymentIntentId: string, now: Date = new Date()): Promise<void> {
  if (await extendReservation(app.db, paymentIntentId, new Date(now.getTime() + SETTLING_HOLD_MS))) {
    app.log.info({ paymentIntentId }, 'payment still settling: its stock stays held');
  }
}

/** Releases a reservation that never got a payment intent (the provider failed). */
export async function releaseReservationById(app: FastifyInstance, reservationId: string, reason: string): Promise<void> {
  await app.db.transaction((tx) => markReleased(tx, reservationId, reason));
}

const CHECKOUT_EXPIRED: PaymentErrorDetails = {
  type: 'api_error',
  code: 'checkout_expired',
  message: 'Your checkout has expired. Please start the checkout again.',
};

/**
 * Before an open intent is charged: is its stock still held? A hold that ran out (even if the
 * sweeper has not come by yet) or was released ends the payment here — the intent is cancelled
 * and the refusal returned — so a charge never lands on stock that may already be sold.
 * Null when the payment may go ahead (or has already finished, to be answered as it is).
 */
export async function expiredCheckout(
  app: FastifyInstance,
  intent: ProviderPaymentIntent,
  now: Date = new Date(),
): Promise<PaymentErrorDetails | null> {
  if (intent.status === 'succeeded' || intent.status === 'canceled') return null;
  const reservation = await selectReservationByIntent(app.db, intent.id);
  if (!reservation || (reservation.status === 'active' && reservation.expiresAt > now)) return null;
  await paymentProviderFor(app).cancelIntent(intent.id);
  await releaseReservation(app, intent.id, 'expired');
  return CHECKOUT_EXPIRED;
}
