import type { FastifyInstance } from 'fastify';
import type { DocumentJson } from './document-model.ts';
import type { DocumentsContext } from './documents-service.ts';
import { type ServerDocuments, documentsWithin } from './server-documents.ts';

/** One document write: `before` is null for a create, `after` null for a delete. */
export interface DocumentChange {
  before: DocumentJson | null;
  after: DocumentJson | null;
}

/** A hook as the documents service runs it: with the context of the write's own transaction. */
export type DocumentWriteHook = (change: DocumentChange, within: DocumentsContext) => Promise<void>;

/** Collection id → what follows every write to it. */
export type DocumentWriteHooks = ReadonlyMap<string, readonly DocumentWriteHook[]>;

declare module 'fastify' {
  interface FastifyInstance {
    documentWriteHooks: Map<string, DocumentWriteHook[]>;
  }
}

export function installDocumentWriteHooks(app: FastifyInstance): void {
  app.decorate('documentWriteHooks', new Map<string, DocumentWriteHook[]>());
}

/**
 * Adds what must follow every write to a shop collection, whoever writes it (a client over /v1,
 * an admin, the server's own modules): values kept in other documents, such as a product's rating
 * from its reviews. The hook runs inside the write's transaction with a server documents API
 * bound to it, so a write and what follows from it commit or fail together, and the documents it
 * changes end their cached reads and reach realtime like any other write.
 */
export function onDocumentWrite(
  app: FastifyInstance,
  collectionId: string,
  hook: (change: DocumentChange, docs: ServerDocuments) => Promise<void>,
): void {
  const hooks = app.documentWriteHooks.get(collectionId) ?? [];
  hooks.push((change, within) => hook(change, documentsWithin(within)));
  app.documentWriteHooks.set(collectionId, hooks);
}
