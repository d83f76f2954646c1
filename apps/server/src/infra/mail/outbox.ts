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
import type { MailTransport } from './mail-transport.ts';

/** One e-mail as the rest of the server hands it over. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the mail is for (verification, recovery, order-confirmation, …): for logs and support. */
  kind: string;
  /** Where answers go (a contact message is answered to the customer). */
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe on newsletter mail. */
  headers?: Record<string, string>;
}

/** A stored outbox row. */
export interface OutboxMail extends MailMessage, OutboxRecord {}

/** The one logging method the outbox needs; a Fastify request or app logger fits. */
export type MailLog = OutboxLog;

const consoleLog: MailLog = {
  info: (details, message) => console.info(`${message} ${JSON.stringify(details)}`),
};

/**
 * Stores a mail in the outbox and logs one line naming recipient and subject. Bodies are never
 * logged: they carry sign-in links and one-time secrets. Runs on the caller's connection, so a
 * mail enqueued inside a transaction only exists if that transaction commits.
 */
export async function enqueueMail(db: Queryable, message: MailMessage, log: MailLog = consoleLog): Promise<string> {
  const id = newOutboxId();
  await db.query(
    `INSERT INTO outbox (id, recipient, subject, text_body, html_body, kind, reply_to, headers) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      id,
      message.to,
      message.subject,
      message.text,
      message.html ?? null,
      message.kind,
      message.replyTo ?? null,
      message.headers ? JSON.stringify(message.headers) : null,
    ],
  );
  log.info({ mailId: id, to: message.to, subject: message.subject, kind: message.kind }, 'mail queued');
  return id;
}

// After this many failed attempts a mail is marked failed and left for a person to look at.
export const MAX_ATTEMPTS = 5;

/** Hands due mails to a transport and records the outcome (see deliverQueued); resolves to the number sent. */
export function deliverQueuedMail(
  db: Pick<Database, 'transaction'>,
  transport: MailTransport,
  options: {
    batchSize?: number;
    /** First retry delay, doubling with every failed attempt (default 0: retry on the next run; the mailer passes 30 s). */ retryBaseMs?: number;
  } = {},
): Promise<number> {
  return deliverQueued(db, MAIL_OUTBOX, (mail) => transport.send(mail), { ...options, maxAttempts: MAX_ATTEMPTS });
}

/** The most recent mails to one address, newest first (tests, support tooling). */
export function listMailTo(db: Queryable, recipient: string, limit = 20): Promise<OutboxMail[]> {
  return listOutboxTo(db, MAIL_OUTBOX, recipient, limit);
}

const MAIL_OUTBOX: OutboxTable<OutboxMail> = {
  name: 'outbox',
  columns: `${OUTBOX_RECORD_COLUMNS}, subject, text_body, html_body, reply_to, headers`,
  toRow: (row) => ({
    ...readOutboxRecord(row),
    subject: row.subject as string,
    text: row.text_body as string,
    ...(row.html_body ? { html: row.html_body as string } : {}),
    ...(row.reply_to ? { replyTo: row.reply_to as string } : {}),
    ...(row.headers
      ? { headers: (typeof row.headers === 'string' ? JSON.parse(row.headers) : row.headers) as Record<string, string> }
      : {}),
  }),
};
