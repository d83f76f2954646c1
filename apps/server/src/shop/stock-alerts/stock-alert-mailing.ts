import type { FastifyInstance } from 'fastify';
import { DOCUMENT_CHANGES_CHANNEL } from '../../appwrite/databases/document-read-cache.ts';
import { tableNameOf } from '../../appwrite/databases/collection-schema.ts';
import { mailReturnedStock } from './stock-alert-store.ts';

/** A sweep also runs on this interval, for a change notice missed while LISTEN was down. */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * Sends back-in-stock mails when stock returns, whichever way it does (an admin's edit, a
 * cancelled order put back): every write to the products table NOTIFYs (migration 021), and each
 * notice sweeps for confirmed requests whose product is on sale again. Sweeps never overlap; a
 * notice during one runs another after it. Stops on close, waiting for a sweep in progress.
 */
export function installStockAlertMailing(app: FastifyInstance): { sweepSoon(): void } {
  const products = tableNameOf('shop', 'products');
  let running: Promise<void> | undefined;
  let again = false;
  let closing = false;
  let timer: NodeJS.Timeout | undefined;

  const sweepSoon = () => {
    if (closing) return;
    if (running) {
      again = true;
      return;
    }
    running = mailReturnedStock(app)
      .then(
        (queued) => void (queued > 0 && app.log.info({ queued }, 'back-in-stock mails queued')),
        (error: unknown) => app.log.error({ err: error }, 'back-in-stock sweep failed'),
      )
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          sweepSoon();
        }
      });
  };

  const subscribed = app.db.listen(DOCUMENT_CHANGES_CHANNEL, (table) => table === products && sweepSoon());
  subscribed.catch(() => undefined);
  app.addHook('onReady', async () => {
    sweepSoon();
    timer = setInterval(sweepSoon, SWEEP_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    closing = true;
    clearInterval(timer);
    const unlisten = await subscribed.catch(() => null);
    await unlisten?.().catch(() => undefined);
    while (running) await running;
  });
  return { sweepSoon };
}
