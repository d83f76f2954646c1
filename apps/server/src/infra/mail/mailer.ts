import type { FastifyInstance } from 'fastify';
import type { Database, Queryable } from '../db/database.ts';
import { OutboxSender } from '../outbox/outbox-sender.ts';
import { type ServerDocuments, withDocumentsTransaction } from '../../appwrite/databases/server-documents.ts';
import type { MailTransport } from './mail-transport.ts';
import { type MailMessage, deliverQueuedMail, enqueueMail } from './outbox.ts';
import { createSmtpTransport } from './smtp-transport.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * The one mail module: every mail goes through the outbox (see OutboxSender). Without SMTP_URL
 * mails stay queued in the outbox.
 */
export type Mailer = OutboxSender<MailMessage, MailTransport>;

/** Decorates `app.mailer`, starts the delivery loop once the app is ready and stops it on close. */
export function installMailer(app: FastifyInstance): void {
  const { smtpUrl, mailFrom } = app.config.mail;
  const transport = smtpUrl ? createSmtpTransport(smtpUrl, mailFrom) : null;
  const mailer: Mailer = new OutboxSender(app, { name: 'mail', enqueue: enqueueMail, deliver: deliverQueuedMail }, transport);
  app.decorate('mailer', mailer);
  if (!smtpUrl) app.log.info('SMTP_URL is not set: mails stay queued in the outbox');
  mailer.runWithApp();
}

/**
 * withDocumentsTransaction that also hands over the raw transaction, so documents and the mails
 * about them commit together (a mail never announces a document that was rolled back).
 */
export async function withDocumentsAndMail<T>(app: FastifyInstance, fn: (docs: ServerDocuments, tx: Queryable) => Promise<T>): Promise<T> {
  let current: Queryable | undefined;
  const db: Database = {
    ...app.db,
    transaction: (inner) =>
      app.db.transaction((tx) => {
        current = tx;
        return inner(tx);
      }),
  };
  const host = { db, documentReads: app.documentReads, realtime: app.realtime, documentWriteHooks: app.documentWriteHooks };
  const result = await withDocumentsTransaction(host, (docs) => {
    if (!current) throw new Error('transaction not open');
    return fn(docs, current);
  });
  void app.mailer.flush();
  return result;
}
