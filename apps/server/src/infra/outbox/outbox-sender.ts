import type { FastifyInstance } from 'fastify';
import type { Database, Queryable } from '../db/database.ts';
import type { OutboxLog } from './outbox-table.ts';

/** How often the delivery loop looks for due messages (failed ones wait their backoff in the outbox). */
const LOOP_INTERVAL_MS = 5_000;

/** What a channel (mail, SMS) plugs into its sender. */
export interface OutboxChannel<Message, Transport> {
  /** Names the channel in log lines ('mail', 'sms'). */
  name: string;
  enqueue(db: Queryable, message: Message, log: OutboxLog): Promise<string>;
  deliver(db: Database, transport: Transport, options: { retryBaseMs: number }): Promise<number>;
}

/**
 * One channel's sending module: every message is stored in its outbox (`queue`, inside the
 * caller's transaction), then delivered by `flush` right after the request and by a periodic loop
 * that retries failures with backoff. Without a transport messages stay queued in the outbox.
 */
export class OutboxSender<Message, Transport> {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(
    private readonly app: FastifyInstance,
    private readonly channel: OutboxChannel<Message, Transport>,
    readonly transport: (Transport & { close?(): void }) | null,
    private readonly retryBaseMs = 30_000,
  ) {}

  /** Stores a message in the outbox on `db` (a transaction or the pool). Call `flush()` after commit. */
  queue(db: Queryable, message: Message, log?: OutboxLog): Promise<string> {
    return this.channel.enqueue(db, message, log ?? this.app.log);
  }

  /** Delivers due messages now; never throws (failures are recorded on the rows). */
  flush(): Promise<number> {
    if (!this.transport) return Promise.resolve(0);
    if (this.running) return this.running.then(() => this.flush());
    const transport = this.transport;
    this.running = this.channel
      .deliver(this.app.db, transport, { retryBaseMs: this.retryBaseMs })
      .catch((error: unknown) => {
        this.app.log.warn({ err: error }, `${this.channel.name} delivery failed`);
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

  /** Starts the delivery loop (and a first flush) once the app is ready, and stops it on close. */
  runWithApp(): void {
    this.app.addHook('onReady', async () => {
      this.start();
      void this.flush();
    });
    this.app.addHook('onClose', () => this.stop());
  }
}
