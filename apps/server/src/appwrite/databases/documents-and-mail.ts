import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../infra/db/database.ts';
import { type ServerDocuments, withDocumentsTransaction } from './server-documents.ts';

/**
 * withDocumentsTransaction whose mails, queued on the same transaction, commit with the documents
 * (a mail never announces a document that was rolled back), and are sent at once after.
 */
export async function withDocumentsAndMail<T>(app: FastifyInstance, fn: (docs: ServerDocuments, tx: Queryable) => Promise<T>): Promise<T> {
  const result = await withDocumentsTransaction(app, fn);
  void app.mailer.flush();
  return result;
}
