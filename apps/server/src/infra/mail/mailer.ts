import type { FastifyInstance } from 'fastify';
import type { Database, Queryable } from '../db/database.ts';
import { type ServerDocuments, withDocumentsTransaction } from '../../appwrite/databases/server-documents.ts';
import type { MailTransport } from './mail-transport.ts';
import { type MailLog, type MailMessage, deliverQueuedMail, enqueueMail } from './outbox.ts';
import { createSmtpTransport } from './smtp-transport.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** How often the delivery loop looks for due mails (failed ones wait their backoff in the outbox). */
const LOOP_INTERVAL_MS = 5_000;

/**
 * The one mail module: every message is stored in the outbox (`queue`, inside the caller's
 * transaction), then delivered by `flush` right after the request and by a periodic loop that
 * retries failures with backoff. Without SMTP_URL mails stay queued in the outbox.
 */
export class Mailer {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(
    private readonly app: FastifyInstance,
    readonly transport: (MailTransport & { close?(): void }) | null,
    private readonly retryBaseMs = 30_000,
  ) {}

  /** Stores a mail in the outbox on `db` (a transaction or the pool). Call `flush()` after commit. */
  queue(db: Queryable, message: MailMessage, log?: MailLog): Promise<string> {
    return enqueueMail(db, message, log ?? this.app.log);
  }

  /** Delivers due mails now; never throws (failures are recorded on the rows). */
  flush(): Promise<number> {
    if (!this.transport) return Promise.resolve(0);
    if (this.running) return this.running.then(() => this.flush());
    const transport = this.transport;
    this.running = deliverQueuedMail(this.app.db, transport, { retryBaseMs: this.retryBaseMs })
      .catch((error: unknown) => {
        this.app.log.warn({ err: error }, 'mail delivery failed');
        return 0;
      })
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  start(): void {
    if (!this.transport || this.timer) return;
    this.timer = setInterval(() => void this.flush(), LOOP_INTERVAL_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
    this.transport?.close?.();
  }
}

/** Decorates `app.mailer`, starts the delivery loop once the app is ready and stops it on close. */
export function installMailer(app: FastifyInstance): void {
  const { smtpUrl, mailFrom } = app.config.mail;
  const mailer = new Mailer(app, smtpUrl ? createSmtpTransport(smtpUrl, mailFrom) : null);
  app.decorate('mailer', mailer);
  if (!smtpUrl) app.log.info('SMTP_URL is not set: mails stay queued in the outbox');
  app.addHook('onReady', async () => {
    mailer.start();
    void mailer.flush();
  });
  app.addHook('onClose', () => mailer.stop());
}

/**
 * withDocumentsTransaction that also hands over the raw transaction, so documents and the mails
 * about them commit together (a mail never announces a document that was rolled back).
 */
export async function withDocumentsAndMail<T>(
  app: FastifyInstance,
  fn: (docs: ServerDocuments, tx: Queryable) => Promise<T>,
): Promise<T> {
  let current: Queryable | undefined;
  const db: Database = {
    ...app.db,
    transaction: (inner) =>
      app.db.transaction((tx) => {
        current = tx;
        return inner(tx);
      }),
  };
  const result = await withDocumentsTransaction({ db, documentReads: app.documentReads, realtime: app.realtime }, (docs) => {
    if (!current) throw new Error('transaction not open');
    return fn(docs, current);
  });
  void app.mailer.flush();
  return result;
}
