import type { FastifyInstance } from 'fastify';
import { OutboxSender } from '../outbox/outbox-sender.ts';
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
