import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import S3rver from 's3rver';
import sharp from 'sharp';
import { Client, Databases, ImageFormat, Storage } from 'appwrite';
import { createAccount } from '../../src/appwrite/account/sign-up.ts';
import { RawSocket } from '../helpers/realtime-clients.ts';
import { fileOf, makeImage } from '../helpers/images.ts';
import { type ServerProcess, signInOver, startServerProcess } from './server-process.ts';
import { SHOPPER_PASSWORD, type ShopStore, auditShop, createShopStore, seedShop, withShopApp } from './shop-data.ts';
import { checkout, signInAll, tally } from './shoppers.ts';

/**
 * Decision 013 item 5: two built servers, A and B, on ONE PostgreSQL database and one S3 store (an
 * s3rver), as behind a load balancer. Only run on PostgreSQL (scripts/test-resilience.mjs says
 * why): a PGlite folder is opened by one process at a time.
 */

const STOCK = 20;
const CHECKOUTS = 60;
// One checkout per shopper: a shopper's new checkout ends their earlier unpaid one.
const SHOPPERS = CHECKOUTS;
const PRODUCT_NAME = 'Twin Instance Serum';
const ADMIN_EMAIL = 'twin-admin@resilience.test';
const SIGN_IN_LIMIT = 10;

let store: ShopStore;
let s3Directory: string;
let s3server: S3rver;
let bDataDir: string;
let a: ServerProcess | undefined;
let b: ServerProcess | undefined;
let ids: Awaited<ReturnType<typeof seedShop>>;
const sockets: RawSocket[] = [];

beforeAll(async () => {
  store = await createShopStore();
  s3Directory = await mkdtemp(path.join(tmpdir(), 'pura-twin-s3-'));
  bDataDir = await mkdtemp(path.join(tmpdir(), 'pura-twin-b-'));
  s3server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: s3Directory,
    configureBuckets: [{ name: 'pura-twin', configs: [] }],
  });
  const { port } = await s3server.run();
  const s3 = {
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: 'pura-twin',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
  ids = await withShopApp(store, async (app) => {
    await createAccount(app.db, app.config, {
      userId: 'unique()',
      email: ADMIN_EMAIL,
      password: SHOPPER_PASSWORD,
      name: 'Twin admin',
      emailVerification: true,
      labels: ['admin'],
    });
    return seedShop(app, { stock: STOCK, shoppers: SHOPPERS + 1, productName: PRODUCT_NAME });
  });
  // Each instance keeps its own DATA_DIR (nothing shared lives there): the database and S3 are shared.
  [a, b] = await Promise.all([
    startServerProcess({ ...store.env, ...s3 }),
    startServerProcess({ ...store.env, ...s3, DATA_DIR: bDataDir }),
  ]);
}, 180_000);

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await Promise.all([a?.stop(), b?.stop()]);
  await s3server?.close();
  await store?.dispose();
  await rm(s3Directory, { recursive: true, force: true });
  await rm(bDataDir, { recursive: true, force: true });
});

const sdk = (server: ServerProcess, cookieHeader?: string) => {
  const client = new Client().setEndpoint(server.endpoint).setProject('pura');
  return cookieHeader ? client.setSession(cookieHeader.replace('a_session_pura=', '')) : client;
};

function instances() {
  if (!a || !b) throw new Error('instances did not start');
  return { a, b };
}

