import type { CheckoutTotals } from '@pura/core/schemas/checkout-api';
import type { ShippingAddress } from '@pura/core/schemas/cart';
import type { Queryable } from '../../infra/db/database.ts';

/** Checkout's data layer: stock reservations and their per-product quantities (migration 070). */

/** One priced cart line as it was charged; the order and the e-mail are written from these. */
export interface ReservedLine {
  productId: string;
  name: string;
  unitPriceCents: number;
  quantity: number;
  isBundle: boolean;
  lineTotalCents: number;
  bundleDiscountCents: number;
}

/** Everything the order needs, frozen at the moment the shopper was told the total. */
export interface CheckoutSnapshot {
  email: string;
  lines: ReservedLine[];
  totals: CheckoutTotals;
  shippingAddress: ShippingAddress;
  customPackagingName: string | null;
}

export type ReservationStatus = 'active' | 'paid' | 'released';

export interface ReservationRecord {
  id: string;
  userId: string;
  paymentIntentId: string | null;
  status: ReservationStatus;
  amountMinorUnits: number;
  currency: 'eur';
  checkout: CheckoutSnapshot;
  expiresAt: Date;
  orderId: string | null;
}

const COLUMNS = 'id, user_id, payment_intent_id, status, amount_minor_units, currency, checkout, expires_at, order_id';

/**
 * Units of each product held by active reservations that have not expired at `now`, leaving out
 * those of `exceptUserId` when given (a check of what a shopper's new checkout would find once
 * their own open ones end).
 */
export async function reservedQuantities(
  q: Queryable,
  productIds: readonly string[],
  now: Date,
  exceptUserId: string | null = null,
): Promise<Map<string, number>> {
  const { rows } = await q.query<{ product_id: string; quantity: string }>(
    `SELECT l.product_id, sum(l.quantity)::text AS quantity
       FROM stock_reservation_lines l JOIN stock_reservations r ON r.id = l.reservation_id
      WHERE r.status = 'active' AND r.expires_at > $2 AND l.product_id = ANY($1::text[])
        AND ($3::text IS NULL OR r.user_id <> $3)
      GROUP BY l.product_id`,
    [productIds, now, exceptUserId],
  );
  return new Map(rows.map((r) => [r.product_id, Number(r.quantity)]));
}

/**
 * How long the shopper's checkouts started in the hour before `now` held stock, up to `now`, in
 * ms: each from its start to its release or expiry. Paid checkouts are left out.
 */
export async function heldMsWithinHour(q: Queryable, userId: string, now: Date): Promise<number> {
  const { rows } = await q.query<{ held_ms: string }>(
    `SELECT coalesce(sum(greatest(0, extract(epoch FROM least(coalesce(released_at, expires_at), expires_at, $2) - created_at))), 0) * 1000 AS held_ms
       FROM stock_reservations
      WHERE user_id = $1 AND status <> 'paid' AND created_at > $2::timestamptz - interval '1 hour'`,
    [userId, now],
  );
  return Number(rows[0]?.held_ms ?? 0);
}

export async function insertReservation(
  q: Queryable,
  reservation: {
    id: string;
    userId: string;
    amountMinorUnits: number;
    checkout: CheckoutSnapshot;
    expiresAt: Date;
    quantities: ReadonlyMap<string, number>;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO stock_reservations (id, user_id, amount_minor_units, currency, checkout, expires_at) VALUES ($1, $2, $3, 'eur', $4, $5)`,
    [reservation.id, reservation.userId, reservation.amountMinorUnits, JSON.stringify(reservation.checkout), reservation.expiresAt],
  );
  for (const [productId, quantity] of reservation.quantities) {
    await q.query('INSERT INTO stock_reservation_lines (reservation_id, product_id, quantity) VALUES ($1, $2, $3)', [
      reservation.id,
      productId,
      quantity,
    ]);
  }
}

/** Ties the payment intent to its reservation; false when the reservation is no longer active. */
export async function attachPaymentIntent(q: Queryable, reservationId: string, paymentIntentId: string): Promise<boolean> {
  const { rowCount } = await q.query(`UPDATE stock_reservations SET payment_intent_id = $2 WHERE id = $1 AND status = 'active'`, [
    reservationId,
    paymentIntentId,
  ]);
  return rowCount > 0;
}

/** Keeps an active hold until `until` at least: its payment is still settling at the provider. */
export async function extendReservation(q: Queryable, paymentIntentId: string, until: Date): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE stock_reservations SET expires_at = greatest(expires_at, $2) WHERE payment_intent_id = $1 AND status = 'active'`,
    [paymentIntentId, until],
  );
  return rowCount > 0;
}

