import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config/env.ts';
import { createAccount } from '../../src/appwrite/account/sign-up.ts';
import { serverDocuments } from '../../src/appwrite/databases/server-documents.ts';
import { TEST_ENGINE, createPostgresDatabase } from '../helpers/test-server.ts';

/**
 * The data a crashed server runs on — a PGlite folder, or a PostgreSQL database of its own — and
 * short in-process visits to it (seeding before the server starts, auditing after it stopped),
 * through the same app code the server runs.
 */
export interface ShopStore {
  engine: 'pglite' | 'postgres';
  dataDir: string;
  /** What a server process needs to run on this data. */
  env: Record<string, string>;
  dispose(): Promise<void>;
}

export async function createShopStore(): Promise<ShopStore> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'pura-resilience-'));
  const database = TEST_ENGINE === 'postgres' ? await createPostgresDatabase() : undefined;
  return {
    engine: TEST_ENGINE,
    dataDir,
    env: { DATA_DIR: dataDir, ...(database ? { DATABASE_URL: database.url } : {}) },
    async dispose() {
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Opens the store in this process (PGlite allows one process at a time: the server must be
 * stopped), runs `fn` and closes it. The app is made ready, so its start-up jobs run as on a
 * real start; no SMTP is configured, so mails stay in the outbox where the audit counts them.
 */
export async function withShopApp<T>(store: ShopStore, fn: (app: FastifyInstance) => Promise<T>): Promise<T> {
  const app = await buildApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_CATALOGUE: 'false', ...store.env }));
  try {
    await app.ready();
    return await fn(app);
  } finally {
    await app.close();
  }
}

export const SHOPPER_PASSWORD = 'resilience-password-1';

/** A product with limited stock, an unlimited one for bundles, and verified shoppers. */
export async function seedShop(app: FastifyInstance, input: { stock: number; shoppers: number; productName: string }) {
  const docs = serverDocuments(app);
  const limited = await docs.create('products', {
    documentId: 'limited-serum',
    data: { name: input.productName, price: 29.5, description: 'Stock under test.', category: 'Skincare', stock: input.stock },
  });
  const unlimited = await docs.create('products', {
    documentId: 'unlimited-balm',
    data: { name: 'Resilience Lip Balm', price: 9.9, description: 'Never runs out.', category: 'Skincare', stock: null },
  });
  const emails: string[] = [];
  for (let i = 0; i < input.shoppers; i++) {
    const email = `shopper-${i}@resilience.test`;
    await createAccount(app.db, app.config, {
      userId: 'unique()',
      email,
      password: SHOPPER_PASSWORD,
      name: `Shopper ${i}`,
      emailVerification: true,
      labels: [],
    });
    emails.push(email);
  }
  return { limitedId: limited.$id, unlimitedId: unlimited.$id, emails };
}

export interface ShopAudit {
  succeededIntents: number;
  orders: number;
  /** Succeeded intents with no order, or with more than one. */
  intentsWithoutOneOrder: string[];
  /** Orders whose intent did not succeed (an order without a payment). */
  ordersWithoutPayment: string[];
  stock: number | null;
  orderedQuantity: number;
  activeReservations: number;
  /** Active reservations whose hold has run out at `now`. */
  expiredButActive: number;
  /** Paid reservations whose order does not exist. */
  paidReservationsWithoutOrder: number;
  confirmationMails: number;
  /** Orders with no confirmation mail or more than one, and mails for no order. */
  ordersWithoutOneMail: string[];
}

/** Everything the fault tests promise about orders, stock, holds and mails, read from the database. */
export async function auditShop(app: FastifyInstance, productId: string, now: Date): Promise<ShopAudit> {
  const docs = serverDocuments(app);
  const { rows: intents } = await app.db.query<{ id: string }>(`SELECT id FROM test_payment_intents WHERE status = 'succeeded'`);
  const { documents: orders } = await docs.list('orders', [{ method: 'limit', values: [5000] }]);
  const ordersByIntent = new Map<string, number>();
  for (const order of orders)
    ordersByIntent.set(order.paymentIntentId as string, (ordersByIntent.get(order.paymentIntentId as string) ?? 0) + 1);
  const succeeded = new Set(intents.map((r) => r.id));

  const product = await docs.get('products', productId);
  let orderedQuantity = 0;
  for (const order of orders) {
    for (const item of JSON.parse(order.items as string) as Array<{ id: string; quantity: number }>)
      if (item.id === productId) orderedQuantity += item.quantity;
  }

  const count = async (sql: string, params: unknown[] = []) => Number((await app.db.query<{ n: string }>(sql, params)).rows[0]?.n ?? 0);
  const orderIds = orders.map((o) => o.$id);
  const { rows: mails } = await app.db.query<{ subject: string }>(`SELECT subject FROM outbox WHERE kind = 'order-confirmation'`);
  const mailsByReference = new Map<string, number>();
  for (const mail of mails) {
    const reference = mail.subject.replace('Your Pura order ', '');
    mailsByReference.set(reference, (mailsByReference.get(reference) ?? 0) + 1);
  }
  const references = new Set(orders.map((o) => o.reference as string));

  return {
    succeededIntents: succeeded.size,
    orders: orders.length,
    intentsWithoutOneOrder: [...succeeded].filter((id) => ordersByIntent.get(id) !== 1),
    ordersWithoutPayment: [...ordersByIntent.keys()].filter((id) => !succeeded.has(id)),
    stock: (product?.stock as number | null | undefined) ?? null,
    orderedQuantity,
    activeReservations: await count(`SELECT count(*)::text AS n FROM stock_reservations WHERE status = 'active'`),
    expiredButActive: await count(`SELECT count(*)::text AS n FROM stock_reservations WHERE status = 'active' AND expires_at <= $1`, [now]),
    paidReservationsWithoutOrder: await count(
      `SELECT count(*)::text AS n FROM stock_reservations WHERE status = 'paid' AND NOT (order_id = ANY($1::text[]))`,
      [orderIds],
    ),
    confirmationMails: mails.length,
    ordersWithoutOneMail: [
      ...[...references].filter((reference) => mailsByReference.get(reference) !== 1),
      ...[...mailsByReference.keys()].filter((reference) => !references.has(reference)),
    ],
  };
}
