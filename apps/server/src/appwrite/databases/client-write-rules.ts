import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../infra/db/database.ts';
import type { Caller } from '../identity/caller.ts';

/**
 * What a module demands of clients' writes to one of its collections beyond permissions: a check
 * of the writer and the values only the server may decide, filled into every client's new
 * document, and the attributes no client may change afterwards. The shop adds its rules at start
 * (reviews); the server's own writes (server-documents.ts) skip them.
 */
export interface ClientWriteRule {
  /**
   * Throws an AppwriteError to refuse; returns the data to store, server-decided values filled in.
   * `db` is the write's own connection or transaction: read through it (documentReadsWithin).
   */
  create(caller: Caller, data: Record<string, unknown>, db: Queryable): Promise<Record<string, unknown>>;
  fixedAttributes: readonly string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Collection id → its rule. */
    clientWriteRules: Map<string, ClientWriteRule>;
  }
}

export function installClientWriteRules(app: FastifyInstance): void {
  app.decorate('clientWriteRules', new Map<string, ClientWriteRule>());
}
