import type { FastifyInstance } from 'fastify';
import type { Database, Queryable } from '../../infra/db/database.ts';
import { type ServerDocuments, withDocumentsTransaction } from './server-documents.ts';

/**
 * withDocumentsTransaction that also hands over the raw transaction, so documents and the mails
 * about them commit together (a mail never announces a document that was rolled back).
 */
export async function withDocumentsAndMail<T>(app: FastifyInstance, fn: (docs: ServerDocuments, tx: Queryable) => Promise<T>): Promise<T> {
  let current: Queryable | undefined;
  const db: Database = {
    ...app.db,
    transaction: (inner) =>
      app.db.transaction((tx) => {
        current = tx;
        return inner(tx);
      }),
  };
  const host = { db, documentReads: app.documentReads, realtime: app.realtime, documentWriteHooks: app.documentWriteHooks };
  const result = await withDocumentsTransaction(host, (docs) => {
    if (!current) throw new Error('transaction not open');
    return fn(docs, current);
  });
  void app.mailer.flush();
  return result;
}
