import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Account } from 'appwrite';
import { type TestServer, startTestServer, TEST_ENGINE } from '../helpers/test-server.ts';
import { createSignedInAdmin, createSignedInUser, createUser, uniqueEmail } from '../helpers/accounts.ts';
import { appwriteFailure } from '../helpers/appwrite-failure.ts';
import { raw } from '../helpers/raw-request.ts';
import { serverDocuments } from '../../src/appwrite/databases/server-documents.ts';
import { orderOf } from '../admin/admin-fixtures.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMITS: 'off' });
});
afterAll(() => server.close());

const subscribe = (email: string) =>
  fetch(`${server.url}/api/newsletter/subscribe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.0.1' },
    body: JSON.stringify({ email, source: 'website' }),
  });

describe(`DELETE /v1/account (GDPR erasure) on ${TEST_ENGINE}`, () => {
  it('deletes the account and its sessions, keeps its orders detached, deletes its reviews and newsletter consent', async () => {
    const customer = await createSignedInUser(server, { emailVerification: true });
    const docs = serverDocuments(server.app);
    await docs.create('products', {
      documentId: 'erase-cream',
      data: { name: 'Erase Cream', price: 10, description: 'Soft.', category: 'Skincare', stock: 4 },
    });
    const order = await docs.create('orders', {
      data: orderOf(customer.user.$id, customer.email, [{ id: 'erase-cream', name: 'Erase Cream', price: 10, quantity: 1 }], {
        status: 'completed',
      }),
      permissions: [`read("user:${customer.user.$id}")`],
    });
    const review = await raw(server, 'POST', '/databases/shop/collections/reviews/documents', {
      session: customer.cookie,
      body: {
        documentId: 'unique()',
        data: { productId: 'erase-cream', userId: customer.user.$id, rating: 5, text: 'Lovely.', authorName: 'Me' },
      },
    });
    expect(review.status).toBe(201);
    expect((await subscribe(customer.email)).status).toBe(200);
    const consentsOf = async (email: string) =>
      (await server.db.query('SELECT 1 FROM newsletter_consents WHERE email = $1', [email])).rows.length;
    expect(await consentsOf(customer.email)).toBe(1);

    const deleted = await raw(server, 'DELETE', '/account', { session: customer.cookie });
    expect(deleted.status).toBe(204);

    expect(await appwriteFailure(new Account(customer.client).get())).toMatchObject({ code: 401, type: 'general_unauthorized_scope' });
    const signIn = await raw(server, 'POST', '/account/sessions/email', { body: { email: customer.email, password: customer.password } });
    expect(signIn.body).toMatchObject({ code: 401, type: 'user_invalid_credentials' });
    // The order stays for the books, without the link to the account.
    const kept = await docs.get('orders', order.$id);
    expect(kept).toMatchObject({ userId: '', email: customer.email, total: order.total, $permissions: [] });
    expect(await docs.get('reviews', review.body!.$id as string)).toBeNull();
    const subscribers = await docs.list('newsletter', [{ method: 'equal', attribute: 'email', values: [customer.email] }]);
    expect(subscribers.total).toBe(0);
    expect(await consentsOf(customer.email)).toBe(0);
    // The address is free again.
    await createUser(server, { email: customer.email, password: 'another password 1' });
  });

  it('needs a session, and an admin cannot delete their own account', async () => {
    expect((await raw(server, 'DELETE', '/account')).body).toMatchObject({ code: 401, type: 'general_unauthorized_scope' });
    const admin = await createSignedInAdmin(server);
    expect((await raw(server, 'DELETE', '/account', { session: admin.cookie })).body).toMatchObject({
      code: 401,
      type: 'user_unauthorized',
    });
    expect((await new Account(admin.client).get()).$id).toBe(admin.user.$id);
  });
});

describe(`paths of older SDKs on ${TEST_ENGINE}`, () => {
  it('POST /account/sessions signs in with e-mail and password, POST /account/jwt makes a JWT', async () => {
    const email = uniqueEmail('legacy');
    await createUser(server, { email, password: 'legacy password 1' });
    const session = await raw(server, 'POST', '/account/sessions', { body: { email, password: 'legacy password 1' } });
    expect(session.status).toBe(201);
    expect(session.body).toMatchObject({ provider: 'email', current: true });
    const wrong = await raw(server, 'POST', '/account/sessions', { body: { email, password: 'wrong password 1' } });
    expect(wrong.body).toMatchObject({ code: 401, type: 'user_invalid_credentials' });

    const signedIn = await createSignedInUser(server);
    const jwt = await raw(server, 'POST', '/account/jwt', { session: signedIn.cookie });
    expect(jwt.status).toBe(201);
    const viaJwt = new Account(server.client().setJWT(jwt.body!.jwt as string));
    expect((await viaJwt.get()).$id).toBe(signedIn.user.$id);
  });

  it('POST /account/sessions/magic-url sends a magic link like POST /account/tokens/magic-url', async () => {
    const email = uniqueEmail('legacy-magic');
    const token = await raw(server, 'POST', '/account/sessions/magic-url', { body: { userId: 'unique()', email } });
    expect(token.status).toBe(201);
    expect(token.body).toMatchObject({ secret: '' });
    expect(token.body!.userId).toEqual(expect.any(String));
  });
});
