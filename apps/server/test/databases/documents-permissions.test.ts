import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Databases, ID, Permission, Query, Role } from 'appwrite';
import { type TestServer, TEST_ENGINE, startTestServer } from '../helpers/test-server.ts';
import { type TestUser, createTestUser } from '../helpers/sessions.ts';
import { serverDocuments } from '../../src/appwrite/databases/server-documents.ts';
import { raw } from '../helpers/raw-request.ts';
import { DB, fields, expectAppwriteError, orderData, productData, recordEvents } from './fixtures.ts';

let server: TestServer;
let alice: TestUser; // a customer
let bob: TestUser; // another customer
let admin: TestUser;
let as: { guest: Databases; alice: Databases; bob: Databases; admin: Databases };

beforeAll(async () => {
  server = await startTestServer();
  // Reviews need a verified e-mail address (shop/reviews/review-rules.ts).
  alice = await createTestUser(server, { name: 'Alice', emailVerification: true });
  bob = await createTestUser(server, { name: 'Bob', emailVerification: true });
  admin = await createTestUser(server, { labels: ['admin'], emailVerification: true });
  as = {
    guest: new Databases(server.client()),
    alice: new Databases(alice.client()),
    bob: new Databases(bob.client()),
    admin: new Databases(admin.client()),
  };
});
afterAll(() => server.close());

const ids = (list: { documents: Array<{ $id: string }> }) => list.documents.map((d) => d.$id).sort();
const UNAUTHORIZED = [401, 'user_unauthorized'] as const;

describe(`products: anyone reads, label admin writes (${TEST_ENGINE})`, () => {
  it('lets everyone list and get', async () => {
    await serverDocuments(server.app).create('products', { documentId: 'pp1', data: productData() });
    for (const db of Object.values(as)) {
      expect((await db.getDocument({ databaseId: DB, collectionId: 'products', documentId: 'pp1' })).$id).toBe('pp1');
      expect(ids(await db.listDocuments({ databaseId: DB, collectionId: 'products' }))).toContain('pp1');
    }
  });

  it('refuses create, update, increment and delete to guests and users with 401, allows admins', async () => {
    for (const db of [as.guest, as.alice, as.bob]) {
      await expectAppwriteError(
        db.createDocument({ databaseId: DB, collectionId: 'products', documentId: ID.unique(), data: productData() }),
        ...UNAUTHORIZED,
      );
      await expectAppwriteError(
        db.updateDocument({ databaseId: DB, collectionId: 'products', documentId: 'pp1', data: fields({ price: 1 }) }),
        ...UNAUTHORIZED,
      );
      await expectAppwriteError(
        db.upsertDocument({ databaseId: DB, collectionId: 'products', documentId: 'pp1', data: fields({ price: 1 }) }),
        ...UNAUTHORIZED,
      );
      await expectAppwriteError(
        db.upsertDocument({ databaseId: DB, collectionId: 'products', documentId: 'pp-new', data: productData() }),
        ...UNAUTHORIZED,
      );
      await expectAppwriteError(
        db.incrementDocumentAttribute({ databaseId: DB, collectionId: 'products', documentId: 'pp1', attribute: 'stock' }),
        ...UNAUTHORIZED,
      );
      await expectAppwriteError(db.deleteDocument({ databaseId: DB, collectionId: 'products', documentId: 'pp1' }), ...UNAUTHORIZED);
    }
    const created = await as.admin.createDocument({
      databaseId: DB,
      collectionId: 'products',
      documentId: ID.unique(),
      data: productData(),
    });
    expect(
      (await as.admin.updateDocument({ databaseId: DB, collectionId: 'products', documentId: created.$id, data: fields({ price: 1.5 }) }))
        .price,
    ).toBe(1.5);
    expect(
      (await as.admin.incrementDocumentAttribute({ databaseId: DB, collectionId: 'products', documentId: created.$id, attribute: 'stock' }))
        .stock,
    ).toBe(11);
    await as.admin.deleteDocument({ databaseId: DB, collectionId: 'products', documentId: created.$id });
  });

  it('checks existence first: a missing document is 404 even for callers who may not write', async () => {
    await expectAppwriteError(
      as.alice.updateDocument({ databaseId: DB, collectionId: 'products', documentId: 'ghost', data: fields({ price: 1 }) }),
      404,
      'document_not_found',
    );
    await expectAppwriteError(
      as.guest.deleteDocument({ databaseId: DB, collectionId: 'products', documentId: 'ghost' }),
      404,
      'document_not_found',
    );
  });

  it('ignores document permissions while document security is off', async () => {
    await serverDocuments(server.app).create('products', {
      documentId: 'pp2',
      data: productData(),
      permissions: [`update("user:${alice.userId}")`],
    });
    await expectAppwriteError(
      as.alice.updateDocument({ databaseId: DB, collectionId: 'products', documentId: 'pp2', data: fields({ price: 2 }) }),
      ...UNAUTHORIZED,
    );
  });

  it('writes nothing when refused', async () => {
    const before = await as.guest.getDocument({ databaseId: DB, collectionId: 'products', documentId: 'pp1' });
    await as.alice
      .updateDocument({ databaseId: DB, collectionId: 'products', documentId: 'pp1', data: fields({ price: 1 }) })
      .catch(() => undefined);
    expect(await as.guest.getDocument({ databaseId: DB, collectionId: 'products', documentId: 'pp1' })).toEqual(before);
  });
});

