import type { Transporter } from 'nodemailer';
import type { MailTransport } from './mail-transport.ts';

/** Delivers outbox mails through an SMTP server (SMTP_URL, e.g. smtp://user:pass@host:587). */
export function createSmtpTransport(smtpUrl: string, from: string): MailTransport & { close(): void } {
  // nodemailer loads with the first mail, not with the server: it is off the start-up path.
  let transporter: Promise<Transporter> | undefined;
  const open = () => (transporter ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl)));
  return {
    async send(mail) {
      const opened = await open();
      await opened.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        ...(mail.headers ? { headers: mail.headers } : {}),
      });
    },
    close: () => void transporter?.then((opened) => opened.close()),
  };
}
