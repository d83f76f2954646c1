import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Databases, Query } from 'appwrite';
import { type TestServer, TEST_ENGINE, startTestServer } from '../helpers/test-server.ts';
import { type SignedIn, createSignedInAdmin, createSignedInUser } from '../helpers/accounts.ts';
import { serverDocuments } from '../../src/appwrite/databases/server-documents.ts';
import { latestMail } from '../helpers/accounts.ts';
import { adminApi, orderOf } from './admin-fixtures.ts';
import { CARDS, card, confirmCard, createProduct, openSession, ordersOf } from '../checkout/checkout-fixtures.ts';

let server: TestServer;
let admin: SignedIn & { user: { $id: string } };
let customer: SignedIn & { user: { $id: string }; email: string };

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMITS: 'off' });
  admin = await createSignedInAdmin(server);
  customer = await createSignedInUser(server);
  const docs = serverDocuments(server.app);
  await docs.create('products', {
    documentId: 'rose-cream',
    data: { name: 'Rose Cream', price: 24.99, description: 'Rich.', category: 'Skincare', stock: 4 },
  });
  await docs.create('products', {
    documentId: 'lip-balm',
    data: { name: 'Lip Balm', price: 12.99, description: 'Soft.', category: 'Lipcare', stock: 0 },
  });
  await docs.create('products', {
    documentId: 'gift-card',
    data: { name: 'Gift Card', price: 25, description: 'Any amount.', category: 'Gifts' },
  });
});
afterAll(() => server.close());

async function placeOrder(status = 'completed') {
  const lines = [
    { id: 'rose-cream', name: 'Rose Cream', price: 24.99, quantity: 2 },
    { id: 'lip-balm', name: 'Lip Balm', price: 12.99, quantity: 1, isBundle: true },
    { id: 'lip-balm', name: 'Lip Balm', price: 12.99, quantity: 2 },
    { id: 'gift-card', name: 'Gift Card', price: 25, quantity: 1 },
    { id: 'discontinued-toner', name: 'Old Toner', price: 9.99, quantity: 1 },
  ];
  const order = await serverDocuments(server.app).create('orders', {
    data: orderOf(customer.user.$id, customer.email, lines, { status }),
    permissions: [`read("user:${customer.user.$id}")`],
  });
  return order.$id;
}

const SHIPMENT = { carrier: 'DHL', trackingNumber: 'JD014600006281230' };
const setStatus = (orderId: string, status: string, extra: Record<string, unknown> = status === 'shipped' ? SHIPMENT : {}) =>
  adminApi(server, `/orders/${orderId}/status`, { method: 'PATCH', body: { status, ...extra }, cookie: admin.cookieHeader });
const stockOf = async (id: string) => (await serverDocuments(server.app).get('products', id))?.stock;