/** The reservation a payment intent paid for; `forUpdate` serialises everyone acting on it. */
export async function selectReservationByIntent(
  q: Queryable,
  paymentIntentId: string,
  options: { forUpdate?: boolean } = {},
): Promise<ReservationRecord | null> {
  const lock = options.forUpdate ? ' FOR UPDATE' : '';
  const { rows } = await q.query<Record<string, unknown>>(`SELECT ${COLUMNS} FROM stock_reservations WHERE payment_intent_id = $1${lock}`, [
    paymentIntentId,
  ]);
  return rows[0] ? toReservation(rows[0]) : null;
}

/** Releases an active reservation; false when it was already paid or released. */
export async function markReleased(q: Queryable, reservationId: string, reason: string): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE stock_reservations SET status = 'released', released_at = now(), release_reason = $2 WHERE id = $1 AND status = 'active'`,
    [reservationId, reason.slice(0, 200)],
  );
  return rowCount > 0;
}

/** A shopper's active reservations, oldest first. */
export async function listActiveReservationsOf(
  q: Queryable,
  userId: string,
): Promise<Array<{ id: string; paymentIntentId: string | null }>> {
  const { rows } = await q.query<{ id: string; payment_intent_id: string | null }>(
    `SELECT id, payment_intent_id FROM stock_reservations WHERE user_id = $1 AND status = 'active' ORDER BY created_at`,
    [userId],
  );
  return rows.map((r) => ({ id: r.id, paymentIntentId: r.payment_intent_id }));
}

export async function markPaid(q: Queryable, reservationId: string, orderId: string): Promise<void> {
  await q.query(`UPDATE stock_reservations SET status = 'paid', paid_at = now(), order_id = $2 WHERE id = $1`, [reservationId, orderId]);
}

/** Active reservations whose hold ran out at `now`, oldest first. */
export async function listExpiredReservations(
  q: Queryable,
  now: Date,
  limit: number,
): Promise<Array<{ id: string; paymentIntentId: string | null }>> {
  const { rows } = await q.query<{ id: string; payment_intent_id: string | null }>(
    `SELECT id, payment_intent_id FROM stock_reservations WHERE status = 'active' AND expires_at <= $1 ORDER BY expires_at LIMIT $2`,
    [now, limit],
  );
  return rows.map((r) => ({ id: r.id, paymentIntentId: r.payment_intent_id }));
}

/** Intents of reservations still waiting for payment, oldest first (the reconciler asks the provider about them). */
export async function listUnpaidIntents(q: Queryable, createdBefore: Date, limit: number): Promise<string[]> {
  const { rows } = await q.query<{ payment_intent_id: string }>(
    `SELECT payment_intent_id FROM stock_reservations
      WHERE status = 'active' AND payment_intent_id IS NOT NULL AND created_at <= $1
      ORDER BY created_at LIMIT $2`,
    [createdBefore, limit],
  );
  return rows.map((r) => r.payment_intent_id);
}

function toReservation(row: Record<string, unknown>): ReservationRecord {
  return {
    id: row.id as string,
    userId: row.user_id as string,
    paymentIntentId: (row.payment_intent_id as string | null) ?? null,
    status: row.status as ReservationStatus,
    amountMinorUnits: Number(row.amount_minor_units),
    currency: 'eur',
    checkout: (typeof row.checkout === 'string' ? JSON.parse(row.checkout) : row.checkout) as CheckoutSnapshot,
    expiresAt: row.expires_at as Date,
    orderId: (row.order_id as string | null) ?? null,
  };
}
