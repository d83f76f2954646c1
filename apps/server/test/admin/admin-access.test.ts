import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppwriteException, Databases, ID, Query, Storage } from 'appwrite';
import { type TestServer, TEST_ENGINE, startTestServer } from '../helpers/test-server.ts';
import { type SignedIn, createSignedInAdmin, createSignedInUser } from '../helpers/accounts.ts';
import { fileOf, makeImage } from '../helpers/images.ts';
import { serverDocuments } from '../../src/appwrite/databases/server-documents.ts';
import { fields } from '../databases/fixtures.ts';
import { adminApi, orderOf } from './admin-fixtures.ts';

/**
 * Decision 009 'Access': every admin operation is refused to guests and ordinary shoppers by the
 * server itself — the /api/admin routes and the SDK calls the admin area makes.
 */

let server: TestServer;
let admin: SignedIn;
let shopper: SignedIn & { user: { $id: string } };
let orderId: string;
let fileId: string;

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMITS: 'off' });
  admin = await createSignedInAdmin(server);
  shopper = await createSignedInUser(server);
  const docs = serverDocuments(server.app);
  await docs.create('products', {
    documentId: 'rose-cream',
    data: { name: 'Rose Cream', price: 24.99, description: 'Rich.', category: 'Skincare', stock: 3 },
  });
  orderId = (
    await docs.create('orders', {
      data: orderOf(shopper.user.$id, 'shopper@example.test', [{ id: 'rose-cream', name: 'Rose Cream', price: 24.99, quantity: 1 }]),
    })
  ).$id;
  await docs.create('newsletter', { documentId: 'sub1', data: { email: 'reader@example.test', name: 'Reader', source: 'footer' } });
  await docs.create('contact_messages', {
    data: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.test', subject: 'Hi', message: 'Hello' },
  });
  fileId = (
    await new Storage(admin.client).createFile({
      bucketId: 'product-images',
      fileId: ID.unique(),
      file: fileOf(await makeImage('png'), 'rose.png'),
    })
  ).$id;
});
afterAll(() => server.close());

const adminRoutes: Array<[string, string, unknown?]> = [
  ['GET', '/dashboard'],
  ['PATCH', '/orders/ORDER/status', { status: 'shipped' }],
  ['GET', '/subscribers.csv'],
  ['GET', '/outbox'],
  ['GET', '/outbox/0123456789abcdef0123'],
  ['POST', '/outbox/nothing/resend'],
];

describe(`/api/admin refuses guests and shoppers (${TEST_ENGINE})`, () => {
  for (const [method, path, body] of adminRoutes) {
    it(`${method} ${path}: 401 for a guest, 403 for a shopper, in the Appwrite error shape`, async () => {
      const url = path.replace('ORDER', orderId);
      const guest = await adminApi(server, url, { method, body });
      expect(guest.status).toBe(401);
      expect(guest.body).toEqual({
        message: expect.any(String),
        code: 401,
        type: 'general_unauthorized_scope',
        version: expect.any(String),
      });
      const user = await adminApi(server, url, { method, body, cookie: shopper.cookieHeader });
      expect(user.status).toBe(403);
      expect(user.body).toEqual({
        message: expect.stringContaining('admin'),
        code: 403,
        type: 'admin_access_denied',
        version: expect.any(String),
      });
    });
  }

  it('leaves the order untouched after the refused status changes', async () => {
    const order = await serverDocuments(server.app).get('orders', orderId);
    expect(order?.status).toBe('completed');
  });

  it('lets the admin through', async () => {
    expect((await adminApi(server, '/dashboard', { cookie: admin.cookieHeader })).status).toBe(200);
    expect((await adminApi(server, '/outbox', { cookie: admin.cookieHeader })).status).toBe(200);
  });
});

async function refusal(call: () => Promise<unknown>): Promise<number> {
  try {
    await call();
  } catch (error) {
    expect(error).toBeInstanceOf(AppwriteException);
    expect((error as AppwriteException).type).toBe('user_unauthorized');
    return (error as AppwriteException).code;
  }
  throw new Error('the call succeeded');
}

describe(`the SDK calls of the admin area refuse guests and shoppers (${TEST_ENGINE})`, () => {
  const db = { databaseId: 'shop' };
  const operations: Array<[string, (databases: Databases, storage: Storage) => Promise<unknown>]> = [
    [
      'create a product',
      (d) =>
        d.createDocument({
          ...db,
          collectionId: 'products',
          documentId: ID.unique(),
          data: fields({ name: 'X', price: 1, description: 'X', category: 'X' }),
        }),
    ],
    [
      'update a product',
      (d) => d.updateDocument({ ...db, collectionId: 'products', documentId: 'rose-cream', data: fields({ price: 1 }) }),
    ],
    ['delete a product', (d) => d.deleteDocument({ ...db, collectionId: 'products', documentId: 'rose-cream' })],
    [
      'upload an image',
      async (_d, s) => s.createFile({ bucketId: 'product-images', fileId: ID.unique(), file: fileOf(await makeImage('png'), 'x.png') }),
    ],
    ['delete an image', (_d, s) => s.deleteFile({ bucketId: 'product-images', fileId })],
    [
      'update an order',
      (d) => d.updateDocument({ ...db, collectionId: 'orders', documentId: orderId, data: fields({ status: 'shipped' }) }),
    ],
    ['list subscribers', (d) => d.listDocuments({ ...db, collectionId: 'newsletter', queries: [Query.orderDesc('subscribedAt')] })],
    ['delete a subscriber', (d) => d.deleteDocument({ ...db, collectionId: 'newsletter', documentId: 'sub1' })],
    ['list contact messages', (d) => d.listDocuments({ ...db, collectionId: 'contact_messages' })],
  ];

  for (const [name, call] of operations) {
    it(`${name}: 401 user_unauthorized for a guest and for a shopper`, async () => {
      const guest = server.client();
      expect(await refusal(() => call(new Databases(guest), new Storage(guest)))).toBe(401);
      expect(await refusal(() => call(new Databases(shopper.client), new Storage(shopper.client)))).toBe(401);
    });
  }

  it('lets the admin do each of them', async () => {
    const d = new Databases(admin.client);
    expect((await d.listDocuments({ ...db, collectionId: 'newsletter' })).total).toBe(1);
    expect((await d.listDocuments({ ...db, collectionId: 'contact_messages' })).total).toBe(1);
    expect(
      (await d.updateDocument({ ...db, collectionId: 'products', documentId: 'rose-cream', data: fields({ price: 19.99 }) })).price,
    ).toBe(19.99);
    await new Storage(admin.client).deleteFile({ bucketId: 'product-images', fileId });
  });
});
