import type { OutboxMail } from './outbox.ts';

/**
 * Whatever actually delivers a mail (SMTP via nodemailer, an HTTP mail API, a test double).
 * `send` resolves once the mail is accepted and rejects with a readable reason otherwise;
 * the outbox records either outcome.
 */
export interface MailTransport {
  send(mail: OutboxMail): Promise<void>;
}
