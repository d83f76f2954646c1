import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Databases, Query } from 'appwrite';
import { type TestServer, TEST_ENGINE, startTestServer } from '../helpers/test-server.ts';
import { type SignedIn, createSignedInUser, latestMail } from '../helpers/accounts.ts';
import { listMailTo } from '../../src/infra/mail/outbox.ts';
import { listIntentEvents } from '../../src/shop/payments/test-processor/test-intent-store.ts';
import { paymentProviderFor } from '../../src/shop/payments/payment-providers.ts';
import { RawSocket } from '../helpers/realtime-clients.ts';
import {
  ADDRESS,
  CARDS,
  authenticate,
  card,
  complete,
  confirmCard,
  createProduct,
  createSession,
  openSession,
  ordersOf,
  routineProducts,
  stockOf,
} from './checkout-fixtures.ts';

/** Paying with the built-in test processor's cards, and the orders that come of it, over real HTTP. */
describe(`test card payments and orders on ${TEST_ENGINE}`, () => {
  let server: TestServer;
  let shopper: SignedIn & { email: string; user: { $id: string } };
  let stranger: SignedIn;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMITS: 'off' });
    shopper = await createSignedInUser(server, { name: 'Ada' });
    stranger = await createSignedInUser(server);
  });
  afterAll(() => server.close());

  it('4242 pays: one completed order with the charged amounts, stock taken, a confirmation mail, readable only by its owner', async () => {
    const serum = await createProduct(server, { name: 'Vitamin C Serum', price: 34.99, stock: 5 });
    const balm = await createProduct(server, { name: 'Repair Lip Balm', price: 12.99, stock: 5 });
    const [shampoo, conditioner, ...restOfRoutine] = await routineProducts(server, undefined, 5);
    if (!shampoo || !conditioner) throw new Error('the haircare routine has fewer than two products');
    const session = await openSession(
      server,
      shopper.cookieHeader,
      [
        { productId: serum.$id, quantity: 1, isBundle: false },
        // A bundle flag on a product outside any routine earns nothing, and the order says so.
        { productId: balm.$id, quantity: 2, isBundle: true },
        { productId: shampoo.$id, quantity: 1, isBundle: true },
        { productId: conditioner.$id, quantity: 2, isBundle: true },
        ...restOfRoutine.map((product) => ({ productId: product.$id, quantity: 1, isBundle: true })),
      ],
      { customPackagingName: '  For Grace  ' },
    );
    expect(session.totals.bundleDiscountCents).toBe((restOfRoutine.length + 3) * 300);
    const { status, body } = await confirmCard(server, shopper.cookieHeader, session.clientSecret, card(CARDS.success));
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 'succeeded',
      paymentIntentId: session.paymentIntentId,
      order: { reference: expect.stringMatching(/^ORD-\d{6}$/), totalCents: session.totals.totalCents },
    });
    const { order } = body as { order: { id: string; reference: string } };

    expect(await stockOf(server, serum.$id)).toBe(4);
    expect(await stockOf(server, balm.$id)).toBe(3);
    expect(await stockOf(server, conditioner.$id)).toBe(3);

    const [stored] = await ordersOf(server, session.paymentIntentId);
    expect(stored).toMatchObject({
      $id: order.id,
      reference: order.reference,
      userId: shopper.user.$id,
      email: shopper.email,
      status: 'completed',
      customPackagingName: 'For Grace',
      subtotal: session.totals.subtotalCents / 100,
      tax: session.totals.taxCents / 100,
      total: session.totals.totalCents / 100,
    });
    const items = JSON.parse(stored?.items as string) as Array<{
      id: string;
      name: string;
      price: number;
      quantity: number;
      isBundle: boolean;
      discount: number;
    }>;
    expect(items.map(({ name, price, quantity, isBundle }) => ({ name, price, quantity, isBundle }))).toEqual([
      { name: 'Vitamin C Serum', price: 34.99, quantity: 1, isBundle: false },
      { name: 'Repair Lip Balm', price: 12.99, quantity: 2, isBundle: false },
      { name: shampoo.name, price: 20, quantity: 1, isBundle: true },
      { name: conditioner.name, price: 20, quantity: 2, isBundle: true },
      ...restOfRoutine.map((product) => ({ name: product.name, price: 20, quantity: 1, isBundle: true })),
    ]);
    // The documented invariant: subtotal − Σ discount + tax = total (in cents, no float drift).
    const discountCents = items.reduce((sum, item) => sum + Math.round(item.discount * 100), 0);
    expect(discountCents).toBe(session.totals.bundleDiscountCents);
    expect(session.totals.subtotalCents - discountCents + session.totals.taxCents).toBe(session.totals.totalCents);
    expect(JSON.parse(stored?.shippingAddress as string)).toEqual(ADDRESS);
    expect(JSON.parse(stored?.statusHistory as string)).toEqual([{ status: 'completed', at: expect.any(String), by: 'payment' }]);

    const mail = await latestMail(server, shopper.email);
    expect(mail).toMatchObject({ kind: 'order-confirmation', subject: `Your Pura order ${order.reference}` });
    const mailLines = [
      '1 × Vitamin C Serum — €34.99',
      '2 × Repair Lip Balm — €25.98',
      `2 × ${conditioner.name} (routine) — €40.00`,
      `Bundle discount (15%): −€${((restOfRoutine.length + 3) * 3).toFixed(2)}`,
    ];
    for (const text of [...mailLines, 'Shipping: Free', 'For Grace', '12 Garden Lane', '10115 Berlin', order.reference]) {
      expect(mail?.text).toContain(text);
    }
    expect(mail?.text).toContain(`Total: €${(session.totals.totalCents / 100).toFixed(2)}`);
    expect(mail?.html).toContain('#faf7f0');

    const mine = await new Databases(shopper.client).listDocuments({
      databaseId: 'shop',
      collectionId: 'orders',
      queries: [Query.equal('userId', shopper.user.$id)],
    });
    expect(mine.documents.map((d) => d.$id)).toEqual([order.id]);
    const theirs = await new Databases(stranger.client).listDocuments({ databaseId: 'shop', collectionId: 'orders' });
    expect(theirs.documents).toEqual([]);
    await expect(
      new Databases(stranger.client).getDocument({ databaseId: 'shop', collectionId: 'orders', documentId: order.id }),
    ).rejects.toMatchObject({ code: 404 });

    const events = await listIntentEvents(server.db, session.paymentIntentId);
    expect(events).toEqual([
      { from: null, to: 'requires_payment_method', reason: 'created', cardLast4: null },
      { from: 'requires_payment_method', to: 'succeeded', reason: 'card accepted', cardLast4: '4242' },
    ]);
  });

  it('20 duplicate confirm and 20 complete calls in parallel make exactly one order and one mail', async () => {
    const product = await createProduct(server, { stock: 4 });
    const session = await openSession(server, shopper.cookieHeader, [{ productId: product.$id, quantity: 2, isBundle: false }]);
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, () => confirmCard(server, shopper.cookieHeader, session.clientSecret, card(CARDS.success))),
      ...Array.from({ length: 20 }, () => complete(server, shopper.cookieHeader, session.paymentIntentId)),
    ]);
    const paid = answers.filter((a) => a.status === 200 && a.body.status === 'succeeded');
    // A complete that overtakes the first confirm sees an unpaid intent; every other call sees the one order.
    expect(paid.length).toBeGreaterThanOrEqual(20);
    expect(answers.every((a) => a.status === 200 || a.status === 402)).toBe(true);
    const orderIds = new Set(paid.map((a) => (a.body.order as { id: string }).id));
    expect(orderIds.size).toBe(1);
    expect(await ordersOf(server, session.paymentIntentId)).toHaveLength(1);
    expect(await stockOf(server, product.$id)).toBe(2);
    const mails = (await listMailTo(server.db, shopper.email, 100)).filter(
      (m) => m.kind === 'order-confirmation' && m.text.includes(String((paid[0]?.body.order as { reference: string }).reference)),
    );
    expect(mails).toHaveLength(1);
  });

  it.each([
    ['declined', CARDS.declined, { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' }],
    [
      'insufficient funds',
      CARDS.insufficientFunds,
      { type: 'card_error', code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
    ],
  ])('a %s card answers 402 with its message, makes no order and frees the stock', async (_label, number, paymentError) => {
    const product = await createProduct(server, { name: 'Clay Mask', stock: 1 });
    const line = [{ productId: product.$id, quantity: 1, isBundle: false }];
    const session = await openSession(server, shopper.cookieHeader, line);
    const { status, body } = await confirmCard(server, shopper.cookieHeader, session.clientSecret, card(number));
    expect(status).toBe(402);
    expect(body).toMatchObject({ code: 402, type: 'payment_failed', message: paymentError.message, paymentError });
    expect(await ordersOf(server, session.paymentIntentId)).toEqual([]);
    expect(await stockOf(server, product.$id)).toBe(1);
    // The held unit is free again: another shopper can check it out.
    await openSession(server, stranger.cookieHeader, line);
    // And the refused checkout stays refused.
    expect((await complete(server, shopper.cookieHeader, session.paymentIntentId)).status).toBe(402);
  });

  it('the authentication card asks for the extra step, then pays when approved', async () => {
    const product = await createProduct(server, { stock: 2 });
    const session = await openSession(server, shopper.cookieHeader, [{ productId: product.$id, quantity: 1, isBundle: false }]);
    const first = await confirmCard(server, shopper.cookieHeader, session.clientSecret, card(CARDS.authentication));
    expect(first).toMatchObject({
      status: 200,
      body: { status: 'requires_action', paymentIntentId: session.paymentIntentId, action: { type: 'authenticate' } },
    });
    expect(await ordersOf(server, session.paymentIntentId)).toEqual([]);
    const approved = await authenticate(server, shopper.cookieHeader, session.clientSecret, 'approve');
    expect(approved).toMatchObject({
      status: 200,
      body: { status: 'succeeded', order: { reference: expect.stringMatching(/^ORD-\d{6}$/) } },
    });
    expect(await stockOf(server, product.$id)).toBe(1);
  });

  it('a failed authentication answers a card_error, makes no order and frees the stock', async () => {
    const product = await createProduct(server, { stock: 1 });
    const line = [{ productId: product.$id, quantity: 1, isBundle: false }];
    const session = await openSession(server, shopper.cookieHeader, line);
    await confirmCard(server, shopper.cookieHeader, session.clientSecret, card(CARDS.authentication));
    const failed = await authenticate(server, shopper.cookieHeader, session.clientSecret, 'fail');
    expect(failed).toMatchObject({
      status: 402,
      body: { type: 'payment_failed', paymentError: { type: 'card_error', code: 'payment_intent_authentication_failure' } },
    });
    expect(await ordersOf(server, session.paymentIntentId)).toEqual([]);
    await openSession(server, stranger.cookieHeader, line);
  });

  const year = new Date().getUTCFullYear();
  it.each([
    ['a number failing the Luhn check', card('4242 4242 4242 4241'), 'Your card number is incorrect.'],
    ['a too short number', card('4242 4242'), 'Your card number is incorrect.'],
    ['letters in the number', card('4242 4242 4242 424x'), 'Your card number is incorrect.'],
    ['an empty number', card(''), 'Your card number is incomplete.'],
    ['a half-typed expiry', card(CARDS.success, { expiry: '12/' }), "Your card's expiration date is incomplete."],
    ['month 13', card(CARDS.success, { expiry: '13/30' }), "Your card's expiration month is invalid."],
    [
      'last year',
      card(CARDS.success, { expiry: `12/${String((year - 1) % 100).padStart(2, '0')}` }),
      "Your card's expiration year is in the past.",
    ],
    ['a two-digit CVC', card(CARDS.success, { cvc: '12' }), "Your card's security code is incomplete."],
    ['a three-digit CVC on an Amex card', card('3782 822463 10005', { cvc: '123' }), "Your card's security code is incomplete."],
  ])('%s answers 400 validation_error and leaves the payment open', async (_label, badCard, message) => {
    const product = await createProduct(server, { stock: 1 });
    const session = await openSession(server, shopper.cookieHeader, [{ productId: product.$id, quantity: 1, isBundle: false }]);
    const refused = await confirmCard(server, shopper.cookieHeader, session.clientSecret, badCard);
    expect(refused).toMatchObject({
      status: 400,
      body: { code: 400, type: 'payment_card_invalid', message, paymentError: { type: 'validation_error', message } },
    });
    // The typo can be corrected on the same checkout.
    expect((await confirmCard(server, shopper.cookieHeader, session.clientSecret, card(CARDS.success))).body).toMatchObject({
      status: 'succeeded',
    });
  });

  it("another shopper cannot confirm, authenticate or complete someone else's payment", async () => {
    const product = await createProduct(server, { stock: 1 });
    const session = await openSession(server, shopper.cookieHeader, [{ productId: product.$id, quantity: 1, isBundle: false }]);
    for (const answer of [
      await confirmCard(server, stranger.cookieHeader, session.clientSecret, card(CARDS.success)),
      await authenticate(server, stranger.cookieHeader, session.clientSecret, 'approve'),
      await complete(server, stranger.cookieHeader, session.paymentIntentId),
    ]) {
      expect(answer).toMatchObject({ status: 404, body: { type: 'payment_intent_not_found', message: 'Payment not found.' } });
    }
    expect((await confirmCard(server, '', session.clientSecret, card(CARDS.success))).status).toBe(401);
    expect(await paymentProviderFor(server.app).retrieveIntent(session.paymentIntentId)).toMatchObject({
      status: 'requires_payment_method',
    });
    expect(await ordersOf(server, session.paymentIntentId)).toEqual([]);
  });

  it('publishes the stock change to realtime subscribers of products, like every document write', async () => {
    const product = await createProduct(server, { stock: 7 });
    const socket = await RawSocket.open(server.endpoint, 'project=pura&channels[]=databases.shop.collections.products.documents');
    try {
      await socket.next('connected');
      const session = await openSession(server, shopper.cookieHeader, [{ productId: product.$id, quantity: 3, isBundle: false }]);
      await confirmCard(server, shopper.cookieHeader, session.clientSecret, card(CARDS.success));
      const event = await socket.next('event', (frame) => (frame.data as { payload: { $id: string } }).payload.$id === product.$id);
      expect(event.data).toMatchObject({
        events: expect.arrayContaining([`databases.shop.collections.products.documents.${product.$id}.update`]),
        payload: { stock: 4 },
      });
    } finally {
      socket.close();
    }
  });

  it('an unknown client secret or intent answers 404', async () => {
    expect((await confirmCard(server, shopper.cookieHeader, 'pi_test_nope_secret_nope', card(CARDS.success))).status).toBe(404);
    expect((await complete(server, shopper.cookieHeader, 'pi_test_nope')).status).toBe(404);
  });

  it('creating an intent twice with one idempotency key yields one intent', async () => {
    const provider = paymentProviderFor(server.app);
    const input = {
      amountMinorUnits: 1234,
      currency: 'eur' as const,
      idempotencyKey: `key-${Date.now()}`,
      metadata: { userId: shopper.user.$id },
    };
    const [a, b] = await Promise.all([provider.createIntent(input), provider.createIntent(input)]);
    expect(a).toEqual(b);
    await expect(provider.createIntent({ ...input, amountMinorUnits: 999 })).rejects.toThrow(/different amount/);
  });

  it('refuses a checkout for an unknown cart product before any payment', async () => {
    expect((await createSession(server, shopper.cookieHeader, [{ productId: 'missing', quantity: 1, isBundle: false }])).status).toBe(400);
  });
});
