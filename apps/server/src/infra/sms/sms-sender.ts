import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.ts';
import { createHttpSmsGateway } from './http-sms-gateway.ts';
import { type SmsLog, type SmsMessage, deliverQueuedSms, enqueueSms } from './sms-outbox.ts';
import type { SmsTransport } from './sms-transport.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsSender;
  }
}

/** How often the delivery loop looks for due texts (failed ones wait their backoff in the outbox). */
const LOOP_INTERVAL_MS = 5_000;

/**
 * The one SMS module, shaped like the mailer: every text is stored in the outbox (`queue`, inside
 * the caller's transaction), then delivered by `flush` right after the request and by a periodic
 * loop that retries failures with backoff. Without SMS_GATEWAY_URL texts stay in the outbox.
 */
export class SmsSender {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(
    private readonly app: FastifyInstance,
    readonly transport: SmsTransport | null,
    private readonly retryBaseMs = 30_000,
  ) {}

  /** Stores a text in the outbox on `db` (a transaction or the pool). Call `flush()` after commit. */
  queue(db: Queryable, message: SmsMessage, log?: SmsLog): Promise<string> {
    return enqueueSms(db, message, log ?? this.app.log);
  }

  /** Delivers due texts now; never throws (failures are recorded on the rows). */
  flush(): Promise<number> {
    if (!this.transport) return Promise.resolve(0);
    if (this.running) return this.running.then(() => this.flush());
    const transport = this.transport;
    this.running = deliverQueuedSms(this.app.db, transport, { retryBaseMs: this.retryBaseMs })
      .catch((error: unknown) => {
        this.app.log.warn({ err: error }, 'sms delivery failed');
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
  }
}

/** Decorates `app.sms`, starts the delivery loop once the app is ready and stops it on close. */
export function installSms(app: FastifyInstance): void {
  const url = app.config.smsGatewayUrl;
  const sender = new SmsSender(app, url ? createHttpSmsGateway(url) : null);
  app.decorate('sms', sender);
  if (!url) app.log.info('SMS_GATEWAY_URL is not set: texts stay queued in the SMS outbox');
  app.addHook('onReady', async () => {
    sender.start();
    void sender.flush();
  });
  app.addHook('onClose', () => sender.stop());
}
