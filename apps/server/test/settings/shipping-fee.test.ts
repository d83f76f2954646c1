import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminShopSettings, ShopSettings } from '@pura/core/settings/shop-settings';
import { cartTotalsOptionsOf, computeCartTotals } from '@pura/core/pricing/cart-totals';
import { type TestServer, TEST_ENGINE } from '../helpers/test-server.ts';
import { type SignedIn, createSignedInAdmin, createSignedInUser, latestMail } from '../helpers/accounts.ts';
import { adminApi } from '../admin/admin-fixtures.ts';
import { startTestServerWithWebDist } from '../seo/web-dist-fixture.ts';
import { CARDS, card, confirmCard, createProduct, openSession, ordersOf } from '../checkout/checkout-fixtures.ts';

/**
 * Decision 030: below the free-shipping threshold an order pays the settings' shipping fee. The
 * server charges exactly what the cart page computes from the settings it embeds, in both tax
 * modes, and the order and its e-mail carry the Shipping line.
 */
describe(`the shipping fee on ${TEST_ENGINE}`, () => {
  let server: TestServer;
  let admin: SignedIn & { email: string };
  let shopper: SignedIn & { email: string };

  beforeAll(async () => {
    server = await startTestServerWithWebDist({ env: { RATE_LIMITS: 'off' } });
    admin = await createSignedInAdmin(server);
    shopper = await createSignedInUser(server, { name: 'Ada' });
  });
  afterAll(() => server?.close());

  /** The settings as the cart page reads them: embedded in the page the server sends. */
  const settingsOnThePage = async () => {
    const html = await (await fetch(`${server.url}/about`)).text();
    const json = /<script type="application\/json" id="pura-config">([^<]*)<\/script>/.exec(html)?.[1];
    return (JSON.parse(json ?? '{}') as { shop: ShopSettings }).shop;
  };

  it('refuses a negative shipping fee at its field', async () => {
    const { settings } = (await adminApi(server, '/settings', { cookie: admin.cookieHeader })).body as unknown as AdminShopSettings;
    const answer = await adminApi(server, '/settings', {
      method: 'PUT',
      body: { ...settings, policies: { ...settings.policies, shippingFeeCents: -100 } },
      cookie: admin.cookieHeader,
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message: 'Invalid `policies.shippingFeeCents` param: Shipping fee must be 0 or more', code: 400 });
  });

  it.each([
    // [tax mode, quantity of a €12.50 cream, shipping the cart shows]
    ['added_at_checkout', 1, 490],
    ['included_in_prices', 1, 490],
    ['added_at_checkout', 3, 0],
  ] as const)(
    'charges with tax %s and %i cream(s) exactly the total the cart page shows, shipping %i cents',
    async (taxMode, quantity, shipping) => {
      const { settings } = (await adminApi(server, '/settings', { cookie: admin.cookieHeader })).body as unknown as AdminShopSettings;
      const saved = await adminApi(server, '/settings', {
        method: 'PUT',
        body: {
          ...settings,
          policies: { ...settings.policies, freeShippingThresholdCents: 3000, shippingFeeCents: 490 },
          pricing: { taxRateBasisPoints: 800, taxMode },
        },
        cookie: admin.cookieHeader,
      });
      expect(saved.status).toBe(200);
      const cream = await createProduct(server, { name: 'Rose Cream', price: 12.5, stock: 10 });

      const page = computeCartTotals(
        [{ productId: cream.$id, unitPriceCents: 1250, quantity, isBundle: false }],
        cartTotalsOptionsOf(await settingsOnThePage()),
      );
      expect(page.shippingCents).toBe(shipping);

      const session = await openSession(server, shopper.cookieHeader, [{ productId: cream.$id, quantity, isBundle: false }]);
      expect(session.totals).toEqual({
        subtotalCents: page.subtotalCents,
        bundleDiscountCents: page.bundleDiscountCents,
        taxCents: page.taxCents,
        taxMode,
        taxRateBasisPoints: 800,
        shippingCents: shipping,
        totalCents: page.totalCents,
      });
      expect(session.amountMinorUnits).toBe(page.totalCents);

      const paid = await confirmCard(server, shopper.cookieHeader, session.clientSecret, card(CARDS.success));
      expect(paid.body).toMatchObject({ status: 'succeeded', order: { totalCents: page.totalCents } });
      const [order] = await ordersOf(server, session.paymentIntentId);
      expect(order).toMatchObject({ total: page.totalCents / 100, shipping: shipping / 100 });
      const mail = await latestMail(server, shopper.email);
      expect(mail?.text).toContain(shipping === 0 ? 'Shipping: Free' : 'Shipping: €4.90');
    },
  );
});
