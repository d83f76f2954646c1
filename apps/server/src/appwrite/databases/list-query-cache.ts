import type { CollectionSchema } from './collection-schema.ts';
import { type ListQuery, parseListQuery, readQueriesParam } from './query-parser.ts';

/**
 * Parsed list queries by collection and the exact `queries` a client sent. A shop repeats the
 * same few list calls (the catalogue, a category page), and reading their JSON and checking it
 * against the schema was a measurable share of every list call (decision 012). Only queries that
 * parsed are kept, frozen because every later request shares them. Schemas are compiled from the
 * declarations at start, so the cache belongs to the schema object: a changed schema is a new
 * object with an empty cache, and an entry can never outlive the schema it was checked against.
 */

export const MAX_CACHED_QUERIES = 256;
// Far above what the SDK's query helpers build for a page, well below the 100 × 4096 characters
// a request may send: the cache holds at most 256 × 2048 characters per collection.
const MAX_KEY_LENGTH = 2048;

const caches = new WeakMap<CollectionSchema, Map<string, ListQuery>>();

/** parseListQuery(schema, readQueriesParam(input)), remembered for the most recent inputs. */
export function cachedListQuery(schema: CollectionSchema, input: unknown): ListQuery {
  const key = queriesKey(input);
  if (key === null) return parseListQuery(schema, readQueriesParam(input));
  let cache = caches.get(schema);
  if (!cache) caches.set(schema, (cache = new Map()));
  const cached = cache.get(key);
  if (cached) {
    // Map keeps insertion order: moving a hit to the end makes the first key the least recently used.
    cache.delete(key);
    cache.set(key, cached);
    return cached;
  }
  const query = freeze(parseListQuery(schema, readQueriesParam(input)));
  cache.set(key, query);
  if (cache.size > MAX_CACHED_QUERIES) cache.delete(cache.keys().next().value as string);
  return query;
}

/**
 * The `queries` a client sent as one string, the same for every way of sending the same list;
 * null when they are not worth remembering. Only the shapes a client can send (one string or a
 * list of strings) have a key; others parse and fail. The read cache keys answers by it too.
 */
export function queriesKey(input: unknown): string | null {
  let key: string | null = null;
  if (input === undefined || input === null || input === '') key = '[]';
  else if (typeof input === 'string') key = JSON.stringify([input]);
  else if (Array.isArray(input) && input.every((item) => typeof item === 'string')) key = JSON.stringify(input);
  return key !== null && key.length <= MAX_KEY_LENGTH ? key : null;
}

function freeze(query: ListQuery): ListQuery {
  Object.freeze(query.filters);
  Object.freeze(query.orders);
  if (query.select) Object.freeze(query.select);
  if (query.cursor) Object.freeze(query.cursor);
  return Object.freeze(query);
}
