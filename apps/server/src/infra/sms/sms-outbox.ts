import type { Database, Queryable } from '../db/database.ts';
import {
  type OutboxLog,
  type OutboxRecord,
  type OutboxTable,
  OUTBOX_RECORD_COLUMNS,
  deliverQueued,
  listOutboxTo,
  newOutboxId,
  readOutboxRecord,
} from '../outbox/outbox-table.ts';
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
export interface OutboxSms extends SmsMessage, OutboxRecord {}

// After this many failed attempts a text is marked failed and left for a person to look at.
export const MAX_SMS_ATTEMPTS = 5;

/**
 * Stores a text in the outbox and logs one line naming recipient and kind. Bodies are never
 * logged: they carry one-time codes. Runs on the caller's connection, so a text queued inside a
 * transaction only exists if that transaction commits.
 */
export async function enqueueSms(db: Queryable, message: SmsMessage, log: OutboxLog): Promise<string> {
  const id = newOutboxId();
  await db.query('INSERT INTO sms_outbox (id, recipient, body, kind) VALUES ($1, $2, $3, $4)', [
    id,
    message.to,
    message.body,
    message.kind,
  ]);
  log.info({ smsId: id, to: message.to, kind: message.kind }, 'sms queued');
  return id;
}

/**
 * Hands due texts to a transport and records the outcome (see deliverQueued); a failure waits
 * `retryBaseMs` doubled per attempt. Resolves to the number of texts sent.
 */
export function deliverQueuedSms(
  db: Pick<Database, 'transaction'>,
  transport: SmsTransport,
  options: { batchSize?: number; retryBaseMs?: number } = {},
): Promise<number> {
  return deliverQueued(db, SMS_OUTBOX, (sms) => transport.send(sms), { ...options, maxAttempts: MAX_SMS_ATTEMPTS });
}

/** The most recent texts to one number, newest first (admin, support tooling, tests). */
export function listSmsTo(db: Queryable, recipient: string, limit = 20): Promise<OutboxSms[]> {
  return listOutboxTo(db, SMS_OUTBOX, recipient, limit);
}

const SMS_OUTBOX: OutboxTable<OutboxSms> = {
  name: 'sms_outbox',
  columns: `${OUTBOX_RECORD_COLUMNS}, body`,
  toRow: (row) => ({ ...readOutboxRecord(row), body: row.body as string }),
};
