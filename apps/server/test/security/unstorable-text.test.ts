import { Account } from 'appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverDocuments } from '../../src/appwrite/databases/server-documents.ts';
import { installErrorHandler } from '../../src/http/error-handler.ts';
import { createSignedInUser, uniqueEmail } from '../helpers/accounts.ts';
import { raw } from '../helpers/raw-request.ts';
import { type TestServer, TEST_ENGINE, startTestServer } from '../helpers/test-server.ts';
import { createProduct, createSession, postJson } from '../checkout/checkout-fixtures.ts';

/**
 * PostgreSQL cannot store a NUL character, nor (in jsonb) half of a surrogate pair. Text holding
 * one once reached the database from the account name, preferences, push targets and sign-up, and
 * came back as a 500. Every place that stores what a caller typed now refuses it with a 400 that
 * says so, and stores nothing.
 */
const UNSTORABLE = [
  ['a NUL character', 'Rose\u0000Serum'],
  ['half of a surrogate pair', 'Rose\ud83cSerum'],
] as const;

describe(`text the database cannot store, on ${TEST_ENGINE}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMITS: 'off' });
  });
  afterAll(() => server.close());

  // Raw JSON, as any client may send it: JSON.stringify escapes half a surrogate pair as \ud83c,
  // which the server reads back as it was, where the SDK's serialiser lets the browser turn it
  // into U+FFFD on the way.
  const send = (method: string, path: string, body: unknown, cookie?: string) => raw(server, method, path, { body, cookie });

  describe.each(UNSTORABLE)('with %s', (_label, text) => {
    it('is refused in a sign-up name, and no account is created', async () => {
      const email = uniqueEmail('nul');
      const failure = await send('POST', '/account', { userId: 'unique()', email, password: 'correct horse battery', name: text });
      expect(failure).toMatchObject({
        status: 400,
        body: {
          type: 'general_argument_invalid',
          message: 'Invalid `name` param: Value must be valid text without NUL characters or broken Unicode',
        },
      });
      const { rows } = await server.db.query('SELECT 1 FROM users WHERE email = $1', [email]);
      expect(rows).toEqual([]);
    });

    it('is refused in a new name and in preferences, keys included, and the account keeps what it had', async () => {
      const { client, cookieHeader } = await createSignedInUser(server, { name: 'Ada' });
      const account = new Account(client);
      await account.updatePrefs({ prefs: { theme: 'sage' } });
      expect(await send('PATCH', '/account/name', { name: text }, cookieHeader)).toMatchObject({
        status: 400,
        body: { type: 'general_argument_invalid' },
      });
      for (const prefs of [{ theme: text }, { [text]: 'sage' }, { routine: { steps: ['cleanse', text] } }]) {
        expect(await send('PATCH', '/account/prefs', { prefs }, cookieHeader)).toMatchObject({
          status: 400,
          body: {
            message:
              'Invalid `prefs` param: Value must be a valid object whose keys and texts contain no NUL characters or broken Unicode.',
          },
        });
      }
      expect(await account.get()).toMatchObject({ name: 'Ada', prefs: { theme: 'sage' } });
    });

    it('is refused in a push target, and none is added', async () => {
      const { cookieHeader, user } = await createSignedInUser(server);
      const failure = await send('POST', '/account/targets/push', { targetId: 'unique()', identifier: `token-${text}` }, cookieHeader);
      expect(failure).toMatchObject({
        status: 400,
        body: { message: 'Invalid `identifier` param: Value must be valid text without NUL characters or broken Unicode' },
      });
      const { rows } = await server.db.query('SELECT 1 FROM push_targets WHERE user_id = $1', [user.$id]);
      expect(rows).toEqual([]);
    });

    it('is refused in a contact message, which is not stored', async () => {
      const before = (await serverDocuments(server.app).list('contact_messages', [], { total: true })).total;
      const body = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', subject: text, message: 'Is the serum vegan?' };
      const { status, body: answer } = await postJson(server, '/api/send-contact-email', body);
      expect(status).toBe(400);
      expect(answer).toMatchObject({
        message: 'Subject must not contain NUL characters or broken Unicode',
        type: 'general_argument_invalid',
      });
      expect((await serverDocuments(server.app).list('contact_messages', [], { total: true })).total).toBe(before);
    });

    it('is refused in a checkout’s address and package name, and no stock is held', async () => {
      const { cookieHeader } = await createSignedInUser(server);
      const product = await createProduct(server, { stock: 5 });
      const items = [{ productId: product.$id, quantity: 1, isBundle: false }];
      const address = await createSession(server, cookieHeader, items, {
        shippingAddress: { firstName: 'Ada', lastName: 'Lovelace', address: text, city: 'Berlin', zipCode: '10115' },
      });
      expect(address).toMatchObject({ status: 400, body: { message: 'Your address must not contain NUL characters or broken Unicode' } });
      const packaging = await createSession(server, cookieHeader, items, { customPackagingName: text });
      expect(packaging).toMatchObject({ status: 400, body: { message: 'Package name must not contain NUL characters or broken Unicode' } });
      const { rows } = await server.db.query('SELECT 1 FROM stock_reservation_lines WHERE product_id = $1', [product.$id]);
      expect(rows).toEqual([]);
    });

    it('is refused in an analytics event, which is not stored', async () => {
      const before = (await server.db.query('SELECT count(*)::int AS n FROM analytics_events')).rows[0];
      const event = { name: 'add_to_cart', properties: { productId: 'peptide-cream', name: text, price: 32.99 } };
      expect(await postJson(server, '/api/events', event)).toMatchObject({
        status: 400,
        body: { message: 'Invalid `properties.name` param: Value must not contain NUL characters or broken Unicode' },
      });
      expect((await server.db.query('SELECT count(*)::int AS n FROM analytics_events')).rows[0]).toEqual(before);
    });
  });

  it('keeps emoji and other scripts, which are whole text', async () => {
    const { client } = await createSignedInUser(server);
    const account = new Account(client);
    await account.updateName({ name: 'Zoë 🌿 日本' });
    await account.updatePrefs({ prefs: { '🌿': 'Grüße 👩🏽‍🔬' } });
    expect(await account.get()).toMatchObject({ name: 'Zoë 🌿 日本', prefs: { '🌿': 'Grüße 👩🏽‍🔬' } });
  });
});

describe('the error handler, under a check that was missed', () => {
  it('answers PostgreSQL’s refusal of such text with a 400 that says what is wrong, not a 500', async () => {
    const { default: Fastify } = await import('fastify');
    const app = Fastify();
    installErrorHandler(app);
    app.get('/nul', async () => {
      throw Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
    });
    app.get('/jsonb', async () => {
      throw Object.assign(new Error('unsupported Unicode escape sequence'), { code: '22P05' });
    });
    app.get('/other', async () => {
      throw Object.assign(new Error('division by zero'), { code: '22012' });
    });
    for (const path of ['/nul', '/jsonb']) {
      const response = await app.inject({ url: path });
      expect(response.statusCode, path).toBe(400);
      expect(response.json(), path).toMatchObject({
        type: 'general_argument_invalid',
        message: 'Text must not contain NUL characters or broken Unicode.',
      });
    }
    expect((await app.inject({ url: '/other' })).statusCode).toBe(500);
    await app.close();
  });
});
