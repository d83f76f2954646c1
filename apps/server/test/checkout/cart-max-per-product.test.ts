import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config/env.ts';
import { type TestServer, TEST_ENGINE } from '../helpers/test-server.ts';
import { startTestServerWithWebDist } from '../seo/web-dist-fixture.ts';
import { createSignedInUser } from '../helpers/accounts.ts';
import { createProduct, createSession, openSession } from './checkout-fixtures.ts';

/**
 * CART_MAX_PER_PRODUCT (docs/security-limits.md 'Checkout stock holds'): one limit, told to the web
 * app through the runtime config it embeds and held by checkout, over real HTTP.
 */
describe(`CART_MAX_PER_PRODUCT on ${TEST_ENGINE}`, () => {
  let server: TestServer;
  let shopper: string;
  beforeAll(async () => {
    server = await startTestServerWithWebDist({ env: { RATE_LIMITS: 'off', CART_MAX_PER_PRODUCT: '3' } });
    shopper = (await createSignedInUser(server)).cookieHeader;
  });
  afterAll(() => server?.close());

  it('reaches the web app in the runtime config a page embeds and /api/config answers', async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const embedded = /<script type="application\/json" id="pura-config">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(embedded ?? '{}')).toMatchObject({ cartMaxPerProduct: 3 });
    expect(await (await fetch(`${server.url}/api/config`)).json()).toMatchObject({ cartMaxPerProduct: 3 });
  });

  it('lets a checkout hold the limit and refuses one more with checkout_invalid_cart, however the lines add up', async () => {
    const product = await createProduct(server, { name: 'Rose Toner', stock: null });
    await openSession(server, shopper, [{ productId: product.$id, quantity: 3, isBundle: false }]);
    const refused = { status: 400, body: { type: 'checkout_invalid_cart', message: 'You can order at most 3 of Rose Toner at once' } };
    expect(await createSession(server, shopper, [{ productId: product.$id, quantity: 4, isBundle: false }])).toMatchObject(refused);
    const split = [true, false].map((isBundle) => ({ productId: product.$id, quantity: 2, isBundle }));
    expect(await createSession(server, shopper, split)).toMatchObject(refused);
    // Beyond what any shop may allow, the body itself is refused.
    expect(await createSession(server, shopper, [{ productId: product.$id, quantity: 100, isBundle: false }])).toMatchObject({
      status: 400,
      body: { type: 'general_argument_invalid', message: 'Quantity can be at most 99' },
    });
  });

  it('stops the server at start with a readable message for a value out of range', () => {
    for (const value of ['0', '100', 'ten', '2.5']) {
      expect(() => loadConfig({ CART_MAX_PER_PRODUCT: value })).toThrow(ConfigError);
      expect(() => loadConfig({ CART_MAX_PER_PRODUCT: value })).toThrow(
        'CART_MAX_PER_PRODUCT: must be a whole number from 1 to 99, e.g. 10',
      );
    }
    expect(loadConfig({}).checkout.maxPerProduct).toBe(10);
    expect(loadConfig({ CART_MAX_PER_PRODUCT: '99' }).checkout.maxPerProduct).toBe(99);
  });
});
