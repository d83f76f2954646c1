import type { Queryable } from '../infra/db/database.ts';
import type { ServerDocuments } from '../appwrite/databases/server-documents.ts';
import type { UserRecord } from '../appwrite/identity/identity-store.ts';
import { forgetSubscriber } from './newsletter/newsletter-store.ts';
import { forgetStockAlerts } from './stock-alerts/stock-alert-store.ts';

const PAGE = 100;

/**
 * What the shop does with a customer's data when they delete their account (DELETE /v1/account,
 * docs/appwrite-compatibility.md §11):
 * - Orders stay: bookkeeping law keeps invoices and their records for years (e.g. ten in Germany,
 *   §147 AO, §257 HGB), and a paid order may still have to ship or be refunded. They keep what
 *   that needs (lines, amounts, name and address, the e-mail for delivery and refund notices)
 *   but lose the link to the account: no user id, no read grant for a user that no longer exists.
 * - Reviews go: they are the customer's own words, which no law asks the shop to keep.
 * - The newsletter subscription goes with its pending links and consent log, as when unsubscribing.
 * - Back-in-stock requests of the account's address go (docs/product.md §4 'Back in stock').
 */
export async function eraseCustomer(docs: ServerDocuments, tx: Queryable, user: UserRecord): Promise<void> {
  const ofUser = [
    { method: 'equal', attribute: 'userId', values: [user.id] },
    { method: 'limit', values: [PAGE] },
  ];
  // Each round changes what the query matches, so asking again until none is left pages through.
  for (;;) {
    const { documents } = await docs.list('orders', ofUser, { total: false });
    for (const order of documents) await docs.update('orders', order.$id, { data: { userId: '' }, permissions: [] });
    if (documents.length < PAGE) break;
  }
  for (;;) {
    const { documents } = await docs.list('reviews', ofUser, { total: false });
    for (const review of documents) await docs.delete('reviews', review.$id);
    if (documents.length < PAGE) break;
  }
  if (user.email) {
    await forgetSubscriber(docs, tx, user.email);
    await forgetStockAlerts(tx, user.email);
  }
}
