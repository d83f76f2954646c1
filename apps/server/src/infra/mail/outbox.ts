import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
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
export interface OutboxMail extends MailMessage {
  id: string;
  createdAt: Date;
  status: 'queued' | 'sent' | 'failed';
  attempts: number;
  lastError: string | null;
  sentAt: Date | null;
}

/** The one logging method the outbox needs; a Fastify request or app logger fits. */
export interface MailLog {
  info(details: Record<string, unknown>, message: string): void;
}

const consoleLog: MailLog = {
  info: (details, message) => console.info(`${message} ${JSON.stringify(details)}`),
};

/**
 * Stores a mail in the outbox and logs one line naming recipient and subject. Bodies are never
 * logged: they carry sign-in links and one-time secrets. Runs on the caller's connection, so a
 * mail enqueued inside a transaction only exists if that transaction commits.
 */
export async function enqueueMail(db: Queryable, message: MailMessage, log: MailLog = consoleLog): Promise<string> {
  const id = randomBytes(10).toString('hex');
  await db.query(
    `INSERT INTO outbox (id, recipient, subject, text_body, html_body, kind, reply_to, headers) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [id, message.to, message.subject, message.text, message.html ?? null, message.kind, message.replyTo ?? null, message.headers ? JSON.stringify(message.headers) : null],
  );
  log.info({ mailId: id, to: message.to, subject: message.subject, kind: message.kind }, 'mail queued');
  return id;
}

// After this many failed attempts a mail is marked failed and left for a person to look at.
export const MAX_ATTEMPTS = 5;

/**
 * Hands queued mails to a transport (SMTP arrives with its own issue) and records the outcome.
 * Rows are claimed with SKIP LOCKED so several instances can deliver side by side without
 * sending one mail twice. Resolves to the number of mails sent.
 */
export async function deliverQueuedMail(
  db: Queryable & { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> },
  transport: MailTransport,
  options: { batchSize?: number; /** First retry delay, doubling with every failed attempt (default 0: retry on the next run; the mailer passes 30 s). */ retryBaseMs?: number } = {},
): Promise<number> {
  let sent = 0;
  await db.transaction(async (tx) => {
    const { rows } = await tx.query(
      `SELECT ${COLUMNS} FROM outbox WHERE status = 'queued' AND next_attempt_at <= now() ORDER BY created_at LIMIT $1 FOR UPDATE SKIP LOCKED`,
      [options.batchSize ?? 20],
    );
    for (const mail of rows.map(toOutboxMail)) {
      try {
        await transport.send(mail);
        await tx.query(`UPDATE outbox SET status = 'sent', attempts = attempts + 1, sent_at = now(), last_error = NULL WHERE id = $1`, [mail.id]);
        sent += 1;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await tx.query(
          `UPDATE outbox SET attempts = attempts + 1, last_error = $2,
             status = CASE WHEN attempts + 1 >= $3 THEN 'failed' ELSE 'queued' END,
             next_attempt_at = now() + make_interval(secs => $4::double precision * power(2, attempts) / 1000)
           WHERE id = $1`,
          [mail.id, reason.slice(0, 1000), MAX_ATTEMPTS, options.retryBaseMs ?? 0],
        );
      }
    }
  });
  return sent;
}

/** The most recent mails to one address, newest first (tests, support tooling). */
export async function listMailTo(db: Queryable, recipient: string, limit = 20): Promise<OutboxMail[]> {
  const { rows } = await db.query(`SELECT ${COLUMNS} FROM outbox WHERE recipient = $1 ORDER BY created_at DESC, id LIMIT $2`, [
    recipient,
    limit,
  ]);
  return rows.map(toOutboxMail);
}

const COLUMNS = 'id, created_at, recipient, subject, text_body, html_body, kind, status, attempts, last_error, sent_at, reply_to, headers';

function toOutboxMail(row: Record<string, unknown>): OutboxMail {
  return {
    id: row.id as string,
    createdAt: row.created_at as Date,
    to: row.recipient as string,
    subject: row.subject as string,
    text: row.text_body as string,
    ...(row.html_body ? { html: row.html_body as string } : {}),
    kind: row.kind as string,
    ...(row.reply_to ? { replyTo: row.reply_to as string } : {}),
    ...(row.headers ? { headers: (typeof row.headers === 'string' ? JSON.parse(row.headers) : row.headers) as Record<string, string> } : {}),
    status: row.status as OutboxMail['status'],
    attempts: row.attempts as number,
    lastError: (row.last_error as string | null) ?? null,
    sentAt: (row.sent_at as Date | null) ?? null,
  };
}