describe('orders: created by the server only; owners read their own; admins read all and update', () => {
  let aliceOrder: string;
  let bobOrder: string;

  beforeAll(async () => {
    const docs = serverDocuments(server.app);
    aliceOrder = (await docs.create('orders', { data: orderData(alice.userId), permissions: [Permission.read(Role.user(alice.userId))] }))
      .$id;
    bobOrder = (await docs.create('orders', { data: orderData(bob.userId), permissions: [Permission.read(Role.user(bob.userId))] })).$id;
  });

  it('gives each order a unique human reference', async () => {
    const order = await as.admin.getDocument({ databaseId: DB, collectionId: 'orders', documentId: aliceOrder });
    expect(order.reference).toMatch(/^ORD-\d{6}$/);
    const other = await as.admin.getDocument({ databaseId: DB, collectionId: 'orders', documentId: bobOrder });
    expect(other.reference).not.toBe(order.reference);
  });

  it('lets no client create an order, not even an admin', async () => {
    for (const db of Object.values(as)) {
      await expectAppwriteError(
        db.createDocument({ databaseId: DB, collectionId: 'orders', documentId: ID.unique(), data: orderData(alice.userId) }),
        ...UNAUTHORIZED,
      );
    }
  });

  it("lists and gets only the caller's own orders", async () => {
    expect(ids(await as.alice.listDocuments({ databaseId: DB, collectionId: 'orders' }))).toEqual([aliceOrder]);
    expect(ids(await as.bob.listDocuments({ databaseId: DB, collectionId: 'orders', queries: [Query.orderDesc('$createdAt')] }))).toEqual([
      bobOrder,
    ]);
    // Filtering by someone else's userId finds nothing rather than leaking.
    const snoop = await as.bob.listDocuments({ databaseId: DB, collectionId: 'orders', queries: [Query.equal('userId', alice.userId)] });
    expect(snoop).toEqual({ total: 0, documents: [] });
    expect((await as.alice.getDocument({ databaseId: DB, collectionId: 'orders', documentId: aliceOrder })).userId).toBe(alice.userId);
    await expectAppwriteError(
      as.bob.getDocument({ databaseId: DB, collectionId: 'orders', documentId: aliceOrder }),
      404,
      'document_not_found',
    );
    await expectAppwriteError(
      as.guest.getDocument({ databaseId: DB, collectionId: 'orders', documentId: aliceOrder }),
      404,
      'document_not_found',
    );
    expect(await as.guest.listDocuments({ databaseId: DB, collectionId: 'orders' })).toEqual({ total: 0, documents: [] });
  });

  it('lets admins list all orders and update their status, and no owner change them', async () => {
    expect(ids(await as.admin.listDocuments({ databaseId: DB, collectionId: 'orders' }))).toEqual([aliceOrder, bobOrder].sort());
    const updated = await as.admin.updateDocument({
      databaseId: DB,
      collectionId: 'orders',
      documentId: aliceOrder,
      data: fields({ status: 'shipped', updatedAt: '2026-02-01T10:00:00.000Z' }),
    });
    expect(updated).toMatchObject({ status: 'shipped', updatedAt: '2026-02-01T10:00:00.000+00:00' });
    await expectAppwriteError(
      as.alice.updateDocument({ databaseId: DB, collectionId: 'orders', documentId: aliceOrder, data: fields({ status: 'refunded' }) }),
      ...UNAUTHORIZED,
    );
    await expectAppwriteError(
      as.bob.updateDocument({ databaseId: DB, collectionId: 'orders', documentId: aliceOrder, data: fields({ status: 'refunded' }) }),
      ...UNAUTHORIZED,
    );
    await expectAppwriteError(as.alice.deleteDocument({ databaseId: DB, collectionId: 'orders', documentId: aliceOrder }), ...UNAUTHORIZED);
    await expectAppwriteError(as.admin.deleteDocument({ databaseId: DB, collectionId: 'orders', documentId: aliceOrder }), ...UNAUTHORIZED);
  });

  it('lets an update that changes nothing pass with read access only', async () => {
    const current = await as.alice.getDocument({ databaseId: DB, collectionId: 'orders', documentId: aliceOrder });
    const same = await as.alice.updateDocument({
      databaseId: DB,
      collectionId: 'orders',
      documentId: aliceOrder,
      data: fields({ status: current.status }),
    });
    expect(same).toEqual(current);
    // Bob cannot even read it: 401 (the document exists), not 404.
    await expectAppwriteError(
      as.bob.updateDocument({ databaseId: DB, collectionId: 'orders', documentId: aliceOrder, data: fields({ status: current.status }) }),
      ...UNAUTHORIZED,
    );
  });

  it('enforces the unique paymentIntentId', async () => {
    const docs = serverDocuments(server.app);
    const intent = 'pi_unique_test';
    await docs.create('orders', { data: orderData(alice.userId, { paymentIntentId: intent }) });
    await expect(docs.create('orders', { data: orderData(alice.userId, { paymentIntentId: intent }) })).rejects.toMatchObject({
      type: 'document_unique_constraint_violation',
      message: expect.stringContaining('"paymentIntentId"'),
    });
  });

  it('tells realtime that only the owner and admins may read an order', async () => {
    const recorder = recordEvents(server);
    try {
      await as.admin.updateDocument({
        databaseId: DB,
        collectionId: 'orders',
        documentId: bobOrder,
        data: fields({ status: 'processing' }),
      });
      expect(recorder.events[0]?.readRoles.sort()).toEqual(['label:admin', `user:${bob.userId}`].sort());
    } finally {
      recorder.stop();
    }
  });
});

