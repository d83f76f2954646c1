import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../infra/db/database.ts';
import { AppwriteError } from '../../infra/errors.ts';
import { withDocumentsAndMail } from '../databases/documents-and-mail.ts';
import type { ServerDocuments } from '../databases/server-documents.ts';
import type { UserRecord } from '../identity/identity-store.ts';
import { ADMIN_LABEL } from '../identity/roles.ts';
import { deleteUser } from './user-store.ts';

/**
 * What another module holds about a user, erased or detached in the transaction that deletes the
 * account, so a deleted account never leaves half its data behind.
 */
export type AccountEraser = (docs: ServerDocuments, tx: Queryable, user: UserRecord) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Called in order by DELETE /account; the shop adds what it keeps (orders, reviews, newsletter). */
    accountErasers: AccountEraser[];
  }
}

export function installAccountErasure(app: FastifyInstance): void {
  app.decorate('accountErasers', []);
}

/**
 * DELETE /account (GDPR Art. 17): the account and everything only it needs go at once, in one
 * transaction with what the other modules erase or detach. An admin cannot delete their own
 * account from the browser: the shop must not lose its last admin to one click.
 */
export async function eraseOwnAccount(app: FastifyInstance, user: UserRecord): Promise<void> {
  if (user.labels.includes(ADMIN_LABEL)) {
    throw new AppwriteError(
      'user_unauthorized',
      'An admin account cannot delete itself. Remove its admin role first (see the admin commands).',
    );
  }
  await withDocumentsAndMail(app, async (docs, tx) => {
    for (const erase of app.accountErasers) await erase(docs, tx, user);
    await deleteUser(tx, user.id);
  });
}
