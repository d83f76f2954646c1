import type { FastifyInstance } from 'fastify';
import { reconcileOrders } from '../orders/order-reconciler.ts';
import { sweepExpiredReservations } from './reservation-sweeper.ts';

/** How often expired holds are looked for; a fraction of the hold so stock returns promptly. */
const SWEEP_INTERVAL_MS = 30_000;
/** How often paid-but-orderless payments are retried. */
const RECONCILE_INTERVAL_MS = 60_000;

/**
 * Starts the reservation sweeper and the order reconciler once the app is ready (each runs at
 * once, then on its interval) and stops them on close, waiting for a run in progress so it never
 * outlives the database. Runs never overlap themselves; failures are logged and retried.
 */
export function installCheckoutJobs(app: FastifyInstance): void {
  const jobs = [
    { name: 'reservation sweeper', everyMs: SWEEP_INTERVAL_MS, run: () => sweepExpiredReservations(app) },
    { name: 'order reconciler', everyMs: RECONCILE_INTERVAL_MS, run: () => reconcileOrders(app) },
  ].map((job) => ({ ...job, timer: undefined as NodeJS.Timeout | undefined, running: undefined as Promise<unknown> | undefined }));
  let closing = false;

  const tick = (job: (typeof jobs)[number]) => {
    if (closing || job.running) return;
    job.running = job
      .run()
      .catch((error: unknown) => app.log.error({ err: error }, `${job.name} failed`))
      .finally(() => {
        job.running = undefined;
      });
  };

  app.addHook('onReady', async () => {
    for (const job of jobs) {
      tick(job);
      job.timer = setInterval(() => tick(job), job.everyMs);
      job.timer.unref();
    }
  });
  app.addHook('onClose', async () => {
    closing = true;
    for (const job of jobs) clearInterval(job.timer);
    await Promise.all(jobs.map((job) => job.running));
  });
}
