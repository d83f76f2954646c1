import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Account, AppwriteException, type Client, Databases, ID, type Models, Query, Storage } from 'appwrite';
import { type TestServer, TEST_ENGINE, startTestServer } from '../helpers/test-server.ts';
import { createSignedInAdmin, createSignedInUser, signIn } from '../helpers/accounts.ts';
import { fileOf, makeImage } from '../helpers/images.ts';
import { shopDatabase } from '@pura/core/collections/shop-database';
import type { CollectionDeclaration } from '@pura/core/collections/declaration-types';
import { BUCKETS } from '../../src/appwrite/storage/buckets.ts';
import { serverDocuments } from '../../src/appwrite/databases/server-documents.ts';
import { apiRoutes } from './discovered-routes.ts';
import { ADMIN_PREFIX, API_ROUTE_ACCESS, type RouteRule } from './api-route-access.ts';
import {
  ACTORS,
  type ActorName,
  type Expected,
  type FileOperation,
  expectedDocumentAccess,
  expectedFileAccess,
  mayRead,
  ownerDocumentPermissions,
  rolesHeld,
  sampleDocument,
  samplePatch,
} from './declared-access.ts';

/**
 * Decision 013 item 1: every collection and bucket operation and every /api route, as guest, user,
 * another user and admin, against the answer derived from the declarations — over real HTTP
 * with the official SDK. `user` owns the documents under test; `otherUser` must never see them
 * unless the declaration says everyone may.
 */

interface Actor {
  name: ActorName;
  userId: string | null;
  roles: Set<string>;
  client: Client;
  /** Headers for raw requests: the session, as the SDK sends it. */
  headers: Record<string, string>;
  signedIn: Awaited<ReturnType<typeof createSignedInUser>> | null;
}

let server: TestServer;
let actors: Record<ActorName, Actor>;
let png: Buffer;
let checks = 0;

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMITS: 'off' });
  const signedIn = {
    // Verified addresses: reviews are refused to unverified ones (shop/reviews/review-rules.ts).
    user: await createSignedInUser(server, { name: 'Matrix User', emailVerification: true }),
    otherUser: await createSignedInUser(server, { name: 'Other User', emailVerification: true }),
    admin: await createSignedInAdmin(server, { emailVerification: true }),
  };
  const actor = (name: ActorName): Actor => {
    const session = name === 'guest' ? null : signedIn[name];
    const userId = session ? session.user.$id : null;
    return {
      name,
      userId,
      roles: rolesHeld(userId, session?.user.labels ?? []),
      client: session ? session.client : server.client(),
      headers: { 'x-appwrite-project': server.config.projectId, ...(session ? { 'x-appwrite-session': session.cookie } : {}) },
      signedIn: session,
    };
  };
  actors = { guest: actor('guest'), user: actor('user'), otherUser: actor('otherUser'), admin: actor('admin') };
  png = await makeImage('png');
});

afterAll(async () => {
  console.log(`permission matrix: ${checks} checks (${TEST_ENGINE})`);
  await server.close();
});

/** Runs an SDK call and reports the status it answered, the result when it succeeded. */
async function statusOf<T>(call: Promise<T>): Promise<{ status: number; result?: T; type?: string }> {
  try {
    return { status: 0, result: await call };
  } catch (error) {
    if (error instanceof AppwriteException) return { status: error.code, type: error.type };
    throw error;
  }
}

function expectOutcome(label: string, answered: { status: number; type?: string }, expected: Expected, successStatus: number) {
  checks += 1;
  if (expected.allowed) {
    expect(answered.status, `${label}: expected success, got ${answered.status} ${answered.type ?? ''}`).toBe(0);
    expect(successStatus).toBe(expected.status);
  } else {
    expect(answered.status, `${label}: expected ${expected.status}`).toBe(expected.status);
  }
}

const DB = shopDatabase.id;

