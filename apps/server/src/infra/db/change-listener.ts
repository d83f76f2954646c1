import type { FastifyInstance } from 'fastify';

/** A cache that may answer from memory only while every change to what it holds is heard. */
export interface ChangeHearingCache {
  /** Starts serving from memory: changes are heard. */
  open(): void;
  /** Stops serving from memory, forgetting everything, until `open` again: changes may go unheard. */
  suspend(): void;
  /** Stops serving from memory for good. */
  close(): void;
}

/**
 * Listens on `channel` for `cache` (the document read cache, the session cache): `onNotice` gets
 * each payload, the cache opens once LISTEN is in place, is suspended while the listening
 * connection is down (another instance's change would go unheard) and closes with the app. The
 * subscription is made in the background: opening the database must not hold up the routes
 * (cold start), and the cache stays closed until it is in place.
 */
export function listenForChanges(app: FastifyInstance, channel: string, cache: ChangeHearingCache, onNotice: (payload: string) => void): void {
  const onGap = (event: 'lost' | 'resumed') => (event === 'lost' ? cache.suspend() : cache.open());
  const subscribed = app.db.listen(channel, onNotice, onGap).then((unlisten) => {
    cache.open();
    return unlisten;
  });
  // A database that cannot open fails app.startup and every query; the cache just stays closed.
  subscribed.catch(() => undefined);
  app.addHook('onClose', async () => {
    cache.close();
    const unlisten = await subscribed.catch(() => null);
    await unlisten?.().catch(() => undefined);
  });
}
