import type { Database, Queryable } from '../../infra/db/database.ts';
import type { DocumentReadCache } from './document-read-cache.ts';
import type { DocumentWriteHooks } from './document-write-hooks.ts';
import { type RealtimePublisher, documentEvent } from '../realtime/realtime-events.ts';
import type { CollectionSchema } from './collection-schema.ts';
import { type DocumentJson, type DocumentList, toDocument } from './document-model.ts';
import { newDocumentId, readDocumentId } from './document-ids.ts';
import { parseListQuery, readQueriesParam } from './query-parser.ts';
import {
  type DocumentAction,
  type DocumentsContext,
  SERVER,
  changeDocumentNumber,
  createDocument,
  deleteDocument,
  getDocument,
  listDocuments,
  readRolesOf,
  resolveCollection,
  updateDocument,
  upsertDocument,
} from './documents-service.ts';
import { selectDocumentRow } from './documents-store.ts';

/**
 * The documents API for the server's own modules (checkout, orders, seeding, newsletter,
 * contact): the same validation, constraints, Document JSON and realtime events as /v1, without
 * client permission checks. Shop modules use this and never write SQL against collection tables.
 *
 *   const docs = serverDocuments(app);
 *   await docs.create('contact_messages', { data: { firstName, ... } });
 *
 *   // All-or-nothing (order + stock): one transaction; realtime events go out after COMMIT.
 *   const order = await withDocumentsTransaction(app, async (docs) => {
 *     const product = await docs.get('products', id, { forUpdate: true });
 *     await docs.decrement('products', id, 'stock', quantity, { min: 0 });   // attribute_limit_exceeded when short
 *     return docs.create('orders', { data: {...}, permissions: ['read("user:' + userId + '")'] });
 *   });
 *
 * Errors are AppwriteErrors (document_invalid_structure, document_unique_constraint_violation,
 * attribute_limit_exceeded, document_not_found…), so callers can catch them by `type`.
 */

/** A Query as the SDK's helpers build it: the JSON string, or the object itself. */
export type QueryInput = string | { method: string; attribute?: string; values?: unknown[] };

export interface ServerDocuments {
  /** The document, or null when there is none. `forUpdate` locks it until the transaction ends. */
  get(collectionId: string, documentId: string, options?: { forUpdate?: boolean }): Promise<DocumentJson | null>;
  /** Lists with Appwrite queries (default limit 25, order $sequence); `total` defaults to true. */
  list(collectionId: string, queries?: QueryInput[], options?: { total?: boolean }): Promise<DocumentList>;
  /**
   * Creates a document. `documentId` defaults to a new unique id; `permissions` default to none
   * (only collection grants apply). `data` may carry $createdAt/$updatedAt (seeding).
   */
  create(
    collectionId: string,
    input: { documentId?: string; data: Record<string, unknown>; permissions?: string[] },
  ): Promise<DocumentJson>;
  /** Changes the given attributes (and permissions, when given). */
  update(
    collectionId: string,
    documentId: string,
    input: { data?: Record<string, unknown>; permissions?: string[] },
  ): Promise<DocumentJson>;
  /** Creates or updates by id. */
  upsert(
    collectionId: string,
    documentId: string,
    input: { data?: Record<string, unknown>; permissions?: string[] },
  ): Promise<DocumentJson>;
  /** Deletes and returns the deleted document. */
  delete(collectionId: string, documentId: string): Promise<DocumentJson>;
  /** Adds `by` (default 1) atomically; attribute_limit_exceeded above `max` or the declared max. */
  increment(collectionId: string, documentId: string, attribute: string, by?: number, options?: { max?: number }): Promise<DocumentJson>;
  /** Subtracts `by` (default 1) atomically; attribute_limit_exceeded below `min` or the declared min. A null value (unlimited stock) stays null. */
  decrement(collectionId: string, documentId: string, attribute: string, by?: number, options?: { min?: number }): Promise<DocumentJson>;
}

/** What the server API needs from the app: its database, read cache, realtime publisher and write hooks. */
export interface DocumentsHost {
  db: Database;
  documentReads: DocumentReadCache;
  realtime: RealtimePublisher;
  documentWriteHooks: DocumentWriteHooks;
}

/**
 * After a document change has committed: the collection's cached reads end at once (the table's
 * NOTIFY would end them too, a round trip later), then realtime subscribers allowed to read the
 * document hear of it (§7.4).
 */