describe(`order status changes (${TEST_ENGINE})`, () => {
  it('records the status, updatedAt and a history entry, and the customer sees it in their order list', async () => {
    const orderId = await placeOrder();
    const before = await serverDocuments(server.app).get('orders', orderId);
    const response = await setStatus(orderId, 'shipped');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ $id: orderId, status: 'shipped' });
    expect(Date.parse(String(response.body?.updatedAt))).toBeGreaterThanOrEqual(Date.parse(String(before?.updatedAt)));
    const history = JSON.parse(String(response.body?.statusHistory)) as Array<{ at: string }>;
    expect(history).toEqual([{ status: 'shipped', at: expect.any(String), by: admin.user.$id, ...SHIPMENT }]);
    expect(Date.parse(history[0]?.at ?? '')).toBe(Date.parse(String(response.body?.updatedAt)));

    const mail = await latestMail(server, customer.email);
    expect(mail).toMatchObject({ kind: 'order-shipped', subject: `Your Pura order ${String(before?.reference)} has shipped` });
    expect(mail?.text).toContain('/profile');
    expect(mail?.text).toContain('Carrier: DHL');
    expect(mail?.text).toContain('Tracking number: JD014600006281230');
    expect(mail?.html).toContain('JD014600006281230');

    await setStatus(orderId, 'delivered');
    // Delivered is no news to the customer: no further mail.
    expect((await latestMail(server, customer.email))?.id).toBe(mail?.id);
    const mine = await new Databases(customer.client).listDocuments({
      databaseId: 'shop',
      collectionId: 'orders',
      queries: [Query.equal('userId', customer.user.$id)],
    });
    const seen = mine.documents.find((d) => d.$id === orderId) as unknown as { status: string; statusHistory: string };
    expect(seen.status).toBe('delivered');
    // The later change keeps the shipping entry's carrier and tracking number.
    expect(JSON.parse(seen.statusHistory)).toEqual([
      expect.objectContaining({ status: 'shipped', ...SHIPMENT }),
      expect.objectContaining({ status: 'delivered' }),
    ]);
    expect(await stockOf('rose-cream')).toBe(4);
  });

  it('puts the stock of a cancelled paid order back, once, leaving unlimited and deleted products alone', async () => {
    const orderId = await placeOrder('processing');
    const response = await setStatus(orderId, 'cancelled');
    expect(response.status).toBe(200);
    // The shop moves no money: the mail promises the refund, it does not claim it was made.
    const cancelled = await latestMail(server, customer.email);
    expect(cancelled).toMatchObject({ kind: 'order-cancelled' });
    expect(cancelled?.text).toContain('we will refund the payment to your card');
    expect(await stockOf('rose-cream')).toBe(6);
    expect(await stockOf('lip-balm')).toBe(3);
    expect(await stockOf('gift-card')).toBeNull();

    // Refunding it afterwards releases nothing more.
    expect((await setStatus(orderId, 'refunded')).status).toBe(200);
    expect(await stockOf('rose-cream')).toBe(6);
    expect(await stockOf('lip-balm')).toBe(3);
  });

  it('puts back only what the payment took when stock ran short before it was paid', async () => {
    const serum = await createProduct(server, { stock: 3 });
    const session = await openSession(server, customer.cookieHeader, [{ productId: serum.$id, quantity: 2, isBundle: false }]);
    // Staff count the shelf while the shopper pays and find one unit.
    await serverDocuments(server.app).update('products', serum.$id, { data: { stock: 1 } });
    expect((await confirmCard(server, customer.cookieHeader, session.clientSecret, card(CARDS.success))).status).toBe(200);
    const [order] = await ordersOf(server, session.paymentIntentId);
    expect(await stockOf(serum.$id)).toBe(0);
    expect(JSON.parse(String(order?.stockTaken))).toEqual({ [serum.$id]: 1 });

    expect((await setStatus(String(order?.$id), 'cancelled')).status).toBe(200);
    // One unit was taken, so one comes back: two would invent a unit nobody can ship.
    expect(await stockOf(serum.$id)).toBe(1);
  });

  it('puts back the whole quantity of an order paid with stock to spare', async () => {
    const serum = await createProduct(server, { stock: 5 });
    const session = await openSession(server, customer.cookieHeader, [{ productId: serum.$id, quantity: 2, isBundle: false }]);
    expect((await confirmCard(server, customer.cookieHeader, session.clientSecret, card(CARDS.success))).status).toBe(200);
    const [order] = await ordersOf(server, session.paymentIntentId);
    expect(await stockOf(serum.$id)).toBe(3);
    expect((await setStatus(String(order?.$id), 'refunded')).status).toBe(200);
    expect(await stockOf(serum.$id)).toBe(5);
  });

  it('releases stock when a paid order is refunded directly, and not for an unpaid (pending) one', async () => {
    const paid = await placeOrder('delivered');
    await setStatus(paid, 'refunded');
    expect(await stockOf('rose-cream')).toBe(8);
    const unpaid = await placeOrder('pending');
    await setStatus(unpaid, 'cancelled');
    expect(await stockOf('rose-cream')).toBe(8);
  });

  it('releases stock only once when two admins cancel at the same time', async () => {
    const orderId = await placeOrder();
    const answers = await Promise.all([setStatus(orderId, 'cancelled'), setStatus(orderId, 'cancelled')]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(await stockOf('rose-cream')).toBe(10);
    const order = await serverDocuments(server.app).get('orders', orderId);
    expect(JSON.parse(String(order?.statusHistory))).toHaveLength(1);
  });

  it('moves a status only forward, and ships only with a carrier and a tracking number', async () => {
    const orderId = await placeOrder('processing');
    const bare = await setStatus(orderId, 'shipped', {});
    expect(bare.status).toBe(400);
    expect(bare.body).toMatchObject({
      type: 'general_argument_invalid',
      message: 'Enter the carrier and the tracking number: the shipping e-mail gives them to the customer.',
    });
    const blank = await setStatus(orderId, 'shipped', { carrier: '  ', trackingNumber: 'X1' });
    expect(blank.status).toBe(400);
    const long = await setStatus(orderId, 'shipped', { carrier: 'DHL', trackingNumber: '9'.repeat(101) });
    expect(long.status).toBe(400);
    expect(long.body?.message).toContain('at most 100 characters');
    expect((await serverDocuments(server.app).get('orders', orderId))?.status).toBe('processing');

    expect((await setStatus(orderId, 'shipped')).status).toBe(200);
    for (const back of ['processing', 'completed', 'pending']) {
      const answer = await setStatus(orderId, back);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        type: 'general_argument_invalid',
        message: `This order is already shipped: an order's status only moves forward, so it cannot go back to ${back}.`,
      });
    }
    // Cancelling stays open at every step.
    expect((await setStatus(orderId, 'cancelled')).status).toBe(200);
  });

  it('refuses to reopen a cancelled order, an unknown status and an unknown order, with readable messages', async () => {
    const orderId = await placeOrder();
    await setStatus(orderId, 'cancelled');
    const reopen = await setStatus(orderId, 'shipped');
    expect(reopen.status).toBe(400);
    expect(reopen.body).toMatchObject({ type: 'general_argument_invalid', message: expect.stringContaining('cancelled') });

    const bad = await setStatus(orderId, 'lost');
    expect(bad.status).toBe(400);
    expect(bad.body?.message).toContain('pending, completed, processing, shipped, delivered, cancelled, refunded');

    const missing = await setStatus('no-such-order', 'shipped');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ type: 'document_not_found' });
  });
});
