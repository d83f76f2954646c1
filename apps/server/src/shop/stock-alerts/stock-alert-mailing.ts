import type { FastifyInstance } from 'fastify';
import { DOCUMENT_CHANGES_CHANNEL } from '../../appwrite/databases/document-read-cache.ts';
import { tableNameOf } from '../../appwrite/databases/collection-schema.ts';
import { mailReturnedStock } from './stock-alert-store.ts';

/** A sweep also runs on this interval, for a change notice missed while LISTEN was down. */
const SWEEP_INTERVAL_MS = 60_000;
/**
 * Notices within this long of each other share one sweep. Every write to the products table sends
 * one, so a burst of catalogue edits (an import, a sale) would otherwise sweep back to back, a
 * transaction each, competing with the writes themselves; a back-in-stock mail a quarter of a
 * second later is no later to the shopper.
 */
const SWEEP_COALESCE_MS = 250;

/**
 * Sends back-in-stock mails when stock returns, whichever way it does (an admin's edit, a
 * cancelled order put back): every write to the products table NOTIFYs (migration 021), and the
 * notices sweep for confirmed requests whose product is on sale again. Sweeps never overlap; a
 * notice during one runs another after it. The interval's sweep also forgets stale requests.
 * Stops on close, waiting for a sweep in progress.
 */
export function installStockAlertMailing(app: FastifyInstance): { sweepSoon(): void } {
  const products = tableNameOf('shop', 'products');
  let running: Promise<void> | undefined;
  let again = false;
  let tidyNext = false;
  let closing = false;
  let timer: NodeJS.Timeout | undefined;
  let pending: NodeJS.Timeout | undefined;

  const sweep = (tidy: boolean) => {
    tidyNext ||= tidy;
    if (closing) return;
    if (running) {
      again = true;
      return;
    }
    const tidyNow = tidyNext;
    tidyNext = false;
    running = mailReturnedStock(app, { tidy: tidyNow })
      .then(
        (queued) => void (queued > 0 && app.log.info({ queued }, 'back-in-stock mails queued')),
        (error: unknown) => app.log.error({ err: error }, 'back-in-stock sweep failed'),
      )
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          sweep(false);
        }
      });
  };
  const sweepSoon = () => {
    if (closing || pending) return;
    pending = setTimeout(() => {
      pending = undefined;
      sweep(false);
    }, SWEEP_COALESCE_MS);
  };

  const subscribed = app.db.listen(DOCUMENT_CHANGES_CHANNEL, (table) => table === products && sweepSoon());
  subscribed.catch(() => undefined);
  app.addHook('onReady', async () => {
    sweep(true);
    timer = setInterval(() => sweep(true), SWEEP_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    closing = true;
    clearInterval(timer);
    clearTimeout(pending);
    const unlisten = await subscribed.catch(() => null);
    await unlisten?.().catch(() => undefined);
    while (running) await running;
  });
  return { sweepSoon };
}