describe('two server instances on one PostgreSQL and one S3 store', () => {
  it('accepts on B a session created on A', async () => {
    const { a, b } = instances();
    const { cookieHeader } = await signInOver(a.endpoint, ids.emails[0] ?? '', SHOPPER_PASSWORD);
    const onB = await fetch(`${b.endpoint}/account`, { headers: { cookie: cookieHeader ?? '', 'x-appwrite-project': 'pura' } });
    expect(onB.status).toBe(200);
    expect(await onB.json()).toMatchObject({ email: ids.emails[0] });
    console.log('[resilience] two instances: session made on A answered 200 by B');
  });

  it('delivers to a websocket on B the realtime event of an admin update made on A', async () => {
    const { a, b } = instances();
    const socket = await RawSocket.open(b.endpoint, 'project=pura');
    sockets.push(socket);
    await socket.next('connected');
    socket.send({ type: 'subscribe', data: [{ subscriptionId: 'products', channels: ['databases.shop.collections.products.documents'] }] });
    await socket.next('response');

    const { cookieHeader } = await signInOver(a.endpoint, ADMIN_EMAIL, SHOPPER_PASSWORD);
    await new Databases(sdk(a, cookieHeader ?? '')).updateDocument({
      databaseId: 'shop',
      collectionId: 'products',
      documentId: ids.unlimitedId,
      data: { price: 11.5 },
    });
    const event = await socket.next('event', (f) => (f.data as { payload: { $id?: string } }).payload.$id === ids.unlimitedId, 10_000);
    expect((event.data as { payload: { price: number } }).payload.price).toBe(11.5);
    console.log('[resilience] two instances: product update through the SDK on A reached a websocket client on B');
  });

  it('shares sign-in rate limits: attempts split across A and B are limited together', async () => {
    const { a, b } = instances();
    const target = ids.emails[SHOPPERS] ?? '';
    const statuses: number[] = [];
    for (let i = 0; i < SIGN_IN_LIMIT; i++)
      statuses.push((await signInOver(i % 2 === 0 ? a.endpoint : b.endpoint, target, 'wrong password')).status);
    const nextOnA = await signInOver(a.endpoint, target, SHOPPER_PASSWORD);
    const nextOnB = await signInOver(b.endpoint, target, SHOPPER_PASSWORD);
    console.log(
      `[resilience] two instances: ${SIGN_IN_LIMIT} wrong sign-ins split ${SIGN_IN_LIMIT / 2} on A / ${SIGN_IN_LIMIT / 2} on B answered ${[...new Set(statuses)].join(',')}; ` +
        `the next one answered ${nextOnA.status} on A and ${nextOnB.status} on B`,
    );
    expect(statuses).toEqual(Array(SIGN_IN_LIMIT).fill(401));
    expect(nextOnA.status).toBe(429);
    expect(nextOnB.status).toBe(429);
  });

  it('previews through B a file uploaded through A', async () => {
    const { a, b } = instances();
    const { cookieHeader } = await signInOver(a.endpoint, ADMIN_EMAIL, SHOPPER_PASSWORD);
    const png = await makeImage('png', 160, 120);
    const file = await new Storage(sdk(a, cookieHeader ?? '')).createFile({
      bucketId: 'product-images',
      fileId: 'twin-upload',
      file: fileOf(png, 'twin.png'),
    });
    const preview = await fetch(
      new Storage(sdk(b)).getFilePreview({ bucketId: 'product-images', fileId: file.$id, width: 40, output: ImageFormat.Webp }),
    );
    expect(preview.status).toBe(200);
    const metadata = await sharp(Buffer.from(await preview.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 40 });
    console.log(
      `[resilience] two instances: ${png.length}-byte PNG uploaded through A (to S3), previewed through B as a ${metadata.width}×${metadata.height} WebP`,
    );
  });

  it('never oversells 20 units to 60 concurrent checkouts split across A and B', async () => {
    const { a, b } = instances();
    const shoppers = ids.emails.slice(0, SHOPPERS);
    const cookies = await signInAll(a.endpoint, shoppers);
    const outcomes = tally(
      await Promise.all(
        Array.from({ length: CHECKOUTS }, (_, i) =>
          checkout(i % 2 === 0 ? a.url : b.url, cookies[i % SHOPPERS] ?? '', [{ productId: ids.limitedId, quantity: 1, isBundle: false }]),
        ),
      ),
    );
    const audit = await withShopApp(store, (app) => auditShop(app, ids.limitedId, new Date()));
    console.log(
      [
        `[resilience] two instances: ${CHECKOUTS} concurrent checkouts (${CHECKOUTS / 2} through A, ${CHECKOUTS / 2} through B) against ${STOCK} units:`,
        `  ${outcomes.paid.length} paid, ${outcomes.refused.length} refused ('Insufficient stock for ${PRODUCT_NAME}'), ${outcomes.errors.length + outcomes.interrupted.length} other`,
        `  orders checked: ${audit.orders} orders, stock ${audit.stock}, ${audit.activeReservations} holds active, ${audit.confirmationMails} confirmation mails`,
      ].join('\n'),
    );
    expect(outcomes.errors).toEqual([]);
    expect(outcomes.interrupted).toEqual([]);
    expect(outcomes.paid).toHaveLength(STOCK);
    expect(outcomes.refused.map((r) => r.message)).toEqual(Array(CHECKOUTS - STOCK).fill(`Insufficient stock for ${PRODUCT_NAME}`));
    expect(audit).toMatchObject({
      orders: STOCK,
      stock: 0,
      orderedQuantity: STOCK,
      activeReservations: 0,
      intentsWithoutOneOrder: [],
      ordersWithoutOneMail: [],
    });
  });
});
