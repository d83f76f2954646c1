import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Account, Channel, type Client, ID, Query, Realtime, type RealtimeResponseEvent, Storage } from 'appwrite';
import { type TestServer, startTestServer, TEST_ENGINE } from '../helpers/test-server.ts';
import { type TestUser, createTestAdmin, createTestUser } from '../helpers/sessions.ts';
import { eventually, installBrowserGlobals, settle } from '../helpers/realtime-clients.ts';
import { appwriteFailure } from '../helpers/appwrite-failure.ts';
import { ROLE_RECHECK_MS } from '../../src/appwrite/realtime/realtime-identity.ts';
import { fileOf, makeImage } from '../helpers/images.ts';
import { documentEvent } from '../../src/appwrite/realtime/realtime-events.ts';

let server: TestServer;
let admin: TestUser;
let alice: TestUser;
let bob: TestUser;
const open: Realtime[] = [];

beforeAll(async () => {
  server = await startTestServer();
  [admin, alice, bob] = await Promise.all([createTestAdmin(server), createTestUser(server), createTestUser(server)]);
  installBrowserGlobals();
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((realtime) => realtime.disconnect()));
});
afterAll(() => server.close());

type Received = RealtimeResponseEvent<Record<string, unknown>>;

interface Listener {
  realtime: Realtime;
  events: Received[];
  /** Events on the given channel only. */
  on(channel: string): Received[];
}

/**
 * Subscribes through the SDK's Realtime class and resolves once the server has the subscription:
 * a probe subscription sent after it starts receiving, and the server handles a socket's messages
 * in order.
 */
async function listen(client: Client, channels: string[], queries: string[] = []): Promise<Listener> {
  const realtime = new Realtime(client);
  open.push(realtime);
  const events: Received[] = [];
  await realtime.subscribe(channels, (event) => events.push(event as Received), queries);
  const probe = `probe.${randomBytes(4).toString('hex')}`;
  let probed = false;
  await realtime.subscribe(probe, () => (probed = true));
  await eventually(
    () => {
      server.app.realtime.publish({ events: ['probe'], channels: [probe], payload: { probe: true }, readRoles: ['any'] });
      return probed || undefined;
    },
    5000,
    'the subscription to be active',
  );
  return { realtime, events, on: (channel) => events.filter((e) => e.channels.includes(channel)) };
}

/** Publishes a marker everyone may read and waits until every listener got it: whatever was published before has been handled. */
async function flush(channel: string, ...listeners: Listener[]): Promise<void> {
  const marker = randomBytes(4).toString('hex');
  server.app.realtime.publish({ events: ['marker'], channels: [channel], payload: { marker }, readRoles: ['any'] });
  for (const listener of listeners) {
    await eventually(() => (listener.events.some((e) => e.payload.marker === marker) ? true : undefined), 5000, 'the marker');
  }
}

function publishOrder(id: string, readRoles: string[], payload: Record<string, unknown> = {}) {
  server.app.realtime.publish({
    ...documentEvent('shop', 'orders', id, 'create'),
    payload: { $id: id, $collectionId: 'orders', $databaseId: 'shop', ...payload },
    readRoles,
  });
}

const ids = (listener: Listener) => listener.events.map((e) => e.payload.$id).filter(Boolean);

