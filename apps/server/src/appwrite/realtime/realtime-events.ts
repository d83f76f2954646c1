import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';

/**
 * The contract between the modules that change things (documents, files, account) and the
 * realtime hub that delivers events to websocket subscribers (docs/appwrite-compatibility.md §7.4).
 * Writers call `app.realtime.publish(...)` after their change is committed; the hub decides
 * who may receive it from `readRoles`.
 */
export interface RealtimeEvent {
  /** Event names, the concrete one first, then its wildcard variants. */
  events: string[];
  /** Channels the event is published on. */
  channels: string[];
  /** The resource exactly as the REST API returns it. */
  payload: unknown;
  /** Roles allowed to read the resource: a subscriber must hold one of them. */
  readRoles: string[];
  /** ISO 8601 with milliseconds; set when published if absent. */
  timestamp?: string;
}

export interface RealtimePublisher {
  publish(event: RealtimeEvent): void;
  /** In-process listeners (the websocket hub, tests). */
  readonly local: EventEmitter;
}

/** An event as delivered: always stamped. */
export type PublishedRealtimeEvent = RealtimeEvent & { timestamp: string };

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimePublisher;
  }
}

/** Forwards published events beyond this process (realtime-fanout.ts sets it on PostgreSQL). */
export type RealtimeRelay = (event: PublishedRealtimeEvent) => void;

const relays = new WeakMap<RealtimePublisher, RealtimeRelay>();

/**
 * Installs the publisher: `publish` stamps the event, hands it to this instance's subscribers at
 * once (local 'event') and to the relay, if one is set, for the other instances.
 */
export function installRealtimePublisher(app: FastifyInstance): void {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const publisher: RealtimePublisher = {
    local,
    publish(event: RealtimeEvent) {
      const stamped: PublishedRealtimeEvent = { ...event, timestamp: event.timestamp ?? realtimeTimestamp() };
      local.emit('event', stamped);
      relays.get(publisher)?.(stamped);
    },
  };
  app.decorate('realtime', publisher);
}

/** Sets (or, with null, removes) where published events go besides this process. */
export function setRealtimeRelay(publisher: RealtimePublisher, relay: RealtimeRelay | null): void {
  if (relay) relays.set(publisher, relay);
  else relays.delete(publisher);
}

/** Now, in the realtime timestamp format: ISO 8601 with milliseconds and a +00:00 offset. */
export function realtimeTimestamp(date = new Date()): string {
  return date.toISOString().replace('Z', '+00:00');
}

export type DocumentAction = 'create' | 'update' | 'upsert' | 'delete';

/** Events and channels for a document change (§7.4): concrete, all-wildcard and mixed forms. */
export function documentEvent(
  databaseId: string,
  collectionId: string,
  documentId: string,
  action: DocumentAction,
): Pick<RealtimeEvent, 'events' | 'channels'> {
  const base = (db: string, col: string, doc: string) => `databases.${db}.collections.${col}.documents.${doc}`;
  const rows = (db: string, col: string, doc: string) => `databases.${db}.tables.${col}.rows.${doc}`;
  const ids: Array<[string, string, string]> = [
    [databaseId, collectionId, documentId],
    ['*', '*', '*'],
    [databaseId, collectionId, '*'],
    [databaseId, '*', '*'],
    ['*', '*', documentId],
  ];
  const events: string[] = [];
  for (const [db, col, doc] of ids) events.push(`${base(db, col, doc)}.${action}`, `${rows(db, col, doc)}.${action}`);
  for (const [db, col, doc] of ids) events.push(base(db, col, doc), rows(db, col, doc));
  events.push(`databases.${databaseId}.collections.${collectionId}`, 'databases.*.collections.*', `databases.${databaseId}`, 'databases.*');
  const collectionChannel = `databases.${databaseId}.collections.${collectionId}.documents`;
  const tableChannel = `tablesdb.${databaseId}.tables.${collectionId}.rows`;
  const channels = [
    'documents',
    'rows',
    collectionChannel,
    `${collectionChannel}.${documentId}`,
    `${collectionChannel}.${action}`,
    `${collectionChannel}.${documentId}.${action}`,
    tableChannel,
    `${tableChannel}.${documentId}`,
  ];
  return { events: [...new Set(events)], channels };
}

/** Events and channels for a file change (§7.4). */
export function fileEvent(
  bucketId: string,
  fileId: string,
  action: 'create' | 'update' | 'delete',
): Pick<RealtimeEvent, 'events' | 'channels'> {
  const events = [
    `buckets.${bucketId}.files.${fileId}.${action}`,
    `buckets.*.files.*.${action}`,
    `buckets.${bucketId}.files.*.${action}`,
    `buckets.*.files.${fileId}.${action}`,
    `buckets.${bucketId}.files.${fileId}`,
    'buckets.*.files.*',
    `buckets.${bucketId}.files.*`,
    `buckets.*.files.${fileId}`,
    `buckets.${bucketId}`,
    'buckets.*',
  ];
  const channels = [
    'files',
    `buckets.${bucketId}.files`,
    `buckets.${bucketId}.files.${fileId}`,
    `buckets.${bucketId}.files.${action}`,
    `buckets.${bucketId}.files.${fileId}.${action}`,
  ];
  return { events, channels };
}
