import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ID, Storage } from 'appwrite';
import { type SecondInstance, type TestServer, startSecondInstance, startTestServer } from '../helpers/test-server.ts';
import { type TestUser, createTestAdmin } from '../helpers/sessions.ts';
import { type Frame, RawSocket, settle } from '../helpers/realtime-clients.ts';
import { fileOf, makeImage } from '../helpers/images.ts';

/**
 * Two server instances on ONE PostgreSQL database: an event published on one reaches the
 * subscribers of the other through LISTEN/NOTIFY, exactly once everywhere. (On PGlite there is
 * one process and nothing to fan out, so this suite runs on PostgreSQL only.)
 */
// Runs only in the server:postgres project (vitest.config.ts): PGlite keeps events in one process.
describe('realtime across server instances on PostgreSQL', () => {
  let a: TestServer;
  let b: SecondInstance;
  let admin: TestUser;
  const sockets: RawSocket[] = [];

  beforeAll(async () => {
    a = await startTestServer();
    b = await startSecondInstance(a);
    admin = await createTestAdmin(a);
  });

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await b?.close();
    await a?.close();
  });

  async function subscriber(endpoint: string, headers: Record<string, string> = {}): Promise<RawSocket> {
    const socket = await RawSocket.open(endpoint, 'project=pura', headers);
    sockets.push(socket);
    await socket.next('connected');
    socket.send({ type: 'subscribe', data: [{ subscriptionId: 'docs', channels: ['documents', 'files'] }] });
    await socket.next('response');
    return socket;
  }

  const events = (socket: RawSocket, id: string) =>
    socket.frames.filter((f: Frame) => f.type === 'event' && (f.data as { payload: { $id?: string } }).payload.$id === id);

  it('delivers an event published on A to a subscriber on B, and once to a subscriber on A', async () => {
    const onA = await subscriber(a.endpoint);
    const onB = await subscriber(b.endpoint);
    a.app.realtime.publish({ events: ['doc.create'], channels: ['documents'], payload: { $id: 'from-a' }, readRoles: ['any'] });
    await onB.next('event', (f) => (f.data as { payload: { $id: string } }).payload.$id === 'from-a');
    await onA.next('event', (f) => (f.data as { payload: { $id: string } }).payload.$id === 'from-a');
    await settle(500);
    expect(events(onA, 'from-a')).toEqual([]);
    expect(events(onB, 'from-a')).toEqual([]);
  });

  it('carries events larger than a NOTIFY payload through the events table', async () => {
    const onB = await subscriber(b.endpoint);
    const description = 'ä'.repeat(9000);
    a.app.realtime.publish({ events: ['doc.update'], channels: ['documents'], payload: { $id: 'large', description }, readRoles: ['any'] });
    const event = await onB.next('event', (f) => (f.data as { payload: { $id: string } }).payload.$id === 'large');
    expect((event.data as { payload: { description: string } }).payload.description).toBe(description);
  });

  it('applies permissions on the receiving instance', async () => {
    const guestOnB = await subscriber(b.endpoint);
    const adminOnB = await subscriber(b.endpoint, { 'x-appwrite-session': admin.cookie });
    a.app.realtime.publish({ events: ['doc.create'], channels: ['documents'], payload: { $id: 'secret' }, readRoles: ['label:admin'] });
    a.app.realtime.publish({ events: ['doc.create'], channels: ['documents'], payload: { $id: 'after-secret' }, readRoles: ['any'] });
    await adminOnB.next('event', (f) => (f.data as { payload: { $id: string } }).payload.$id === 'secret');
    await guestOnB.next('event', (f) => (f.data as { payload: { $id: string } }).payload.$id === 'after-secret');
    expect(events(guestOnB, 'secret')).toEqual([]);
  });

  it('delivers a file uploaded through A to a subscriber on B', async () => {
    const onB = await subscriber(b.endpoint);
    const fileId = ID.unique();
    await new Storage(admin.client()).createFile({ bucketId: 'product-images', fileId, file: fileOf(await makeImage(), 'cross.png') });
    const event = await onB.next('event', (f) => (f.data as { payload: { $id: string } }).payload.$id === fileId);
    expect((event.data as { events: string[] }).events).toContain(`buckets.product-images.files.${fileId}.create`);
  });
});
