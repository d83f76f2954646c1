import type { FastifyInstance } from 'fastify';
import type { CollectionSchema } from './collection-schema.ts';
import { ChangeHearingCache, listenForChanges } from '../../infra/db/change-listener.ts';
import { type JsonAnswer, jsonAnswer } from './http-caching.ts';

/**
 * The serialised answers of document lists and gets, kept in memory so a catalogue that is read
 * far more than it is written costs no query per read (decision 012: p99 ≤ 25 ms at 50 connections,
 * which PGlite cannot reach when every read waits its turn for the one embedded database).
 *
 * Never stale: every collection has a generation, and an answer is served only for the
 * generation it was read at. A read takes the generation before it queries, so a write that
 * commits while it runs leaves the answer unused. Two signals move a generation on:
 *   - the documents service, right after each committed write (`changed`), so the writing
 *     instance never serves its own old answer, not even for a NOTIFY's round trip;
 *   - a statement trigger on every collection table (migration 021) that NOTIFYs on commit, so
 *     every other writer is heard too: other instances on PostgreSQL (docs/architecture.md
 *     'Scale-out'), scripts, psql.
 * Until this instance listens, it serves nothing from memory: a change could not be heard.
 *
 * Attributes, indexes and permissions come from the declarations, compiled at start; they change
 * with a restart, which begins with an empty cache.
 */

/** The channel the collection tables' trigger notifies with the changed table's name. */
export const DOCUMENT_CHANGES_CHANNEL = 'pura_document_changes';

// What an entry costs besides its key and body: the entry object, its map slot, the ETag.
const ENTRY_OVERHEAD_BYTES = 160;
// An answer may take at most this share of the budget, so one huge list cannot flush the rest.
const MAX_ENTRY_SHARE = 8;

export interface DocumentCacheLimits {
  /** Estimated memory of all entries; 0 turns the cache off. */
  maxBytes: number;
  maxEntries: number;
}

export interface DocumentCacheStats {
  /** Reads answered from memory. */
  hits: number;
  /** Reads that went to the database (or joined one that was already on its way). */
  misses: number;
  entries: number;
  bytes: number;
  /** Entries dropped to stay within the limits. */
  evictions: number;
}

interface Entry {
  answer: JsonAnswer;
  generation: number;
  bytes: number;
}

export class DocumentReadCache extends ChangeHearingCache {
  readonly #limits: DocumentCacheLimits;
  /** Least recently used first: a Map keeps insertion order and a hit is moved to the end. */
  readonly #entries = new Map<string, Entry>();
  readonly #generations = new Map<string, number>();
  /** Reads on their way to the database, so a burst of the same miss costs one query. */
  readonly #loading = new Map<string, { generation: number; answer: Promise<JsonAnswer> }>();
  #bytes = 0;
  #hits = 0;
  #misses = 0;
  #evictions = 0;

  constructor(limits: DocumentCacheLimits) {
    super();
    this.#limits = limits;
  }

  get enabled(): boolean {
    return this.#limits.maxBytes > 0 && this.#limits.maxEntries > 0;
  }

  protected forgetAll(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }

  /**
   * The answer for `key` in this collection: from memory when it was read at the collection's
   * current generation, else from `load`, kept when no change committed meanwhile. `key` must
   * hold everything the answer depends on besides the collection's rows: the query and who may
   * see what (documents-service.ts `readAudience`). Failed loads are never kept.
   */
  async read(schema: CollectionSchema, key: string, load: () => Promise<unknown>): Promise<JsonAnswer> {
    if (!this.serving) return jsonAnswer(await load());
    const table = schema.tableName;
    const entryKey = `${table}\n${key}`;
    const generation = this.#generationOf(table);
    const entry = this.#entries.get(entryKey);
    if (entry) {
      this.#entries.delete(entryKey);
      if (entry.generation === generation) {
        this.#entries.set(entryKey, entry);
        this.#hits++;
        return entry.answer;
      }
      this.#bytes -= entry.bytes;
    }
    this.#misses++;
    const loading = this.#loading.get(entryKey);
    if (loading?.generation === generation) return loading.answer;
    const answer = load().then(jsonAnswer);
    this.#loading.set(entryKey, { generation, answer });
    try {
      const loaded = await answer;
      this.#store(entryKey, table, generation, loaded);
      return loaded;
    } finally {
      if (this.#loading.get(entryKey)?.answer === answer) this.#loading.delete(entryKey);
    }
  }

  /** A committed change to a collection table (by its table name): its answers end. */
  changed(tableName: string): void {
    this.#generations.set(tableName, this.#generationOf(tableName) + 1);
  }

  stats(): DocumentCacheStats {
    return { hits: this.#hits, misses: this.#misses, entries: this.#entries.size, bytes: this.#bytes, evictions: this.#evictions };
  }

  #generationOf(tableName: string): number {
    return this.#generations.get(tableName) ?? 0;
  }

  #store(entryKey: string, table: string, generation: number, answer: JsonAnswer): void {
    // A change committed while the answer was read (or the cache closed): it may be old already.
    if (!this.serving || generation !== this.#generationOf(table)) return;
    const bytes = entryKey.length + answer.body.length + answer.etag.length + ENTRY_OVERHEAD_BYTES;
    if (bytes > this.#limits.maxBytes / MAX_ENTRY_SHARE) return;
    const previous = this.#entries.get(entryKey);
    if (previous) {
      this.#entries.delete(entryKey);
      this.#bytes -= previous.bytes;
    }
    this.#entries.set(entryKey, { answer, generation, bytes });
    this.#bytes += bytes;
    while (this.#entries.size > this.#limits.maxEntries || this.#bytes > this.#limits.maxBytes) {
      const [oldestKey, oldest] = this.#entries.entries().next().value as [string, Entry];
      this.#entries.delete(oldestKey);
      this.#bytes -= oldest.bytes;
      this.#evictions++;
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's document read cache; the documents service reports its writes to it. */
    documentReads: DocumentReadCache;
  }
}

/** Creates the app's read cache, listening for the collection tables' change notices. */
export function installDocumentReads(app: FastifyInstance): void {
  const reads = new DocumentReadCache(app.config.documentCache);
  app.decorate('documentReads', reads);
  if (reads.enabled) listenForChanges(app, DOCUMENT_CHANGES_CHANNEL, reads, (tableName) => reads.changed(tableName));
}