describe('reviews: anyone reads, users write one per product, owners and admins delete', () => {
  it('refuses guests', async () => {
    await expectAppwriteError(
      as.guest.createDocument({
        databaseId: DB,
        collectionId: 'reviews',
        documentId: ID.unique(),
        data: fields({ productId: 'pp1', rating: 5 }),
      }),
      ...UNAUTHORIZED,
    );
  });

  it('lets a user review once, as themself, with default owner permissions', async () => {
    const review = await as.alice.createDocument({
      databaseId: DB,
      collectionId: 'reviews',
      documentId: ID.unique(),
      data: fields({ productId: 'pp1', rating: 5, text: 'Lovely', authorName: 'Alice' }),
    });
    expect(review).toMatchObject({ userId: alice.userId, rating: 5, $createdAt: expect.any(String) });
    expect(review.$permissions).toEqual([
      `read("user:${alice.userId}")`,
      `update("user:${alice.userId}")`,
      `delete("user:${alice.userId}")`,
    ]);
    await expectAppwriteError(
      as.alice.createDocument({
        databaseId: DB,
        collectionId: 'reviews',
        documentId: ID.unique(),
        data: fields({ productId: 'pp1', rating: 4 }),
      }),
      409,
      'document_unique_constraint_violation',
    );
    await expectAppwriteError(
      as.alice.createDocument({
        databaseId: DB,
        collectionId: 'reviews',
        documentId: ID.unique(),
        data: fields({ productId: 'pp2', rating: 4, userId: bob.userId }),
      }),
      401,
      'user_unauthorized',
      /must be your own user id/,
    );
    // Everyone reads it.
    expect((await as.guest.getDocument({ databaseId: DB, collectionId: 'reviews', documentId: review.$id })).text).toBe('Lovely');
  });

  it('lets the author edit and delete, nobody else edit, and admins delete', async () => {
    const review = await as.alice.createDocument({
      databaseId: DB,
      collectionId: 'reviews',
      documentId: ID.unique(),
      data: fields({ productId: 'pp-edit', rating: 3 }),
    });
    const base = { databaseId: DB, collectionId: 'reviews', documentId: review.$id };
    expect((await as.alice.updateDocument({ ...base, data: fields({ rating: 4 }) })).rating).toBe(4);
    await expectAppwriteError(
      as.alice.updateDocument({ ...base, data: fields({ userId: bob.userId }) }),
      401,
      'user_unauthorized',
      /cannot be changed/,
    );
    await expectAppwriteError(as.bob.updateDocument({ ...base, data: fields({ rating: 1 }) }), ...UNAUTHORIZED);
    await expectAppwriteError(as.bob.deleteDocument(base), ...UNAUTHORIZED);
    await expectAppwriteError(as.admin.updateDocument({ ...base, data: fields({ rating: 1 }) }), ...UNAUTHORIZED);
    await as.admin.deleteDocument(base);
    const own = await as.bob.createDocument({
      databaseId: DB,
      collectionId: 'reviews',
      documentId: ID.unique(),
      data: fields({ productId: 'pp-edit', rating: 2 }),
    });
    await as.bob.deleteDocument({ databaseId: DB, collectionId: 'reviews', documentId: own.$id });
  });

  it('keeps ratings between 1 and 5', async () => {
    await expectAppwriteError(
      as.bob.createDocument({
        databaseId: DB,
        collectionId: 'reviews',
        documentId: ID.unique(),
        data: fields({ productId: 'pp-range', rating: 6 }),
      }),
      400,
      'document_invalid_structure',
      'Invalid document structure: Attribute "rating" has invalid format. Value must be a valid range between 1 and 5',
    );
  });

  it('dates a review when it is written: neither a date attribute nor $createdAt backdates it', async () => {
    const base = { databaseId: DB, collectionId: 'reviews', documentId: ID.unique() };
    await expectAppwriteError(
      as.bob.createDocument({ ...base, data: fields({ productId: 'pp-date', rating: 5, createdAt: '2001-01-01T00:00:00.000Z' }) }),
      400,
      'document_invalid_structure',
      /Unknown attribute: "createdAt"/,
    );
    const review = await as.bob.createDocument({
      ...base,
      data: fields({ productId: 'pp-date', rating: 5, $createdAt: '2001-01-01T00:00:00.000Z' }),
    });
    expect(Date.now() - Date.parse(review.$createdAt)).toBeLessThan(60_000);
  });
});

