import type { Queryable } from '../../infra/db/database.ts';
import type { OutboxChannel, OutboxEntry, OutboxMessage, OutboxPage } from '@pura/core/schemas/admin-api';
import { isOutboxId } from '../../infra/outbox/outbox-table.ts';

/**
 * The admin's view of the outgoing messages: the mail outbox (infra/mail/outbox.ts) and the SMS
 * outbox (infra/sms/sms-outbox.ts) as one list, page by page, and putting a message back in its
 * queue. Bodies are never listed: they carry sign-in links and one-time codes; the admin opens
 * one message at a time to read them.
 */

interface OutboxRow {
  id: string;
  channel: OutboxChannel;
  created_at: Date;
  recipient: string;
  subject: string;
  kind: string;
  status: OutboxEntry['status'];
  attempts: number;
  last_error: string | null;
  sent_at: Date | null;
}

const BOTH = `(
  SELECT id, 'email' AS channel, created_at, recipient, subject, kind, status, attempts, last_error, sent_at FROM outbox
  UNION ALL
  SELECT id, 'sms' AS channel, created_at, recipient, kind AS subject, kind, status, attempts, last_error, sent_at FROM sms_outbox
) messages`;

/**
 * One page of both outboxes, newest first, after the entry `cursor` (keyset on created_at, id,
 * so pages stay stable while new messages arrive), optionally only one status.
 */
export async function listOutbox(
  db: Queryable,
  options: { limit: number; cursor?: string; status?: OutboxEntry['status'] },
): Promise<OutboxPage> {
  const status = options.status ?? null;
  const [page, count] = await Promise.all([
    db.query<OutboxRow>(
      `SELECT * FROM ${BOTH}
        WHERE ($1::text IS NULL OR status = $1)
          AND ($2::text IS NULL OR (created_at, id) < (SELECT created_at, id FROM ${BOTH} WHERE id = $2 LIMIT 1))
        ORDER BY created_at DESC, id DESC
        LIMIT $3`,
      [status, options.cursor ?? null, options.limit],
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${BOTH} WHERE ($1::text IS NULL OR status = $1)`, [status]),
  ]);
  return { total: count.rows[0]?.total ?? 0, entries: page.rows.map(toEntry) };
}

/**
 * Queues a message again with a fresh set of attempts, due now. A sent message goes out once
 * more (the customer lost it); a failed one gets another round after the admin fixed the cause.
 */
export async function requeueOutboxEntry(db: Queryable, id: string): Promise<OutboxEntry | null> {
  if (!isOutboxId(id)) return null;
  for (const [table, channel, subject] of [
    ['outbox', 'email', 'subject'],
    ['sms_outbox', 'sms', 'kind'],
  ] as const) {
    const { rows } = await db.query<OutboxRow>(
      `UPDATE ${table} SET status = 'queued', attempts = 0, last_error = NULL, next_attempt_at = now()
        WHERE id = $1
        RETURNING id, '${channel}' AS channel, created_at, recipient, ${subject} AS subject, kind, status, attempts, last_error, sent_at`,
      [id],
    );
    if (rows[0]) return toEntry(rows[0]);
  }
  return null;
}

/** One message of either outbox with its text (and a mail's HTML); null when no message has this id. */
export async function loadOutboxMessage(db: Queryable, id: string): Promise<OutboxMessage | null> {
  if (!isOutboxId(id)) return null;
  const { rows } = await db.query<OutboxRow & { text: string; html: string | null }>(
    `SELECT id, 'email' AS channel, created_at, recipient, subject, kind, status, attempts, last_error, sent_at, text_body AS text, html_body AS html
       FROM outbox WHERE id = $1
     UNION ALL
     SELECT id, 'sms' AS channel, created_at, recipient, kind AS subject, kind, status, attempts, last_error, sent_at, body AS text, NULL AS html
       FROM sms_outbox WHERE id = $1`,
    [id],
  );
  const row = rows[0];
  return row ? { ...toEntry(row), text: row.text, html: row.html } : null;
}

function toEntry(row: OutboxRow): OutboxEntry {
  return {
    id: row.id,
    channel: row.channel,
    createdAt: new Date(row.created_at).toISOString(),
    recipient: row.recipient,
    subject: row.subject,
    kind: row.kind,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    sentAt: row.sent_at ? new Date(row.sent_at).toISOString() : null,
  };
}
