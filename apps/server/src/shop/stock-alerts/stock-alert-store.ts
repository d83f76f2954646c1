import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../infra/db/database.ts';
import type { MailLog } from '../../infra/mail/outbox.ts';
import { withDocumentsAndMail } from '../../appwrite/databases/documents-and-mail.ts';
import { AppwriteError } from '../../infra/errors.ts';
import { quoteIdentifier, tableNameOf } from '../../appwrite/databases/collection-schema.ts';
import { hashOptInToken, newOptInToken } from '../opt-in/opt-in-tokens.ts';
import { backInStockMail, stockAlertConfirmationMail } from './stock-alert-mails.ts';

const PRODUCTS = quoteIdentifier(tableNameOf('shop', 'products'));

/** One confirmation mail per address and product in this time at most, as for the newsletter. */
const CONFIRMATION_MAIL_INTERVAL_MINUTES = 10;
/**
 * Confirmation mails one address gets per hour, over all products: anyone may type any address,
 * and the per-IP limit alone would let many addresses × many sold-out products fill one inbox.
 */
const CONFIRMATION_MAILS_PER_ADDRESS_PER_HOUR = 5;
/** An unconfirmed request is forgotten after this long: its address never said it wanted it. */
const UNCONFIRMED_KEEP_DAYS = 7;
/** Requests mailed per transaction when stock returns. */
const BATCH = 100;

/**
 * docs/product.md §4 'Back in stock': records that `email` wants one mail when the sold-out product
 * returns, and mails a confirmation link (double opt-in). The answer is the same whatever the
 * address already asked for, so it tells nobody whether an address is known. Throws
 * general_argument_invalid for an unknown product or one that is not sold out.
 */
export async function requestStockAlert(app: FastifyInstance, input: { email: string; productId: string }, log: MailLog): Promise<void> {
  const email = input.email.trim().toLowerCase();
  // Read before the transaction: on PGlite a read beside an open transaction waits for it.
  const shop = await app.shopSettings.current();
  await withDocumentsAndMail(app, async (docs, tx) => {
    const product = await docs.get('products', input.productId);
    if (!product) throw new AppwriteError('general_argument_invalid', 'This product does not exist.');
    if (product.stock !== 0) throw new AppwriteError('general_argument_invalid', 'This product is in stock: it can be ordered now.');
    const { rows } = await tx.query<{ confirmed: boolean; recent: boolean }>(
      `SELECT confirmed_at IS NOT NULL AS confirmed, mailed_at > now() - make_interval(mins => $3) AS recent
         FROM stock_alerts WHERE email = $1 AND product_id = $2 FOR UPDATE`,
      [email, input.productId, CONFIRMATION_MAIL_INTERVAL_MINUTES],
    );
    const existing = rows[0];
    if (existing?.confirmed || existing?.recent) return;
    const { rows: lastHour } = await tx.query<{ count: string }>(
      `SELECT count(*) FROM stock_alerts WHERE email = $1 AND confirmed_at IS NULL AND mailed_at > now() - interval '1 hour'`,
      [email],
    );
    if (Number(lastHour[0]?.count) >= CONFIRMATION_MAILS_PER_ADDRESS_PER_HOUR) return;
    // A new link replaces an older, unconfirmed one: only the newest works.
    const { token, hash } = newOptInToken();
    await tx.query(
      `INSERT INTO stock_alerts (email, product_id, token_hash) VALUES ($1, $2, $3)
       ON CONFLICT (email, product_id) DO UPDATE SET token_hash = EXCLUDED.token_hash, mailed_at = now()`,
      [email, input.productId, hash],
    );
    const confirmUrl = `${app.config.publicUrl}/api/stock-alerts/confirm?token=${token}`;
    await app.mailer.queue(tx, stockAlertConfirmationMail(email, product.name as string, confirmUrl, shop), log);
  });
}

/** What opening a confirmation link did: 'invalid' for an unknown token or a request already answered. */
export type StockAlertConfirmOutcome = 'confirmed' | 'invalid';

/** Confirms the request of a mailed token; opening it again changes nothing and still says confirmed. */
export async function confirmStockAlert(app: FastifyInstance, token: string): Promise<StockAlertConfirmOutcome> {
  const { rows } = await app.db.query(
    `UPDATE stock_alerts SET confirmed_at = coalesce(confirmed_at, now()) WHERE token_hash = $1 RETURNING id`,
    [hashOptInToken(token)],
  );
  return rows.length > 0 ? 'confirmed' : 'invalid';
}

/**
 * Mails every confirmed request whose product is on sale again (stock above 0, or unlimited) its
 * one back-in-stock mail through the outbox, and deletes the request in the same transaction: a
 * request is mailed exactly once, however many instances sweep at the same moment (SKIP LOCKED).
 * With `tidy`, also forgets unconfirmed requests past UNCONFIRMED_KEEP_DAYS and those of deleted
 * products (the periodic sweep's job; a sweep for a change notice leaves it). Resolves to the
 * number of mails queued.
 */
export async function mailReturnedStock(app: FastifyInstance, { tidy = true } = {}): Promise<number> {
  let queued = 0;
  const shop = await app.shopSettings.current();
  for (;;) {
    const batch = await app.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string; email: string; product_id: string; name: string }>(
        `SELECT a.id, a.email, a.product_id, p.name FROM stock_alerts a JOIN ${PRODUCTS} p ON p._id = a.product_id
          WHERE a.confirmed_at IS NOT NULL AND (p.stock IS NULL OR p.stock > 0)
          ORDER BY a.id LIMIT ${BATCH} FOR UPDATE OF a SKIP LOCKED`,
      );
      for (const row of rows) {
        await app.mailer.queue(
          tx,
          backInStockMail(row.email, row.name, `${app.config.publicUrl}/product/${encodeURIComponent(row.product_id)}`, shop),
        );
      }
      if (rows.length > 0) await tx.query('DELETE FROM stock_alerts WHERE id = ANY($1::bigint[])', [rows.map((row) => row.id)]);
      return rows.length;
    });
    queued += batch;
    if (batch < BATCH) break;
  }
  if (tidy) await forgetStaleRequests(app.db);
  return queued;
}

async function forgetStaleRequests(db: Queryable): Promise<void> {
  await db.query(
    `DELETE FROM stock_alerts a WHERE (a.confirmed_at IS NULL AND a.mailed_at < now() - make_interval(days => $1))
        OR NOT EXISTS (SELECT 1 FROM ${PRODUCTS} p WHERE p._id = a.product_id)`,
    [UNCONFIRMED_KEEP_DAYS],
  );
}

/** Deletes every request of an address (account deletion). */
export async function forgetStockAlerts(tx: Queryable, email: string): Promise<void> {
  await tx.query('DELETE FROM stock_alerts WHERE email = $1', [email.trim().toLowerCase()]);
}

/** Confirmed requests still waiting for their product, for the admin dashboard. */
export async function waitingStockAlerts(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ count: string }>('SELECT count(*) FROM stock_alerts WHERE confirmed_at IS NOT NULL');
  return Number(rows[0]?.count ?? 0);
}
