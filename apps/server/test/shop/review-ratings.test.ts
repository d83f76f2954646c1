import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Databases, ID, Permission, Role, Query } from 'appwrite';
import { type TestServer, TEST_ENGINE, startTestServer } from '../helpers/test-server.ts';
import { type TestUser, createTestUser } from '../helpers/sessions.ts';
import { serverDocuments } from '../../src/appwrite/databases/server-documents.ts';
import { runMigrations } from '../../src/infra/db/migrate.ts';
import { productRatings } from '../../src/infra/db/migrations/024-product-ratings.ts';
import { DB, expectAppwriteError, fields, orderData, productData } from '../databases/fixtures.ts';

/**
 * A product's rating follows its reviews, a review shows its author as "Anna K.", and "Verified
 * purchase" follows the author's orders after the review was written (docs/product.md §3).
 */
let server: TestServer;
let admin: TestUser;

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMITS: 'off' });
  admin = await createTestUser(server, { labels: ['admin'] });
});
afterAll(() => server.close());

const base = { databaseId: DB, collectionId: 'reviews' };
const anyone = () => new Databases(server.client());

async function newProduct(): Promise<string> {
  const id = `rt-${Math.random().toString(36).slice(2, 10)}`;
  await serverDocuments(server.app).create('products', { documentId: id, data: productData() });
  return id;
}

async function rating(productId: string) {
  const product = await anyone().getDocument({ ...base, collectionId: 'products', documentId: productId });
  return { count: product.ratingCount as number, sum: product.ratingSum as number };
}

function review(productId: string, stars: number, userId: string) {
  return {
    ...base,
    documentId: ID.unique(),
    data: fields({ productId, rating: stars, text: 'Lovely', authorName: 'Anna Katharina Kowalski' }),
    permissions: [Permission.read(Role.any()), Permission.update(Role.user(userId)), Permission.delete(Role.user(userId))],
  };
}

async function signedInReviewer(name?: string) {
  const user = await createTestUser(server, { emailVerification: true, name: name ?? 'Anna Katharina Kowalski' });
  return { user, db: new Databases(user.client()) };
}

