import type { Config } from '../../config/env.ts';

/** How long the debug page waits for the SMTP server before calling it down. */
const SMTP_CHECK_TIMEOUT_MS = 5_000;

export interface MailTransportStatus {
  transport: 'smtp' | 'outbox';
  /** host:port of the SMTP server (never its user or password). */
  server?: string;
  status: 'up' | 'down' | 'queued';
  message?: string;
}

/** The payment provider in use, as the debug page names it. */
export function paymentMode(config: Config): 'stripe-live' | 'stripe-test' | 'test-cards' {
  const stripe = config.checkout.stripe;
  if (!stripe) return 'test-cards';
  return stripe.secretKey.includes('_live_') ? 'stripe-live' : 'stripe-test';
}

/** host:port of an smtp(s):// URL; the credentials in it are never shown. */
export function smtpServerName(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  return `${url.hostname}:${url.port || (url.protocol === 'smtps:' ? '465' : '587')}`;
}

/** Removes the URL's user and password from a message, in case an error quotes them. */
function withoutCredentials(message: string, smtpUrl: string): string {
  const url = new URL(smtpUrl);
  let clean = message;
  for (const secret of [url.password, decodeURIComponent(url.password), url.username, decodeURIComponent(url.username)]) {
    if (secret) clean = clean.split(secret).join('[redacted]');
  }
  return clean;
}

/**
 * Checks the mail transport: with SMTP_URL, connects and greets the server (and logs in when the
 * URL carries credentials) without sending; without it mails stay queued in the outbox by design.
 */
export async function checkMailTransport(config: Config): Promise<MailTransportStatus> {
  const smtpUrl = config.mail.smtpUrl;
  if (!smtpUrl) return { transport: 'outbox', status: 'queued' };
  const server = smtpServerName(smtpUrl);
  // Loaded here, not with the server: only the debug page and the first mail need nodemailer.
  const { default: nodemailer } = await import('nodemailer');
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: SMTP_CHECK_TIMEOUT_MS,
    greetingTimeout: SMTP_CHECK_TIMEOUT_MS,
    socketTimeout: SMTP_CHECK_TIMEOUT_MS,
  });
  try {
    await transporter.verify();
    return { transport: 'smtp', server, status: 'up' };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { transport: 'smtp', server, status: 'down', message: withoutCredentials(message, smtpUrl) };
  } finally {
    transporter.close();
  }
}