/** A document owned by `user`, made the way the shop makes it: by the owner when it may create, else by the server. */
async function seedDocument(collection: CollectionDeclaration): Promise<Models.Document> {
  const owner = actors.user;
  const data = sampleDocument(collection, owner.userId!);
  const byOwner = expectedDocumentAccess(collection, 'create', owner.roles, []).allowed;
  const document = byOwner
    ? await new Databases(owner.client).createDocument({ databaseId: DB, collectionId: collection.id, documentId: ID.unique(), data })
    : await serverDocuments(server.app).create(collection.id, {
        data,
        permissions: ownerDocumentPermissions(collection, owner.userId!, false),
      });
  expect([...document.$permissions].sort()).toEqual(ownerDocumentPermissions(collection, owner.userId!, byOwner).sort());
  return document as Models.Document;
}

describe(`permission matrix of the declared collections on ${TEST_ENGINE}`, () => {
  for (const collection of shopDatabase.collections) {
    it(`${collection.id}: list, get, create, update, delete × ${ACTORS.join(', ')}`, async () => {
      const target = await seedDocument(collection);
      for (const name of ACTORS) {
        const actor = actors[name];
        const databases = new Databases(actor.client);
        const label = `${collection.id} as ${name}`;

        const listed = await statusOf(
          databases.listDocuments({ databaseId: DB, collectionId: collection.id, queries: [Query.limit(100)] }),
        );
        expectOutcome(`${label}: list`, listed, expectedDocumentAccess(collection, 'list', actor.roles, target.$permissions), 200);
        for (const document of listed.result?.documents ?? []) {
          checks += 1;
          expect(mayRead(collection, actor.roles, document.$permissions), `${label}: list shows ${document.$id} it may not read`).toBe(
            true,
          );
        }
        if (listed.result) {
          const found = await databases.listDocuments({
            databaseId: DB,
            collectionId: collection.id,
            queries: [Query.equal('$id', target.$id)],
          });
          checks += 1;
          expect(found.total, `${label}: the owner's document in a list`).toBe(
            mayRead(collection, actor.roles, target.$permissions) ? 1 : 0,
          );
        }

        const got = await statusOf(databases.getDocument({ databaseId: DB, collectionId: collection.id, documentId: target.$id }));
        expectOutcome(`${label}: get`, got, expectedDocumentAccess(collection, 'get', actor.roles, target.$permissions), 200);

        const data = sampleDocument(collection, actor.userId ?? 'guest');
        const created = await statusOf(
          databases.createDocument({ databaseId: DB, collectionId: collection.id, documentId: ID.unique(), data }),
        );
        expectOutcome(`${label}: create`, created, expectedDocumentAccess(collection, 'create', actor.roles, []), 201);

        const toUpdate = await seedDocument(collection);
        const updated = await statusOf(
          databases.updateDocument({
            databaseId: DB,
            collectionId: collection.id,
            documentId: toUpdate.$id,
            data: samplePatch(collection),
          }),
        );
        expectOutcome(`${label}: update`, updated, expectedDocumentAccess(collection, 'update', actor.roles, toUpdate.$permissions), 200);

        const toDelete = await seedDocument(collection);
        const deleted = await statusOf(databases.deleteDocument({ databaseId: DB, collectionId: collection.id, documentId: toDelete.$id }));
        const deleteExpected = expectedDocumentAccess(collection, 'delete', actor.roles, toDelete.$permissions);
        expectOutcome(`${label}: delete`, deleted, deleteExpected, 204);
        const stillThere = (await serverDocuments(server.app).get(collection.id, toDelete.$id)) !== null;
        checks += 1;
        expect(stillThere, `${label}: a refused delete leaves the document`).toBe(!deleteExpected.allowed);
      }
    });
  }
});

