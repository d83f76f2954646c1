import type { FastifyInstance } from 'fastify';
import { ChangeHearingCache, listenForChanges } from '../../infra/db/change-listener.ts';
import type { Queryable } from '../../infra/db/database.ts';
import { EVERY_USER, IDENTITY_CHANGES_CHANNEL } from '../../infra/db/identity-changes.ts';
import type { SessionRecord, UserRecord } from './identity-store.ts';

/**
 * The sessions callers present, resolved (user, session, owed MFA factor) and kept in memory, so
 * a signed-in request costs no query (decision 012: GET /account p99 ≤ 25 ms at 50 connections, which
 * PGlite cannot reach when every request waits its turn for the one embedded database).
 *
 * Never stale, like the document read cache (databases/document-read-cache.ts): every user has a
 * generation, and a load is kept only when no change of that user was heard while it ran. Changes
 * are the user's row, sessions and MFA authenticators (all that caller.ts reads), heard two ways:
 *   - the stores that write them call `identityWritten` right after the write, so the writing
 *     request never answers while its process still holds the old entry;
 *   - row triggers on those tables (migration 019) NOTIFY the user id on commit, so every other
 *     writer is heard too: other instances on PostgreSQL, scripts, psql.
 * Until this instance listens, it serves nothing from memory: a change could not be heard.
 *
 * An entry is found by user id and the hash of the secret presented (or the session id of a
 * verified JWT), never by user alone, and ends with its session's expiry and after at most
 * MAX_ENTRY_AGE_MS, a safety net for a notice that never came.
 */

const MAX_ENTRY_AGE_MS = 60_000;
// A write inside a transaction that rolls back sends no notice: its user goes uncached this long.
const UNCOMMITTED_WRITE_HOLD_MS = MAX_ENTRY_AGE_MS;

/** A live session and its user, as caller.ts resolves them. Shared by requests: frozen. */
export interface SignedIn {
  user: UserRecord;
  session: SessionRecord;
  /** The session still owes a second factor (mfa-requirement.ts). */
  lacksFactors: boolean;
}

export interface SessionCacheStats {
  /** Resolutions answered from memory. */
  hits: number;
  /** Resolutions that went to the database. */
  misses: number;
  entries: number;
  /** Entries dropped to stay within SESSION_CACHE_ENTRIES. */
  evictions: number;
}

interface Entry {
  userId: string;
  signedIn: SignedIn;
  cachedAtMs: number;
}

/** What the cache knows of one user with entries, loads on their way or an uncommitted write. */
interface UserSlot {
  /** Moves on with each change of the user: a load that began before it is not kept. */
  generation: number;
  /** Keys of the user's entries, so one change ends them all. */
  keys: Set<string>;
  loads: number;
  /** Until the commit of a transaction that wrote the user is heard, no load is kept (0: none). */
  heldUntilMs: number;
}

export class SessionCache extends ChangeHearingCache {
  readonly #maxEntries: number;
  /** Least recently used first: a Map keeps insertion order and a hit is moved to the end. */
  readonly #entries = new Map<string, Entry>();
  readonly #users = new Map<string, UserSlot>();
  /** Moves on when every entry ends at once (TRUNCATE, a gap in listening). */
  #epoch = 0;
  #hits = 0;
  #misses = 0;
  #evictions = 0;

  constructor(limits: { maxEntries: number }) {
    super();
    this.#maxEntries = limits.maxEntries;
  }

  get enabled(): boolean {
    return this.#maxEntries > 0;
  }

  protected forgetAll(): void {
    this.changedAll();
  }

  /**
   * The session `key` of the user stands for: from memory when no change of the user was heard
   * since it was loaded, else from `load`, kept when none was heard while it ran. `key` must
   * identify the credential exactly: the hash of the presented secret, or `jwt:` and the session
   * id a verified JWT names. Null answers (no such live session, a blocked user) and failed loads
   * are never kept.
   */
  async read(userId: string, key: string, load: () => Promise<SignedIn | null>): Promise<SignedIn | null> {
    if (!this.serving) return load();
    const entryKey = `${userId}\n${key}`;
    const entry = this.#entries.get(entryKey);
    const nowMs = Date.now();
    if (entry && nowMs < entry.signedIn.session.expire.getTime() && nowMs - entry.cachedAtMs < MAX_ENTRY_AGE_MS) {
      this.#entries.delete(entryKey);
      this.#entries.set(entryKey, entry);
      this.#hits++;
      return entry.signedIn;
    }
    if (entry) this.#drop(entryKey, entry);
    this.#misses++;
    const slot = this.#slotOf(userId);
    const { generation } = slot;
    const epoch = this.#epoch;
    slot.loads++;
    try {
      const loaded = await load();
      if (!loaded) return null;
      const signedIn = freeze(loaded);
      // A change heard while it loaded (or a transaction still open): it may be old already.
      if (this.serving && epoch === this.#epoch && generation === slot.generation && slot.heldUntilMs <= Date.now()) {
        this.#store(entryKey, slot, { userId, signedIn, cachedAtMs: nowMs });
      }
      return signedIn;
    } finally {
      slot.loads--;
      this.#release(userId, slot);
    }
  }

