import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../infra/db/database.ts';
import type { MailLog } from '../../infra/mail/outbox.ts';
import { withDocumentsAndMail } from '../../appwrite/databases/documents-and-mail.ts';
import type { ServerDocuments } from '../../appwrite/databases/server-documents.ts';
import { hashOptInToken as hashToken, newOptInToken } from '../opt-in/opt-in-tokens.ts';
import { CONSENT_WORDING_VERSION, confirmationMail, consentWording } from './newsletter-mails.ts';

export const NEWSLETTER_SOURCES = ['signup', 'login', 'website', 'footer', 'debug-page'] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

async function newToken(tx: Queryable, email: string, purpose: 'confirm' | 'unsubscribe'): Promise<string> {
  const { token, hash } = newOptInToken();
  await tx.query('INSERT INTO newsletter_tokens (token_hash, email, purpose) VALUES ($1, $2, $3)', [hash, email, purpose]);
  return token;
}

async function findByEmail(docs: ServerDocuments, email: string) {
  const list = await docs.list(
    'newsletter',
    [
      { method: 'equal', attribute: 'email', values: [email] },
      { method: 'limit', values: [1] },
    ],
    { total: false },
  );
  return list.documents[0] ?? null;
}

/**
 * One confirmation mail per address in this time at most: anyone may type any address, and the
 * per-IP limit alone would let them fill one inbox from many addresses.
 */
const CONFIRMATION_MAIL_INTERVAL_MINUTES = 10;

/**
 * docs/product.md §4 'Newsletter subscribe' plus double opt-in: an existing e-mail updates name (keeping
 * the old one when none is given), source and updatedAt; otherwise a new unconfirmed subscriber
 * is created. Every request stores its consent proof; unconfirmed subscribers get a confirmation
 * mail, at most one every CONFIRMATION_MAIL_INTERVAL_MINUTES.
 *
 * A confirmed subscriber proved the address is theirs, so an anonymous request changes nothing
 * of theirs (docs/product.md would update name and source): it answers `confirmed: true` and stops.
 */
export async function subscribe(
  app: FastifyInstance,
  input: { email: string; name?: string | undefined; source: NewsletterSource; ip: string },
  log: MailLog,
): Promise<{ confirmed: boolean }> {
  const email = input.email.trim().toLowerCase();
  const name = input.name?.trim() ?? '';
  // Read before the transaction: the settings' first read may query the database itself.
  const shop = await app.shopSettings.current();
  const wording = consentWording(shop.store.shopName);
  return withDocumentsAndMail(app, async (docs, tx) => {
    const now = new Date().toISOString();
    const existing = await findByEmail(docs, email);
    if (existing?.confirmed === true) return { confirmed: true };
    if (existing) {
      await docs.update('newsletter', existing.$id, {
        data: { name: name || (existing.name as string) || '', source: input.source, updatedAt: now },
      });
    } else {
      await docs.create('newsletter', {
        data: {
          email,
          name,
          source: input.source,
          subscribedAt: now,
          updatedAt: now,
          confirmed: false,
          consentAt: now,
          consentText: wording,
        },
      });
    }
    await tx.query('INSERT INTO newsletter_consents (email, ip, source, wording_version, wording) VALUES ($1, $2, $3, $4, $5)', [
      email,
      input.ip,
      input.source,
      CONSENT_WORDING_VERSION,
      wording,
    ]);
    const { rows: recent } = await tx.query(
      `SELECT 1 FROM newsletter_tokens WHERE email = $1 AND purpose = 'confirm' AND created_at > now() - make_interval(mins => $2)`,
      [email, CONFIRMATION_MAIL_INTERVAL_MINUTES],
    );
    if (recent.length === 0) {
      // Only the newest confirmation link works.
      await tx.query(`DELETE FROM newsletter_tokens WHERE email = $1 AND purpose = 'confirm'`, [email]);
      const base = app.config.publicUrl;
      const confirmToken = await newToken(tx, email, 'confirm');
      const unsubscribeToken = await newToken(tx, email, 'unsubscribe');
      await app.mailer.queue(
        tx,
        confirmationMail(
          email,
          `${base}/api/newsletter/confirm?token=${confirmToken}`,
          `${base}/api/newsletter/unsubscribe?token=${unsubscribeToken}`,
          shop,
        ),
        log,
      );
    }
    return { confirmed: false };
  });
}

/** What opening a confirmation link did. */
export type ConfirmOutcome = 'confirmed' | 'already-confirmed' | 'invalid';

/**
 * Marks the subscriber of a confirmation token confirmed; the token works once. A used token of a
 * subscriber who is confirmed answers 'already-confirmed'; an unknown one, or one whose
 * subscriber left or was replaced by a newer subscription, 'invalid'.
 */
export async function confirm(app: FastifyInstance, token: string): Promise<ConfirmOutcome> {
  return withDocumentsAndMail(app, async (docs, tx) => {
    const tokenHash = hashToken(token);
    const { rows } = await tx.query<{ email: string }>(
      `UPDATE newsletter_tokens SET used_at = now() WHERE token_hash = $1 AND purpose = 'confirm' AND used_at IS NULL RETURNING email`,
      [tokenHash],
    );
    const email = rows[0]?.email;
    if (!email) {
      // Opened again (by the subscriber, or a mail scanner before them): say it is done, not invalid.
      const { rows: used } = await tx.query<{ email: string }>(
        `SELECT email FROM newsletter_tokens WHERE token_hash = $1 AND purpose = 'confirm'`,
        [tokenHash],
      );
      const subscriber = used[0] ? await findByEmail(docs, used[0].email) : null;
      return subscriber?.confirmed === true ? 'already-confirmed' : 'invalid';
    }
    const existing = await findByEmail(docs, email);
    if (!existing) return 'invalid';
    const now = new Date().toISOString();
    await docs.update('newsletter', existing.$id, { data: { confirmed: true, confirmedAt: now, updatedAt: now } });
    return 'confirmed';
  });
}

/** Deletes the subscriber of an unsubscribe token with its tokens and consent log. False when unknown. */
export async function unsubscribe(app: FastifyInstance, token: string): Promise<boolean> {
  return withDocumentsAndMail(app, async (docs, tx) => {
    const { rows } = await tx.query<{ email: string }>(
      `SELECT email FROM newsletter_tokens WHERE token_hash = $1 AND purpose = 'unsubscribe'`,
      [hashToken(token)],
    );
    const email = rows[0]?.email;
    if (!email) return false;
    await forgetSubscriber(docs, tx, email);
    return true;
  });
}

/** Deletes an address's subscriber, its tokens and its consent log (unsubscribing, account deletion). */
export async function forgetSubscriber(docs: ServerDocuments, tx: Queryable, email: string): Promise<void> {
  const normalised = email.trim().toLowerCase();
  const existing = await findByEmail(docs, normalised);
  if (existing) await docs.delete('newsletter', existing.$id);
  await tx.query('DELETE FROM newsletter_tokens WHERE email = $1', [normalised]);
  await tx.query('DELETE FROM newsletter_consents WHERE email = $1', [normalised]);
}