describe('newsletter and contact messages: label admin only', () => {
  it('refuses guests and users: list 401, get 404, writes 401', async () => {
    const docs = serverDocuments(server.app);
    await docs.create('newsletter', { documentId: 'sub1', data: { email: 'reader@example.test', source: 'footer' } });
    await docs.create('contact_messages', {
      documentId: 'msg1',
      data: { firstName: 'A', lastName: 'B', email: 'a@example.test', subject: 'Hi', message: 'Hello' },
    });
    for (const db of [as.guest, as.alice]) {
      for (const collectionId of ['newsletter', 'contact_messages']) {
        await expectAppwriteError(db.listDocuments({ databaseId: DB, collectionId }), ...UNAUTHORIZED);
        await expectAppwriteError(
          db.getDocument({ databaseId: DB, collectionId, documentId: collectionId === 'newsletter' ? 'sub1' : 'msg1' }),
          404,
          'document_not_found',
        );
        await expectAppwriteError(
          db.deleteDocument({ databaseId: DB, collectionId, documentId: collectionId === 'newsletter' ? 'sub1' : 'msg1' }),
          ...UNAUTHORIZED,
        );
      }
      await expectAppwriteError(
        db.createDocument({
          databaseId: DB,
          collectionId: 'newsletter',
          documentId: ID.unique(),
          data: fields({ email: 'x@example.test' }),
        }),
        ...UNAUTHORIZED,
      );
      await expectAppwriteError(
        db.updateDocument({ databaseId: DB, collectionId: 'newsletter', documentId: 'sub1', data: fields({ name: 'X' }) }),
        ...UNAUTHORIZED,
      );
    }
  });

  it('lets admins manage subscribers, with unique e-mails', async () => {
    const created = await as.admin.createDocument({
      databaseId: DB,
      collectionId: 'newsletter',
      documentId: ID.unique(),
      data: fields({ email: 'new@example.test', name: 'New' }),
    });
    expect(created).toMatchObject({ email: 'new@example.test', source: 'website', confirmed: false, subscribedAt: expect.any(String) });
    await expectAppwriteError(
      as.admin.createDocument({
        databaseId: DB,
        collectionId: 'newsletter',
        documentId: ID.unique(),
        data: fields({ email: 'new@example.test' }),
      }),
      409,
      'document_unique_constraint_violation',
      /"email"/,
    );
    const found = await as.admin.listDocuments({
      databaseId: DB,
      collectionId: 'newsletter',
      queries: [Query.equal('email', 'reader@example.test')],
    });
    expect(ids(found)).toEqual(['sub1']);
    expect(
      (await as.admin.updateDocument({ databaseId: DB, collectionId: 'newsletter', documentId: 'sub1', data: fields({ name: 'Reader' }) }))
        .name,
    ).toBe('Reader');
    const bySubscription = await as.admin.listDocuments({
      databaseId: DB,
      collectionId: 'newsletter',
      queries: [Query.orderDesc('subscribedAt')],
    });
    expect(bySubscription.total).toBe(2);
    await as.admin.deleteDocument({ databaseId: DB, collectionId: 'newsletter', documentId: created.$id });
  });

  it("lets admins read, mark and delete contact messages but not create them (that is /api's job)", async () => {
    expect(ids(await as.admin.listDocuments({ databaseId: DB, collectionId: 'contact_messages' }))).toEqual(['msg1']);
    expect(
      (
        await as.admin.updateDocument({
          databaseId: DB,
          collectionId: 'contact_messages',
          documentId: 'msg1',
          data: fields({ read: true }),
        })
      ).read,
    ).toBe(true);
    await expectAppwriteError(
      as.admin.createDocument({
        databaseId: DB,
        collectionId: 'contact_messages',
        documentId: ID.unique(),
        data: fields({ firstName: 'A', lastName: 'B', email: 'a@example.test', subject: 'S', message: 'M' }),
      }),
      ...UNAUTHORIZED,
    );
    await as.admin.deleteDocument({ databaseId: DB, collectionId: 'contact_messages', documentId: 'msg1' });
  });
});