  /** A committed change of the user's row, sessions or authenticators: their entries end. */
  changed(userId: string): void {
    const slot = this.#users.get(userId);
    if (!slot) return;
    this.#endEntries(slot);
    slot.heldUntilMs = 0;
    this.#release(userId, slot);
  }

  /**
   * A write of the user inside a transaction that has not committed yet: a load now would read
   * the old rows, so none is kept until the commit's notice is heard (or the hold runs out).
   * Notices carry no transaction, so one of an earlier commit of the same user, heard late, ends
   * the hold too: on PostgreSQL, a read in that moment may be kept until this commit's notice.
   */
  changing(userId: string): void {
    const slot = this.#slotOf(userId);
    this.#endEntries(slot);
    slot.heldUntilMs = Date.now() + UNCOMMITTED_WRITE_HOLD_MS;
  }

  /** A change that names no user: every entry ends. */
  changedAll(): void {
    this.#epoch++;
    this.#entries.clear();
    for (const [userId, slot] of this.#users) {
      slot.keys.clear();
      this.#release(userId, slot);
    }
  }

  stats(): SessionCacheStats {
    return { hits: this.#hits, misses: this.#misses, entries: this.#entries.size, evictions: this.#evictions };
  }

  #slotOf(userId: string): UserSlot {
    let slot = this.#users.get(userId);
    if (!slot) {
      slot = { generation: 0, keys: new Set(), loads: 0, heldUntilMs: 0 };
      this.#users.set(userId, slot);
    }
    return slot;
  }

  #endEntries(slot: UserSlot): void {
    slot.generation++;
    for (const key of slot.keys) this.#entries.delete(key);
    slot.keys.clear();
  }

  /** Forgets a user the cache no longer needs to know (generations only matter to loads in flight). */
  #release(userId: string, slot: UserSlot): void {
    if (slot.keys.size === 0 && slot.loads === 0 && slot.heldUntilMs <= Date.now()) this.#users.delete(userId);
  }

  #drop(entryKey: string, entry: Entry): void {
    this.#entries.delete(entryKey);
    const slot = this.#users.get(entry.userId);
    if (!slot) return;
    slot.keys.delete(entryKey);
    this.#release(entry.userId, slot);
  }

  #store(entryKey: string, slot: UserSlot, entry: Entry): void {
    this.#entries.delete(entryKey);
    this.#entries.set(entryKey, entry);
    slot.keys.add(entryKey);
    while (this.#entries.size > this.#maxEntries) {
      const [oldestKey, oldest] = this.#entries.entries().next().value as [string, Entry];
      this.#drop(oldestKey, oldest);
      this.#evictions++;
    }
  }
}

/** Entries are handed to every request that presents the session: none may change them. */
function freeze(signedIn: SignedIn): SignedIn {
  const { user, session } = signedIn;
  Object.freeze(user.labels);
  deepFreeze(user.prefs);
  Object.freeze(session.factors);
  return Object.freeze({ user: Object.freeze(user), session: Object.freeze(session), lacksFactors: signedIn.lacksFactors });
}

function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
}

/** Every cache of this process: the stores report their writes to all of them (tests run several apps). */
const processCaches = new Set<SessionCache>();

/**
 * Reports a store's write of a user's row, sessions or MFA authenticators, right after it. On
 * the database itself the write has committed: the user's entries end. Through a transaction's
 * handle (which, unlike the database, cannot open one) it has not: entries end and stay out
 * until the commit's notice.
 */
export function identityWritten(db: Queryable, userId: string): void {
  const committed = 'transaction' in db;
  for (const cache of processCaches) {
    if (committed) cache.changed(userId);
    else cache.changing(userId);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's cache of resolved sessions (caller.ts). */
    sessionCache: SessionCache;
  }
}

/** Creates the app's session cache, listening for the identity tables' change notices. */
export function installSessionCache(app: FastifyInstance): void {
  const cache = new SessionCache(app.config.sessionCache);
  app.decorate('sessionCache', cache);
  if (!cache.enabled) return;
  processCaches.add(cache);
  app.addHook('onClose', async () => {
    processCaches.delete(cache);
  });
  listenForChanges(app, IDENTITY_CHANGES_CHANNEL, cache, (userId) => (userId === EVERY_USER ? cache.changedAll() : cache.changed(userId)));
}