export function documentChanged(
  host: Pick<DocumentsHost, 'documentReads' | 'realtime'>,
  schema: CollectionSchema,
  document: DocumentJson,
  action: DocumentAction,
): void {
  host.documentReads.changed(schema.tableName);
  host.realtime.publish({
    ...documentEvent(schema.databaseId, schema.id, document.$id, action),
    payload: document,
    readRoles: readRolesOf(schema, document),
  });
}

/** The server API where every call is its own atomic unit and publishes at once. */
export function serverDocuments(host: DocumentsHost, databaseId = 'shop'): ServerDocuments {
  return bind(
    {
      db: host.db,
      atomic: (fn) => host.db.transaction(fn),
      changed: (schema, document, action) => documentChanged(host, schema, document, action),
      writeHooks: host.documentWriteHooks,
    },
    databaseId,
  );
}

/**
 * Runs `fn` with a server API bound to one transaction: committed when `fn` resolves, rolled back
 * when it throws. Cached reads end and realtime events are published only after the commit. `fn`
 * also gets the raw transaction, for rows written beside the documents (the outbox's mails).
 */
export async function withDocumentsTransaction<T>(
  host: DocumentsHost,
  fn: (docs: ServerDocuments, tx: Queryable) => Promise<T>,
  databaseId = 'shop',
): Promise<T> {
  const pending: Array<[CollectionSchema, DocumentJson, DocumentAction]> = [];
  const result = await host.db.transaction((tx) =>
    fn(
      bind(
        { db: tx, atomic: (inner) => inner(tx), changed: (...change) => void pending.push(change), writeHooks: host.documentWriteHooks },
        databaseId,
      ),
      tx,
    ),
  );
  for (const [schema, document, action] of pending) documentChanged(host, schema, document, action);
  return result;
}

/**
 * Reads on a connection already in use, such as the transaction of a client's write: a rule that
 * runs inside that write (client-write-rules.ts) must not wait for a second connection, which
 * PGlite, with its one, would never give it.
 */
export function documentReadsWithin(q: Queryable, databaseId = 'shop'): Pick<ServerDocuments, 'get' | 'list'> {
  const { get, list } = bind({ db: q, atomic: (fn) => fn(q), changed: () => {}, writeHooks: new Map() }, databaseId);
  return { get, list };
}

/** The server API on a context the documents service already holds: a write hook's transaction (document-write-hooks.ts). */
export function documentsWithin(ctx: DocumentsContext, databaseId = 'shop'): ServerDocuments {
  return bind(ctx, databaseId);
}

function bind(ctx: DocumentsContext, databaseId: string): ServerDocuments {
  const collection = (id: string) => resolveCollection(databaseId, id);
  const id = (documentId: string) => readDocumentId(documentId, 'documentId', { allowUnique: false });
  return {
    async get(collectionId, documentId, options = {}) {
      const schema = collection(collectionId);
      if (!options.forUpdate) return getDocument(ctx, schema, SERVER, id(documentId)).catch(nullWhenMissing);
      const row = await ctx.atomic((q: Queryable) => selectDocumentRow(q, schema, id(documentId), { forUpdate: true }));
      return row ? toDocument(schema, row) : null;
    },
    list(collectionId, queries = [], options = {}) {
      const schema = collection(collectionId);
      const raw = queries.map((q) => (typeof q === 'string' ? q : JSON.stringify(q)));
      return listDocuments(ctx, schema, SERVER, parseListQuery(schema, readQueriesParam(raw)), { total: options.total ?? true });
    },
    create(collectionId, input) {
      const documentId =
        input.documentId === undefined ? newDocumentId() : readDocumentId(input.documentId, 'documentId', { allowUnique: true });
      return createDocument(ctx, collection(collectionId), SERVER, documentId, { data: input.data, permissions: input.permissions });
    },
    update(collectionId, documentId, input) {
      return updateDocument(ctx, collection(collectionId), SERVER, id(documentId), input);
    },
    upsert(collectionId, documentId, input) {
      return upsertDocument(ctx, collection(collectionId), SERVER, id(documentId), input);
    },
    delete(collectionId, documentId) {
      return deleteDocument(ctx, collection(collectionId), SERVER, id(documentId));
    },
    increment(collectionId, documentId, attribute, by = 1, options = {}) {
      return changeDocumentNumber(ctx, collection(collectionId), SERVER, id(documentId), attribute, 'increment', by, options.max);
    },
    decrement(collectionId, documentId, attribute, by = 1, options = {}) {
      return changeDocumentNumber(ctx, collection(collectionId), SERVER, id(documentId), attribute, 'decrement', by, options.min);
    },
  };
}

function nullWhenMissing(error: unknown): null {
  if ((error as { type?: string }).type === 'document_not_found') return null;
  throw error;
}