describe('roles and grants (§10.3)', () => {
  it('matches any, guests, users, users/verified, user:ID, user:ID/verified and label:NAME', async () => {
    const verified = await createTestUser(server, { emailVerification: true });
    const vip = await createTestUser(server, { labels: ['vip'] });
    const callers = { guest: as.guest, alice: as.alice, verified: new Databases(verified.client()), vip: new Databases(vip.client()) };
    const grants: Record<string, string[]> = {
      any: ['guest', 'alice', 'verified', 'vip'],
      guests: ['guest'],
      users: ['alice', 'verified', 'vip'],
      'users/verified': ['alice', 'verified'],
      'users/unverified': ['vip'],
      [`user:${alice.userId}`]: ['alice'],
      [`user:${verified.userId}/verified`]: ['verified'],
      [`user:${vip.userId}/verified`]: [],
      [`user:${vip.userId}/unverified`]: ['vip'],
      'label:vip': ['vip'],
    };
    const docs = serverDocuments(server.app);
    for (const [role, readers] of Object.entries(grants)) {
      const order = await docs.create('orders', { data: orderData(alice.userId), permissions: [`read("${role}")`] });
      for (const [name, db] of Object.entries(callers)) {
        const visible = await db.getDocument({ databaseId: DB, collectionId: 'orders', documentId: order.$id }).then(
          () => true,
          () => false,
        );
        expect({ role, name, visible }).toEqual({ role, name, visible: readers.includes(name) });
      }
    }
  });

  it('lets a caller grant only roles it holds', async () => {
    const review = (db: Databases, permissions: string[], productId: string) =>
      db.createDocument({
        databaseId: DB,
        collectionId: 'reviews',
        documentId: ID.unique(),
        data: fields({ productId, rating: 5 }),
        permissions,
      });
    await expect(
      review(as.alice, [Permission.read(Role.any()), Permission.update(Role.user(alice.userId)), Permission.delete(Role.users())], 'g1'),
    ).resolves.toMatchObject({
      $permissions: ['read("any")', `update("user:${alice.userId}")`, 'delete("users")'],
    });
    await expectAppwriteError(
      review(as.alice, [Permission.read(Role.user(bob.userId))], 'g2'),
      401,
      'user_unauthorized',
      /Permissions must be one of: \(/,
    );
    await expectAppwriteError(review(as.alice, [Permission.read(Role.users('unverified'))], 'g3'), 401, 'user_unauthorized');
    await expectAppwriteError(review(as.alice, [Permission.read(Role.label('admin'))], 'g4'), 401, 'user_unauthorized');
    await expectAppwriteError(review(as.alice, [Permission.read(Role.guests())], 'g5'), 401, 'user_unauthorized');
    // `write` expands to update + delete on documents; an empty list means no document grants at all.
    await expect(review(as.bob, [Permission.write(Role.user(bob.userId))], 'g6')).resolves.toMatchObject({
      $permissions: [`update("user:${bob.userId}")`, `delete("user:${bob.userId}")`],
    });
    await expect(review(as.bob, [], 'g7')).resolves.toMatchObject({ $permissions: [] });
    // Admins hold their label, so they may grant it; they may not grant other users.
    const product = await as.admin.createDocument({
      databaseId: DB,
      collectionId: 'products',
      documentId: ID.unique(),
      data: productData(),
      permissions: [Permission.read(Role.label('admin'))],
    });
    expect(product.$permissions).toEqual(['read("label:admin")']);
    await expectAppwriteError(
      as.admin.createDocument({
        databaseId: DB,
        collectionId: 'products',
        documentId: ID.unique(),
        data: productData(),
        permissions: [Permission.read(Role.user(alice.userId))],
      }),
      ...UNAUTHORIZED,
    );
  });

  it('rejects malformed permission strings with 400', async () => {
    for (const permissions of [['read(any)'], ['create("users")'], ['read("user:")'], 'read("any")', [42]]) {
      const response = await raw(server, 'POST', `/databases/${DB}/collections/reviews/documents`, {
        session: alice.cookie,
        body: { documentId: ID.unique(), data: fields({ productId: `bad-perm-${Math.random()}`, rating: 1 }), permissions },
      });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ type: 'general_argument_invalid' });
    }
  });

  it('guards permission changes on update too', async () => {
    const review = await as.bob.createDocument({
      databaseId: DB,
      collectionId: 'reviews',
      documentId: ID.unique(),
      data: fields({ productId: 'upd-perm', rating: 3 }),
    });
    await expectAppwriteError(
      as.bob.updateDocument({
        databaseId: DB,
        collectionId: 'reviews',
        documentId: review.$id,
        permissions: [Permission.update(Role.user(alice.userId))],
      }),
      ...UNAUTHORIZED,
    );
    const changed = await as.bob.updateDocument({
      databaseId: DB,
      collectionId: 'reviews',
      documentId: review.$id,
      permissions: [Permission.read(Role.any()), Permission.update(Role.user(bob.userId))],
    });
    expect(changed.$permissions).toEqual(['read("any")', `update("user:${bob.userId}")`]);
    // Bob gave up his delete grant, so deleting is now refused.
    await expectAppwriteError(as.bob.deleteDocument({ databaseId: DB, collectionId: 'reviews', documentId: review.$id }), ...UNAUTHORIZED);
  });
});
