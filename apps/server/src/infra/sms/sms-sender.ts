import type { FastifyInstance } from 'fastify';
import { OutboxSender } from '../outbox/outbox-sender.ts';
import { createHttpSmsGateway } from './http-sms-gateway.ts';
import { type SmsMessage, deliverQueuedSms, enqueueSms } from './sms-outbox.ts';
import type { SmsTransport } from './sms-transport.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsSender;
  }
}

/**
 * The one SMS module, shaped like the mailer: every text goes through the SMS outbox (see
 * OutboxSender). Without SMS_GATEWAY_URL texts stay in the outbox.
 */
export type SmsSender = OutboxSender<SmsMessage, SmsTransport>;

/** Decorates `app.sms`, starts the delivery loop once the app is ready and stops it on close. */
export function installSms(app: FastifyInstance): void {
  const url = app.config.smsGatewayUrl;
  const sender: SmsSender = new OutboxSender(
    app,
    { name: 'sms', enqueue: enqueueSms, deliver: deliverQueuedSms },
    url ? createHttpSmsGateway(url) : null,
  );
  app.decorate('sms', sender);
  if (!url) app.log.info('SMS_GATEWAY_URL is not set: texts stay queued in the SMS outbox');
  sender.runWithApp();
}
