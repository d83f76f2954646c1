import { randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../db/database.ts';

/**
 * What the mail outbox (`outbox`) and the SMS outbox (`sms_outbox`) share: the delivery state on
 * every row, the delivery loop and the list by recipient. Each channel keeps its own message
 * columns, its enqueue and its transport.
 */

/** The fields every outbox row carries, whatever the channel. */
export interface OutboxRecord {
  id: string;
  createdAt: Date;
  to: string;
  /** What the message is for (verification, order-confirmation, mfa-code, …): for logs and support. */
  kind: string;
  status: 'queued' | 'sent' | 'failed';
  attempts: number;
  lastError: string | null;
  sentAt: Date | null;
}

/**
 * One outbox table. `name` and `columns` are written into the SQL, so they are constants in code
 * and never come from input; the name type admits only the two tables the migrations create.
 */
export interface OutboxTable<Row extends OutboxRecord> {
  name: 'outbox' | 'sms_outbox';
  /** Every column `toRow` reads: OUTBOX_RECORD_COLUMNS and the channel's own. */
  columns: string;
  toRow(row: Record<string, unknown>): Row;
}

/** The columns behind OutboxRecord; a channel's `columns` starts with these. */
export const OUTBOX_RECORD_COLUMNS = 'id, created_at, recipient, kind, status, attempts, last_error, sent_at';

/** Reads the OutboxRecord fields of a row selected with OUTBOX_RECORD_COLUMNS. */
export function readOutboxRecord(row: Record<string, unknown>): OutboxRecord {
  return {
    id: row.id as string,
    createdAt: row.created_at as Date,
    to: row.recipient as string,
    kind: row.kind as string,
    status: row.status as OutboxRecord['status'],
    attempts: row.attempts as number,
    lastError: (row.last_error as string | null) ?? null,
    sentAt: (row.sent_at as Date | null) ?? null,
  };
}

/** A new row id: random, so ids reveal neither order nor count. */
export function newOutboxId(): string {
  return randomBytes(10).toString('hex');
}

/** Whether `id` has the form newOutboxId gives: anything else names no message. */
export function isOutboxId(id: string): boolean {
  return /^[0-9a-f]{20}$/.test(id);
}

/** The one logging method an outbox needs; a Fastify request or app logger fits. */
export interface OutboxLog {
  info(details: Record<string, unknown>, message: string): void;
}

/**
 * Hands due rows of `table` to `send` and records the outcome: sent, or one more attempt that
 * waits `retryBaseMs` doubled per attempt, and `failed` after `maxAttempts` (left for a person to
 * look at). Rows are claimed with SKIP LOCKED so several instances can deliver side by side
 * without sending one message twice. Resolves to the number of messages sent.
 */
export async function deliverQueued<Row extends OutboxRecord>(
  db: Pick<Database, 'transaction'>,
  table: OutboxTable<Row>,
  send: (row: Row) => Promise<void>,
  options: { maxAttempts: number; batchSize?: number | undefined; retryBaseMs?: number | undefined },
): Promise<number> {
  let sent = 0;
  await db.transaction(async (tx) => {
    const { rows } = await tx.query(
      `SELECT ${table.columns} FROM ${table.name} WHERE status = 'queued' AND next_attempt_at <= now() ORDER BY created_at LIMIT $1 FOR UPDATE SKIP LOCKED`,
      [options.batchSize ?? 20],
    );
    for (const message of rows.map(table.toRow)) {
      try {
        await send(message);
        await tx.query(
          `UPDATE ${table.name} SET status = 'sent', attempts = attempts + 1, sent_at = now(), last_error = NULL WHERE id = $1`,
          [message.id],
        );
        sent += 1;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await tx.query(
          `UPDATE ${table.name} SET attempts = attempts + 1, last_error = $2,
             status = CASE WHEN attempts + 1 >= $3 THEN 'failed' ELSE 'queued' END,
             next_attempt_at = now() + make_interval(secs => $4::double precision * power(2, attempts) / 1000)
           WHERE id = $1`,
          [message.id, reason.slice(0, 1000), options.maxAttempts, options.retryBaseMs ?? 0],
        );
      }
    }
  });
  return sent;
}

/** The most recent rows of `table` to one recipient, newest first (admin, support tooling, tests). */
export async function listOutboxTo<Row extends OutboxRecord>(
  db: Queryable,
  table: OutboxTable<Row>,
  recipient: string,
  limit: number,
): Promise<Row[]> {
  const { rows } = await db.query(`SELECT ${table.columns} FROM ${table.name} WHERE recipient = $1 ORDER BY created_at DESC, id LIMIT $2`, [
    recipient,
    limit,
  ]);
  return rows.map(table.toRow);
}