describe(`realtime through the SDK on ${TEST_ENGINE}`, () => {
  it('delivers a document event only to sockets whose user holds a read role', async () => {
    const [asAdmin, asAlice, asGuest] = await Promise.all([
      listen(admin.client(), ['documents']),
      listen(alice.client(), ['documents']),
      listen(server.client(), ['documents']),
    ]);
    publishOrder('order-admin-only', ['label:admin']);
    publishOrder('order-of-alice', [`user:${alice.userId}`, 'label:admin']);
    publishOrder('order-public', ['any']);
    await flush('documents', asAdmin, asAlice, asGuest);

    expect(ids(asAdmin)).toEqual(['order-admin-only', 'order-of-alice', 'order-public']);
    expect(ids(asAlice)).toEqual(['order-of-alice', 'order-public']);
    expect(ids(asGuest)).toEqual(['order-public']);

    const event = asAdmin.events[0];
    expect(event).toMatchObject({
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+00:00$/),
      subscriptions: [expect.any(String)],
      payload: { $id: 'order-admin-only' },
    });
    expect(event?.events).toContain('databases.shop.collections.orders.documents.order-admin-only.create');
    expect(event?.events).toContain('databases.*.collections.*.documents.*.create');
    expect(event?.channels).toContain('databases.shop.collections.orders.documents');
  });

  it('delivers a real file upload to subscribers of the bucket, the file and `files`', async () => {
    const fileId = ID.unique();
    const [bucketChannel, fileChannel, allFiles, otherBucket] = await Promise.all([
      listen(server.client(), [Channel.bucket('product-images').file().toString()]),
      listen(alice.client(), [Channel.bucket('product-images').file(fileId).toString()]),
      listen(bob.client(), ['files']),
      listen(bob.client(), [Channel.bucket('elsewhere').file().toString()]),
    ]);
    const file = await new Storage(admin.client()).createFile({
      bucketId: 'product-images',
      fileId,
      file: fileOf(await makeImage(), 'live.png'),
    });
    await eventually(() => (fileChannel.events.length > 0 ? true : undefined), 5000, 'the file event');
    await flush('files', allFiles);
    for (const listener of [bucketChannel, fileChannel, allFiles]) {
      const event = await eventually(() => listener.events.find((e) => e.payload.$id === fileId));
      expect(event.events).toContain(`buckets.product-images.files.${fileId}.create`);
      expect(event.events).toContain('buckets.*.files.*.create');
      expect(event.payload).toEqual(JSON.parse(JSON.stringify(file)));
    }
    await new Storage(admin.client()).deleteFile({ bucketId: 'product-images', fileId });
    const deleted = await eventually(() =>
      bucketChannel.events.find((e) => e.events.includes(`buckets.product-images.files.${fileId}.delete`)),
    );
    expect(deleted.payload.$id).toBe(fileId);
    await flush('files', allFiles);
    expect(otherBucket.events).toEqual([]);
  });

  it('rewrites `account` to the signed-in user’s own channel; guests get nothing on it', async () => {
    const [asAlice, asBob, asGuest] = await Promise.all([
      listen(alice.client(), ['account', 'documents']),
      listen(bob.client(), ['account', 'documents']),
      listen(server.client(), ['account', 'documents']),
    ]);
    server.app.realtime.publish({
      events: [`users.${alice.userId}.update.name`, 'users.*.update.name'],
      channels: ['account', `account.${alice.userId}`],
      payload: { $id: alice.userId, name: 'Alice' },
      readRoles: ['any'],
    });
    await flush('documents', asAlice, asBob, asGuest);
    expect(asAlice.on('account')).toHaveLength(1);
    expect(asBob.on('account')).toEqual([]);
    expect(asGuest.on('account')).toEqual([]);
  });

  it('a socket stops receiving the user’s private events once two-step verification is switched on, as HTTP does', async () => {
    const carol = await createTestUser(server, { emailVerification: true });
    const asCarol = await listen(carol.client(), ['documents']);
    publishOrder('order-before-mfa', [`user:${carol.userId}`]);
    await flush('documents', asCarol);
    expect(ids(asCarol)).toContain('order-before-mfa');

    await new Account(carol.client()).updateMFA({ mfa: true });
    expect(await appwriteFailure(new Account(carol.client()).get())).toMatchObject({ code: 401, type: 'user_more_factors_required' });
    // Past the socket's re-check interval, the next event is judged by the database as it is now.
    await settle(ROLE_RECHECK_MS + 100);
    publishOrder('order-after-mfa', [`user:${carol.userId}`]);
    await flush('documents', asCarol);
    expect(ids(asCarol)).not.toContain('order-after-mfa');
  });

  it('filters events server-side with subscription queries', async () => {
    const paid = await listen(admin.client(), ['documents'], [Query.equal('status', ['paid']), Query.greaterThan('totalCents', 1000)]);
    const either = await listen(admin.client(), ['documents'], [Query.or([Query.equal('status', 'refunded'), Query.isNull('status')])]);
    publishOrder('cheap-paid', ['any'], { status: 'paid', totalCents: 500 });
    publishOrder('big-paid', ['any'], { status: 'paid', totalCents: 5000 });
    publishOrder('refunded', ['any'], { status: 'refunded', totalCents: 5000 });
    publishOrder('no-status', ['any'], { totalCents: 5000 });
    const all = await listen(admin.client(), ['documents']);
    publishOrder('after', ['any'], { status: 'paid', totalCents: 2000 });
    await eventually(() => (ids(all).includes('after') ? true : undefined));
    await eventually(() => (ids(paid).includes('after') ? true : undefined));
    expect(ids(paid)).toEqual(['big-paid', 'after']);
    expect(ids(either)).toEqual(['refunded', 'no-status']);
  });

  it('stops delivering after unsubscribe', async () => {
    const realtime = new Realtime(alice.client());
    open.push(realtime);
    const first: Received[] = [];
    const second: Received[] = [];
    const a = await realtime.subscribe('documents', (e) => first.push(e as Received));
    await realtime.subscribe('documents', (e) => second.push(e as Received));
    await eventually(() => {
      publishOrder(`warmup-${Date.now()}`, ['any']);
      return first.length > 0 && second.length > 0 ? true : undefined;
    });
    await a.unsubscribe();
    const before = first.length;
    publishOrder('after-unsubscribe', ['any']);
    await eventually(() => (second.some((e) => e.payload.$id === 'after-unsubscribe') ? true : undefined));
    expect(first).toHaveLength(before);
  });

  it('re-checks the socket user’s roles: a new label starts delivery, a deleted session stops it', async () => {
    const carol = await createTestUser(server);
    const asCarol = await listen(carol.client(), ['documents']);
    publishOrder('admin-before', ['label:admin']);
    await flush('documents', asCarol);
    expect(ids(asCarol)).toEqual([]);

    await server.db.query(`UPDATE users SET labels = '{admin}' WHERE id = $1`, [carol.userId]);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    publishOrder('admin-after', ['label:admin']);
    await flush('documents', asCarol);
    expect(ids(asCarol)).toEqual(['admin-after']);

    await server.db.query('DELETE FROM sessions WHERE user_id = $1', [carol.userId]);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    publishOrder('users-after-logout', ['users']);
    await flush('documents', asCarol);
    expect(ids(asCarol)).toEqual(['admin-after']);
  });

  it('works with the legacy client.subscribe as well', async () => {
    const client = alice.client();
    const received: Received[] = [];
    const unsubscribe = client.subscribe<Record<string, unknown>>(['documents'], (event) => received.push(event as Received));
    try {
      await eventually(() => {
        publishOrder(`legacy-${Date.now()}`, [`user:${alice.userId}`]);
        return received.length > 0 ? true : undefined;
      });
      expect(received[0]?.subscriptions).toHaveLength(1);
    } finally {
      unsubscribe();
      // The legacy client closes its socket on a 50 ms timer; let it, before the server goes away.
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  });
});
