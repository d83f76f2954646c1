import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import type { SmsTransport } from './sms-transport.ts';

/** One text message as the rest of the server hands it over. */
export interface SmsMessage {
  /** E.164 phone number. */
  to: string;
  body: string;
  /** What the text is for (phone sign-in, phone verification, MFA code): for logs and support. */
  kind: string;
}

/** A stored outbox row. */
export interface OutboxSms extends SmsMessage {
  id: string;
  createdAt: Date;
  status: 'queued' | 'sent' | 'failed';
  attempts: number;
  lastError: string | null;
  sentAt: Date | null;
}

/** The one logging method the outbox needs; a Fastify request or app logger fits. */
export interface SmsLog {
  info(details: Record<string, unknown>, message: string): void;
}

// After this many failed attempts a text is marked failed and left for a person to look at.
export const MAX_SMS_ATTEMPTS = 5;

/**
 * Stores a text in the outbox and logs one line naming recipient and kind. Bodies are never
 * logged: they carry one-time codes. Runs on the caller's connection, so a text queued inside a
 * transaction only exists if that transaction commits.
 */
export async function enqueueSms(db: Queryable, message: SmsMessage, log: SmsLog): Promise<string> {
  const id = randomBytes(10).toString('hex');
  await db.query('INSERT INTO sms_outbox (id, recipient, body, kind) VALUES ($1, $2, $3, $4)', [id, message.to, message.body, message.kind]);
  log.info({ smsId: id, to: message.to, kind: message.kind }, 'sms queued');
  return id;
}

/**
 * Hands due texts to a transport and records the outcome; a failure waits `retryBaseMs` doubled
 * per attempt. Rows are claimed with SKIP LOCKED so several instances can deliver side by side
 * without sending one text twice. Resolves to the number of texts sent.
 */
export async function deliverQueuedSms(
  db: Queryable & { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> },
  transport: SmsTransport,
  options: { batchSize?: number; retryBaseMs?: number } = {},
): Promise<number> {
  let sent = 0;
  await db.transaction(async (tx) => {
    const { rows } = await tx.query(
      `SELECT ${COLUMNS} FROM sms_outbox WHERE status = 'queued' AND next_attempt_at <= now() ORDER BY created_at LIMIT $1 FOR UPDATE SKIP LOCKED`,
      [options.batchSize ?? 20],
    );
    for (const sms of rows.map(toOutboxSms)) {
      try {
        await transport.send(sms);
        await tx.query(`UPDATE sms_outbox SET status = 'sent', attempts = attempts + 1, sent_at = now(), last_error = NULL WHERE id = $1`, [sms.id]);
        sent += 1;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await tx.query(
          `UPDATE sms_outbox SET attempts = attempts + 1, last_error = $2,
             status = CASE WHEN attempts + 1 >= $3 THEN 'failed' ELSE 'queued' END,
             next_attempt_at = now() + make_interval(secs => $4::double precision * power(2, attempts) / 1000)
           WHERE id = $1`,
          [sms.id, reason.slice(0, 1000), MAX_SMS_ATTEMPTS, options.retryBaseMs ?? 0],
        );
      }
    }
  });
  return sent;
}

/** The most recent texts to one number, newest first (admin, support tooling, tests). */
export async function listSmsTo(db: Queryable, recipient: string, limit = 20): Promise<OutboxSms[]> {
  const { rows } = await db.query(`SELECT ${COLUMNS} FROM sms_outbox WHERE recipient = $1 ORDER BY created_at DESC, id LIMIT $2`, [
    recipient,
    limit,
  ]);
  return rows.map(toOutboxSms);
}

const COLUMNS = 'id, created_at, recipient, body, kind, status, attempts, last_error, sent_at';

function toOutboxSms(row: Record<string, unknown>): OutboxSms {
  return {
    id: row.id as string,
    createdAt: row.created_at as Date,
    to: row.recipient as string,
    body: row.body as string,
    kind: row.kind as string,
    status: row.status as OutboxSms['status'],
    attempts: row.attempts as number,
    lastError: (row.last_error as string | null) ?? null,
    sentAt: (row.sent_at as Date | null) ?? null,
  };
}
