import type { PaymentErrorDetails } from '@pura/core/schemas/checkout-api';
import type { Queryable } from '../../../infra/db/database.ts';
import type { PaymentIntentStatus, ProviderPaymentIntent } from '../payment-provider.ts';

/** The test processor's data layer: its intents and their state changes (migration 071). */

const COLUMNS = 'id, client_secret, status, amount_minor_units, currency, metadata, last_error';

export interface NewTestIntent {
  id: string;
  clientSecret: string;
  idempotencyKey: string;
  amountMinorUnits: number;
  currency: 'eur';
  metadata: Record<string, string>;
}

/**
 * Inserts an intent unless one already holds the idempotency key, and returns whichever intent
 * owns the key — so retried or concurrent creates with one key yield one intent.
 */
export async function insertIntentOnce(q: Queryable, intent: NewTestIntent): Promise<ProviderPaymentIntent & { created: boolean }> {
  const inserted = await q.query<Record<string, unknown>>(
    `INSERT INTO test_payment_intents (id, client_secret, idempotency_key, status, amount_minor_units, currency, metadata)
     VALUES ($1, $2, $3, 'requires_payment_method', $4, $5, $6)
     ON CONFLICT (idempotency_key) DO NOTHING RETURNING ${COLUMNS}`,
    [intent.id, intent.clientSecret, intent.idempotencyKey, intent.amountMinorUnits, intent.currency, JSON.stringify(intent.metadata)],
  );
  const row = inserted.rows[0];
  if (row) {
    await insertEvent(q, intent.id, null, 'requires_payment_method', 'created', null);
    return { ...toIntent(row), created: true };
  }
  const { rows } = await q.query<Record<string, unknown>>(`SELECT ${COLUMNS} FROM test_payment_intents WHERE idempotency_key = $1`, [
    intent.idempotencyKey,
  ]);
  if (!rows[0]) throw new Error('idempotency key vanished between insert and select');
  return { ...toIntent(rows[0]), created: false };
}

/** One intent by id; `forUpdate` locks it until the transaction ends. */
export async function selectIntent(q: Queryable, id: string, options: { forUpdate?: boolean } = {}): Promise<ProviderPaymentIntent | null> {
  const { rows } = await q.query<Record<string, unknown>>(
    `SELECT ${COLUMNS} FROM test_payment_intents WHERE id = $1${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ? toIntent(rows[0]) : null;
}

/** One intent by its client secret; `forUpdate` locks it until the transaction ends. */
export async function selectIntentBySecret(
  q: Queryable,
  clientSecret: string,
  options: { forUpdate?: boolean } = {},
): Promise<ProviderPaymentIntent | null> {
  const lock = options.forUpdate ? ' FOR UPDATE' : '';
  const { rows } = await q.query<Record<string, unknown>>(`SELECT ${COLUMNS} FROM test_payment_intents WHERE client_secret = $1${lock}`, [
    clientSecret,
  ]);
  return rows[0] ? toIntent(rows[0]) : null;
}

/** Moves a (locked) intent to `to`, records why, and returns it as it now is. */
export async function transitionIntent(
  q: Queryable,
  intent: ProviderPaymentIntent,
  to: PaymentIntentStatus,
  change: { reason: string; lastError?: PaymentErrorDetails | null; cardLast4?: string | null },
): Promise<ProviderPaymentIntent> {
  const lastError = change.lastError === undefined ? intent.lastError : change.lastError;
  await q.query(`UPDATE test_payment_intents SET status = $2, last_error = $3, updated_at = now() WHERE id = $1`, [
    intent.id,
    to,
    lastError ? JSON.stringify(lastError) : null,
  ]);
  await insertEvent(q, intent.id, intent.status, to, change.reason, change.cardLast4 ?? null);
  return { ...intent, status: to, lastError };
}

/** The recorded state changes of one intent, oldest first (tests, support). */
export async function listIntentEvents(
  q: Queryable,
  id: string,
): Promise<Array<{ from: string | null; to: string; reason: string; cardLast4: string | null }>> {
  const { rows } = await q.query<Record<string, unknown>>(
    'SELECT from_status, to_status, reason, card_last4 FROM test_payment_intent_events WHERE payment_intent_id = $1 ORDER BY id',
    [id],
  );
  return rows.map((r) => ({
    from: r.from_status as string | null,
    to: r.to_status as string,
    reason: r.reason as string,
    cardLast4: r.card_last4 as string | null,
  }));
}

async function insertEvent(
  q: Queryable,
  id: string,
  from: string | null,
  to: string,
  reason: string,
  cardLast4: string | null,
): Promise<void> {
  await q.query(
    'INSERT INTO test_payment_intent_events (payment_intent_id, from_status, to_status, reason, card_last4) VALUES ($1, $2, $3, $4, $5)',
    [id, from, to, reason, cardLast4],
  );
}

function toIntent(row: Record<string, unknown>): ProviderPaymentIntent {
  const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;
  return {
    id: row.id as string,
    clientSecret: row.client_secret as string,
    status: row.status as PaymentIntentStatus,
    amountMinorUnits: Number(row.amount_minor_units),
    currency: 'eur',
    metadata: json<Record<string, string>>(row.metadata),
    lastError: row.last_error === null || row.last_error === undefined ? null : json<PaymentErrorDetails>(row.last_error),
  };
}
