import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Databases, ID, Permission, Role } from 'appwrite';
import { type TestServer, TEST_ENGINE, startTestServer } from '../helpers/test-server.ts';
import { createTestUser } from '../helpers/sessions.ts';
import { serverDocuments } from '../../src/appwrite/databases/server-documents.ts';
import { UNVERIFIED_REVIEWER_MESSAGE } from '../../src/shop/reviews/review-rules.ts';
import { DB, expectAppwriteError, fields, orderData, productData } from '../databases/fixtures.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMITS: 'off' });
  const docs = serverDocuments(server.app);
  for (const id of ['rv-serum', 'rv-cream', 'rv-balm']) await docs.create('products', { documentId: id, data: productData() });
});
afterAll(() => server.close());

const reviewOf = (productId: string, extra: Record<string, unknown> = {}) => ({
  databaseId: DB,
  collectionId: 'reviews',
  documentId: ID.unique(),
  data: fields({ productId, rating: 5, text: 'Lovely', ...extra }),
});

async function paidOrder(userId: string, productId: string, status = 'completed') {
  const items = JSON.stringify([{ id: productId, name: 'Serum', price: 34.99, quantity: 1, isBundle: false }]);
  await serverDocuments(server.app).create('orders', {
    data: orderData(userId, { items, status }),
    permissions: [`read("user:${userId}")`],
  });
}

describe(`reviews: verified e-mail and "Verified purchase" on ${TEST_ENGINE}`, () => {
  it('refuses a review from an account whose e-mail address is not verified, and writes nothing', async () => {
    const unverified = await createTestUser(server);
    await expectAppwriteError(
      new Databases(unverified.client()).createDocument(reviewOf('rv-serum')),
      400,
      'user_email_not_verified',
      UNVERIFIED_REVIEWER_MESSAGE,
    );
    await expectAppwriteError(
      new Databases(unverified.client()).upsertDocument({ ...reviewOf('rv-serum'), documentId: 'rv-upsert' }),
      400,
      'user_email_not_verified',
    );
    const { total } = await serverDocuments(server.app).list('reviews', [
      { method: 'equal', attribute: 'userId', values: [unverified.userId] },
    ]);
    expect(total).toBe(0);
  });

  it('marks a review "verified purchase" only when the author has a paid order containing the product', async () => {
    const buyer = await createTestUser(server, { emailVerification: true });
    const db = new Databases(buyer.client());
    await paidOrder(buyer.userId, 'rv-serum');
    await paidOrder(buyer.userId, 'rv-cream', 'pending');
    await paidOrder(buyer.userId, 'rv-balm', 'refunded');
    expect((await db.createDocument(reviewOf('rv-serum'))).verifiedPurchase).toBe(true);
    // A pending (never paid) or refunded order is no purchase; nor is another product's order.
    expect((await db.createDocument(reviewOf('rv-cream'))).verifiedPurchase).toBe(false);
    expect((await db.createDocument(reviewOf('rv-balm'))).verifiedPurchase).toBe(false);
    const other = await createTestUser(server, { emailVerification: true });
    expect((await new Databases(other.client()).createDocument(reviewOf('rv-serum'))).verifiedPurchase).toBe(false);
  });

  it('decides the finding itself: a client claiming a purchase gets false, through create and upsert alike', async () => {
    const claimant = await createTestUser(server, { emailVerification: true });
    const db = new Databases(claimant.client());
    const created = await db.createDocument(reviewOf('rv-serum', { verifiedPurchase: true }));
    expect(created.verifiedPurchase).toBe(false);
    const upserted = await db.upsertDocument({ ...reviewOf('rv-cream', { verifiedPurchase: true }), documentId: ID.unique() });
    expect(upserted.verifiedPurchase).toBe(false);
    const stored = await serverDocuments(server.app).get('reviews', created.$id);
    expect(stored?.verifiedPurchase).toBe(false);
  });

  it("lets no author change a review's product or finding afterwards, even with an update grant", async () => {
    const buyer = await createTestUser(server, { emailVerification: true });
    await paidOrder(buyer.userId, 'rv-serum');
    const db = new Databases(buyer.client());
    const mine = Permission.update(Role.user(buyer.userId));
    const verified = await db.createDocument({ ...reviewOf('rv-serum'), permissions: [Permission.read(Role.any()), mine] });
    const plain = await db.createDocument({ ...reviewOf('rv-cream'), permissions: [Permission.read(Role.any()), mine] });
    const base = { databaseId: DB, collectionId: 'reviews' };
    // Moving a verified review to another product would carry the badge there.
    await expectAppwriteError(
      db.updateDocument({ ...base, documentId: verified.$id, data: fields({ productId: 'rv-balm' }) }),
      401,
      'user_unauthorized',
      /"productId" cannot be changed/,
    );
    await expectAppwriteError(
      db.updateDocument({ ...base, documentId: plain.$id, data: fields({ verifiedPurchase: true }) }),
      401,
      'user_unauthorized',
      /"verifiedPurchase" cannot be changed/,
    );
    expect((await db.updateDocument({ ...base, documentId: plain.$id, data: fields({ rating: 4 }) })).rating).toBe(4);
  });
});
