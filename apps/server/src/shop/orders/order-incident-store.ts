import type { Queryable } from '../../infra/db/database.ts';

/** Orders' data layer for payments whose order could not be written yet (migration 072). */

/** Records (or counts another) failed attempt to write the order of a paid intent. */
export async function recordIncident(q: Queryable, paymentIntentId: string, error: string): Promise<void> {
  await q.query(
    `INSERT INTO order_incidents (payment_intent_id, last_error) VALUES ($1, $2)
     ON CONFLICT (payment_intent_id) DO UPDATE
       SET attempts = order_incidents.attempts + 1, last_error = EXCLUDED.last_error, updated_at = now(), resolved_at = NULL`,
    [paymentIntentId, error.slice(0, 2000)],
  );
}

/** Closes the incident of an intent, if any, once its order exists. */
export async function resolveIncident(q: Queryable, paymentIntentId: string, orderId: string): Promise<void> {
  await q.query(
    'UPDATE order_incidents SET resolved_at = now(), order_id = $2, updated_at = now() WHERE payment_intent_id = $1 AND resolved_at IS NULL',
    [paymentIntentId, orderId],
  );
}

/** Intents of open incidents, the longest waiting first. */
export async function listOpenIncidents(q: Queryable, limit: number): Promise<string[]> {
  const { rows } = await q.query<{ payment_intent_id: string }>(
    'SELECT payment_intent_id FROM order_incidents WHERE resolved_at IS NULL ORDER BY updated_at LIMIT $1',
    [limit],
  );
  return rows.map((r) => r.payment_intent_id);
}

export interface OrderIncident {
  paymentIntentId: string;
  attempts: number;
  lastError: string;
  resolved: boolean;
  orderId: string | null;
}

/** One incident (tests, support). */
export async function findIncident(q: Queryable, paymentIntentId: string): Promise<OrderIncident | null> {
  const { rows } = await q.query<Record<string, unknown>>(
    'SELECT payment_intent_id, attempts, last_error, resolved_at, order_id FROM order_incidents WHERE payment_intent_id = $1',
    [paymentIntentId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    paymentIntentId: row.payment_intent_id as string,
    attempts: Number(row.attempts),
    lastError: row.last_error as string,
    resolved: row.resolved_at !== null,
    orderId: (row.order_id as string | null) ?? null,
  };
}
