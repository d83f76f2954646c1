import type { OutboxSms } from './sms-outbox.ts';

/**
 * Whatever actually delivers a text (an HTTP gateway, a test double). `send` resolves once the
 * text is accepted and rejects with a readable reason otherwise; the outbox records either outcome.
 */
export interface SmsTransport {
  send(sms: OutboxSms): Promise<void>;
}