describe(`permission matrix of the declared buckets on ${TEST_ENGINE}`, () => {
  for (const bucket of BUCKETS) {
    it(`${bucket.id}: list, get, view, preview, download, create, delete × ${ACTORS.join(', ')}`, async () => {
      const adminStorage = new Storage(actors.admin.client);
      const upload = (storage: Storage) =>
        storage.createFile({ bucketId: bucket.id, fileId: ID.unique(), file: fileOf(png, 'matrix.png', 'image/png') });
      const target = await upload(adminStorage);
      for (const name of ACTORS) {
        const actor = actors[name];
        const storage = new Storage(actor.client);
        const label = `${bucket.id} as ${name}`;
        const expected = (operation: FileOperation) => expectedFileAccess(bucket, operation, actor.roles);

        expectOutcome(`${label}: list`, await statusOf(storage.listFiles({ bucketId: bucket.id })), expected('list'), 200);
        expectOutcome(`${label}: get`, await statusOf(storage.getFile({ bucketId: bucket.id, fileId: target.$id })), expected('get'), 200);
        const urls = {
          view: storage.getFileView({ bucketId: bucket.id, fileId: target.$id }),
          preview: storage.getFilePreview({ bucketId: bucket.id, fileId: target.$id, width: 32 }),
          download: storage.getFileDownload({ bucketId: bucket.id, fileId: target.$id }),
        };
        for (const [operation, url] of Object.entries(urls) as Array<[FileOperation, string]>) {
          const response = await fetch(url, { headers: actor.headers });
          const want = expected(operation);
          checks += 1;
          expect(response.status, `${label}: ${operation}`).toBe(want.status);
          if (want.allowed) expect(response.headers.get('content-type'), `${label}: ${operation}`).toMatch(/^image\//);
          await response.arrayBuffer();
        }
        expectOutcome(`${label}: create`, await statusOf(upload(storage)), expected('create'), 201);
        const toDelete = await upload(adminStorage);
        expectOutcome(
          `${label}: delete`,
          await statusOf(storage.deleteFile({ bucketId: bucket.id, fileId: toDelete.$id })),
          expected('delete'),
          204,
        );
      }
    });
  }
});

/** A concrete URL for a route pattern: every parameter gets a harmless made-up value. */
const concrete = (path: string) => path.replace(/:([A-Za-z]+)/g, (_m, name: string) => `matrix-${name}`);

function ruleFor(key: string, path: string): RouteRule | undefined {
  const rule = API_ROUTE_ACCESS[key];
  if (path.startsWith(ADMIN_PREFIX)) return { ...rule, access: 'admin' };
  return rule;
}

describe(`permission matrix of every /api route on ${TEST_ENGINE}`, () => {
  it('has an expectation for every discovered /api route', () => {
    const routes = apiRoutes(server.app).filter((route) => route.path.startsWith('/api/'));
    expect(routes.length).toBeGreaterThan(5);
    const missing = routes.filter((route) => !ruleFor(route.key, route.path)).map((route) => route.key);
    expect(missing, `add these routes to API_ROUTE_ACCESS in apps/server/test/security/api-route-access.ts: ${missing.join(', ')}`).toEqual(
      [],
    );
  });

  it('answers each actor as its access says, and never with a server error', async () => {
    for (const route of apiRoutes(server.app).filter((r) => r.path.startsWith('/api/'))) {
      const rule = ruleFor(route.key, route.path);
      if (!rule) continue;
      for (const name of ACTORS) {
        const actor = actors[name];
        const hasBody = !['GET', 'DELETE'].includes(route.method);
        const query = rule.sample?.query ? `?${rule.sample.query}` : '';
        const response = await fetch(`${server.url}${concrete(route.path)}${query}`, {
          method: route.method,
          redirect: 'manual',
          headers: { ...actor.headers, ...(hasBody ? { 'content-type': 'application/json' } : {}) },
          body: hasBody ? JSON.stringify(rule.sample?.body ?? {}) : undefined,
        });
        await response.arrayBuffer();
        const label = `${route.key} as ${name} (${rule.access})`;
        const passes =
          rule.access === 'public' || (rule.access === 'signed-in' && name !== 'guest') || (rule.access === 'admin' && name === 'admin');
        checks += 1;
        expect(response.status, `${label}: no server error`).toBeLessThan(500);
        if (passes) expect([401, 403], `${label}: must pass the gate`).not.toContain(response.status);
        else expect(response.status, `${label}: must be refused`).toBe(name === 'guest' ? 401 : rule.access === 'admin' ? 403 : 401);
      }
    }
  });

  it('exposes the mail outbox through no route but admin ones', () => {
    const exposing = apiRoutes(server.app).filter((r) => /outbox/i.test(r.path) && !r.path.startsWith(ADMIN_PREFIX));
    checks += 1;
    expect(exposing.map((r) => r.key)).toEqual([]);
  });
});

describe(`no user sees another user's data on ${TEST_ENGINE}`, () => {
  it('keeps orders to their buyer and admins', async () => {
    const docs = serverDocuments(server.app);
    const orders = shopDatabase.collections.find((c) => c.id === 'orders')!;
    const mine = await docs.create('orders', {
      data: sampleDocument(orders, actors.user.userId!),
      permissions: [`read("user:${actors.user.userId}")`],
    });
    const theirs = await docs.create('orders', {
      data: sampleDocument(orders, actors.otherUser.userId!),
      permissions: [`read("user:${actors.otherUser.userId}")`],
    });
    const listIds = async (actor: Actor) =>
      (
        await new Databases(actor.client).listDocuments({ databaseId: DB, collectionId: 'orders', queries: [Query.limit(100)] })
      ).documents.map((d) => d.$id);
    const [userSees, otherSees, adminSees, guestSees] = await Promise.all([
      listIds(actors.user),
      listIds(actors.otherUser),
      listIds(actors.admin),
      listIds(actors.guest),
    ]);
    checks += 4;
    expect(userSees).toContain(mine.$id);
    expect(userSees).not.toContain(theirs.$id);
    expect(otherSees).toContain(theirs.$id);
    expect(otherSees).not.toContain(mine.$id);
    expect(adminSees).toEqual(expect.arrayContaining([mine.$id, theirs.$id]));
    expect(guestSees).toEqual([]);
  });

  it("shows reviews without their author's e-mail or any undeclared field", async () => {
    const reviews = shopDatabase.collections.find((c) => c.id === 'reviews')!;
    const review = await new Databases(actors.user.client).createDocument({
      databaseId: DB,
      collectionId: 'reviews',
      documentId: ID.unique(),
      data: { ...sampleDocument(reviews, actors.user.userId!), text: 'Lovely serum', authorName: 'Matrix' },
    });
    const seen = await new Databases(actors.otherUser.client).getDocument({
      databaseId: DB,
      collectionId: 'reviews',
      documentId: review.$id,
    });
    const declared = new Set<string>(reviews.attributes.map((a) => a.key));
    checks += 2;
    expect(Object.keys(seen).filter((key) => !key.startsWith('$') && !declared.has(key))).toEqual([]);
    expect(JSON.stringify(seen)).not.toContain(actors.user.signedIn!.email);
  });

  it('keeps sessions to their owner: listing, reading and ending another user’s session fail', async () => {
    const user = actors.user.signedIn!;
    const other = actors.otherUser.signedIn!;
    const otherSessionId = String(other.session.$id);
    const { sessions } = await new Account(user.client).listSessions();
    checks += 3;
    expect(sessions.every((s) => s.userId === user.user.$id)).toBe(true);
    expect((await statusOf(new Account(user.client).getSession({ sessionId: otherSessionId }))).status).toBe(404);
    expect((await statusOf(new Account(user.client).deleteSession({ sessionId: otherSessionId }))).status).toBe(404);
    // The other user is still signed in.
    expect((await new Account(other.client).get()).$id).toBe(other.user.$id);
    const again = await signIn(server, other.email, other.password);
    expect((await new Account(again.client).listSessions()).sessions.every((s) => s.userId === other.user.$id)).toBe(true);
  });

  it('keeps newsletter subscribers and contact messages to admins', async () => {
    await fetch(`${server.url}/api/newsletter/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'private-subscriber@example.test' }),
    });
    for (const name of ['guest', 'user', 'otherUser'] as const) {
      for (const collectionId of ['newsletter', 'contact_messages']) {
        checks += 1;
        const answered = await statusOf(new Databases(actors[name].client).listDocuments({ databaseId: DB, collectionId }));
        expect(answered.status, `${collectionId} as ${name}`).toBe(401);
      }
    }
    const adminList = await new Databases(actors.admin.client).listDocuments({
      databaseId: DB,
      collectionId: 'newsletter',
      queries: [Query.limit(100)],
    });
    expect(adminList.documents.map((d) => d.email)).toContain('private-subscriber@example.test');
  });
});