describe(`product ratings and public reviewer names on ${TEST_ENGINE}`, () => {
  it('counts and sums the stars of a product as reviews are created, re-rated and deleted', async () => {
    const productId = await newProduct();
    expect(await rating(productId)).toEqual({ count: 0, sum: 0 });
    const anna = await signedInReviewer();
    const ben = await signedInReviewer('Ben');
    const first = await anna.db.createDocument(review(productId, 5, anna.user.userId));
    const second = await ben.db.createDocument(review(productId, 3, ben.user.userId));
    expect(await rating(productId)).toEqual({ count: 2, sum: 8 });
    await ben.db.updateDocument({ ...base, documentId: second.$id, data: fields({ rating: 4 }) });
    expect(await rating(productId)).toEqual({ count: 2, sum: 9 });
    await anna.db.deleteDocument({ ...base, documentId: first.$id });
    expect(await rating(productId)).toEqual({ count: 1, sum: 4 });
    // An admin's delete moves the rating too: the hook belongs to the collection, not to a route.
    await new Databases(admin.client()).deleteDocument({ ...base, documentId: second.$id });
    expect(await rating(productId)).toEqual({ count: 0, sum: 0 });
  });

  it('lets no client set a product rating, and rates nothing for a review of a missing product', async () => {
    const admins = new Databases(admin.client());
    const created = await admins.createDocument({
      ...base,
      collectionId: 'products',
      documentId: ID.unique(),
      data: fields({ ...productData(), ratingCount: 900, ratingSum: 4500 }),
    });
    expect({ count: created.ratingCount, sum: created.ratingSum }).toEqual({ count: 0, sum: 0 });
    await expectAppwriteError(
      admins.updateDocument({ ...base, collectionId: 'products', documentId: created.$id, data: fields({ ratingCount: 7 }) }),
      401,
      'user_unauthorized',
      /"ratingCount" cannot be changed/,
    );
    const anna = await signedInReviewer();
    await anna.db.createDocument(review('no-such-product', 4, anna.user.userId));
  });

  it('shows the public only the first name and last initial, whatever the client sent', async () => {
    const productId = await newProduct();
    const anna = await signedInReviewer('Anna Katharina Kowalski');
    const created = await anna.db.createDocument(review(productId, 5, anna.user.userId));
    expect(created.authorName).toBe('Anna K.');
    const { documents } = await anyone().listDocuments({ ...base, queries: [Query.equal('productId', productId)] });
    expect(documents.map((d) => d.authorName)).toEqual(['Anna K.']);
    expect(JSON.stringify(documents)).not.toContain('Kowalski');
    await expectAppwriteError(
      anna.db.updateDocument({ ...base, documentId: created.$id, data: fields({ authorName: 'Anna Kowalski' }) }),
      401,
      'user_unauthorized',
      /"authorName" cannot be changed/,
    );
  });

  it('keeps "Verified purchase" true to the orders: paid after the review, then refunded', async () => {
    const productId = await newProduct();
    const buyer = await signedInReviewer();
    const written = await buyer.db.createDocument(review(productId, 5, buyer.user.userId));
    expect(written.verifiedPurchase).toBe(false);
    const verified = async () => (await anyone().getDocument({ ...base, documentId: written.$id })).verifiedPurchase;

    const items = JSON.stringify([{ id: productId, name: 'Serum', price: 34.99, quantity: 1, isBundle: false }]);
    const docs = serverDocuments(server.app);
    const order = await docs.create('orders', {
      data: orderData(buyer.user.userId, { items, status: 'pending' }),
      permissions: [`read("user:${buyer.user.userId}")`],
    });
    expect(await verified()).toBe(false);
    // Paid after the review was written.
    await docs.update('orders', order.$id, { data: { status: 'completed' } });
    expect(await verified()).toBe(true);
    // Refunded by the admin over /v1: the same hook.
    await new Databases(admin.client()).updateDocument({
      ...base,
      collectionId: 'orders',
      documentId: order.$id,
      data: { status: 'refunded' },
    });
    expect(await verified()).toBe(false);
    // A new paid order made after the review counts again; cancelling it ends it again.
    const second = await docs.create('orders', {
      data: orderData(buyer.user.userId, { items }),
      permissions: [`read("user:${buyer.user.userId}")`],
    });
    expect(await verified()).toBe(true);
    await docs.update('orders', second.$id, { data: { status: 'cancelled' } });
    expect(await verified()).toBe(false);
  });

  it('brings reviews written before the migration to the rules: rating counted, name shortened, purchase found', async () => {
    const productId = await newProduct();
    const buyer = await signedInReviewer('Grace Brewster Hopper');
    const written = await buyer.db.createDocument(review(productId, 4, buyer.user.userId));
    const items = JSON.stringify([{ id: productId, name: 'Serum', price: 34.99, quantity: 1, isBundle: false }]);
    await server.db.query(
      `INSERT INTO doc_shop_orders (_id, "userId", email, items, subtotal, tax, total, "shippingAddress", "paymentIntentId", status)
      VALUES ($1, $2, 'b@example.test', $3, 1, 0, 1, '{}', $4, 'delivered')`,
      [ID.unique(), buyer.user.userId, items, `pi_${ID.unique()}`],
    );
    await server.db.query(`UPDATE doc_shop_reviews SET "authorName" = '  Grace Brewster  Hopper ' WHERE _id = $1`, [written.$id]);
    await server.db.query(`UPDATE doc_shop_products SET "ratingCount" = NULL, "ratingSum" = NULL`);
    await server.db.query('DELETE FROM schema_migrations WHERE id = $1', [productRatings.id]);
    expect(await runMigrations(server.db)).toEqual([productRatings.id]);
    server.app.documentReads.changed('doc_shop_products');
    server.app.documentReads.changed('doc_shop_reviews');
    expect(await rating(productId)).toEqual({ count: 1, sum: 4 });
    const after = await anyone().getDocument({ ...base, documentId: written.$id });
    expect({ name: after.authorName, verified: after.verifiedPurchase }).toEqual({ name: 'Grace H.', verified: true });
  });
});
