import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, TEST_ENGINE, startTestServer } from '../helpers/test-server.ts';
import { type SignedIn, createSignedInAdmin, createSignedInUser } from '../helpers/accounts.ts';
import { adminApi } from '../admin/admin-fixtures.ts';
import { postJson } from '../checkout/checkout-fixtures.ts';

/**
 * Routes declare their input as zod schemas (apps/server/src/http/route-schemas.ts, decision 023):
 * the error handler words a refusal as the route asks, and a route's guard still speaks before its
 * schema, so a stranger never learns what a signed-in caller's input would need.
 */

let server: TestServer;
let admin: SignedIn;
let shopper: SignedIn;

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMITS: 'off' });
  admin = await createSignedInAdmin(server);
  shopper = await createSignedInUser(server);
});
afterAll(() => server.close());

describe(`route input schemas (${TEST_ENGINE})`, () => {
  it('answers a guest 401 before looking at the input of a route that needs a sign-in', async () => {
    const refusals = [
      await adminApi(server, '/orders/any/status', { method: 'PATCH', body: { status: 'lost' } }),
      await adminApi(server, '/dashboard?days=0'),
      await postJson(server, '/api/create-checkout-session', { items: 'none' }),
      await postJson(server, '/api/payments/complete', [1]),
      await postJson(server, '/api/payments/test/confirm', {}),
    ];
    expect(refusals.map(({ status, body }) => [status, (body as { type?: string }).type])).toEqual(
      refusals.map(() => [401, 'general_unauthorized_scope']),
    );
  });

  it("words a refusal Appwrite's way by default, naming the field by its path", async () => {
    const { status, body } = await adminApi(server, '/dashboard?days=0', { cookie: admin.cookieHeader });
    expect(status).toBe(400);
    expect(body).toEqual({
      message: expect.stringMatching(/^Invalid `days` param: /),
      code: 400,
      type: 'general_argument_invalid',
      version: expect.any(String),
    });
    const wholeBody = await postJson(server, '/api/events', [1]);
    expect(wholeBody.body.message).toMatch(/^Invalid `body` param: /);
  });

  it('words it as a sentence where the route asks, with an `error` field only where its clients read one', async () => {
    const checkout = await postJson(server, '/api/create-checkout-session', [1], shopper.cookieHeader);
    expect(checkout).toEqual({
      status: 400,
      body: { message: 'Request body must be a JSON object', code: 400, type: 'general_argument_invalid', version: expect.any(String) },
    });
    const newsletter = await postJson(server, '/api/newsletter/subscribe', { email: 'not an address' });
    expect(newsletter).toEqual({
      status: 400,
      body: {
        error: 'Please enter a valid email address',
        message: 'Please enter a valid email address',
        code: 400,
        type: 'general_argument_invalid',
        version: expect.any(String),
      },
    });
  });
});
