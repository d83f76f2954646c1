import type { FastifyInstance } from 'fastify';

/**
 * A cache that may answer from memory only while every change to what it holds is heard: it
 * waits until LISTEN is in place, forgets everything on a gap and closes with the app.
 */
export abstract class ChangeHearingCache {
  #state: 'waiting' | 'open' | 'closed' = 'waiting';

  /** Whether the configured limits let it keep anything at all. */
  abstract get enabled(): boolean;

  /** Drops every entry: a change may have gone unheard. */
  protected abstract forgetAll(): void;

  /** Whether answers are served from memory now: changes are heard. */
  get serving(): boolean {
    return this.#state === 'open';
  }

  /** Starts serving from memory: call once changes are heard. */
  open(): void {
    if (this.#state === 'waiting' && this.enabled) this.#state = 'open';
  }

  /** Stops serving from memory until `open` again, forgetting everything: changes may go unheard meanwhile. */
  suspend(): void {
    if (this.#state !== 'open') return;
    this.#state = 'waiting';
    this.forgetAll();
  }

  /** Stops serving from memory for good and forgets everything: changes are no longer heard. */
  close(): void {
    this.#state = 'closed';
    this.forgetAll();
  }
}

/**
 * One value loaded from the database (the shop settings, the live quizzes), kept in memory while
 * its changes are heard. `changed()` — on a notice, or right after the instance's own write, so it
 * never answers from the old value for the notice's round trip — makes the next read load it
 * again. Until LISTEN is in place (or while its connection is down) every read loads.
 */
export class CachedUntilChanged<T> extends ChangeHearingCache {
  #current: Promise<T> | null = null;

  constructor(private readonly load: () => Promise<T>) {
    super();
  }

  get enabled(): boolean {
    return true;
  }

  protected forgetAll(): void {
    this.#current = null;
  }

  /** The value now in force. */
  current(): Promise<T> {
    if (this.serving && this.#current) return this.#current;
    const loading = this.load();
    if (this.serving) {
      this.#current = loading;
      loading.catch(() => {
        if (this.#current === loading) this.#current = null;
      });
    }
    return loading;
  }

  /** The value changed (a notice, or this instance's own write): the next read loads it. */
  changed(): void {
    this.forgetAll();
  }
}

/**
 * Listens on `channel` for `cache` (the document read cache, the session cache): `onNotice` gets
 * each payload, the cache opens once LISTEN is in place, is suspended while the listening
 * connection is down (another instance's change would go unheard) and closes with the app. The
 * subscription is made in the background: opening the database must not hold up the routes
 * (cold start), and the cache stays closed until it is in place.
 */
export function listenForChanges(
  app: FastifyInstance,
  channel: string,
  cache: ChangeHearingCache,
  onNotice: (payload: string) => void,
): void {
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
