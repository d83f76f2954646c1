import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Account } from 'appwrite';
import { type TestServer, TEST_ENGINE, startTestServer } from '../helpers/test-server.ts';
import { createSignedInAdmin, createSignedInUser, latestMail } from '../helpers/accounts.ts';
import { listMailTo, type OutboxMail } from '../../src/infra/mail/outbox.ts';
import { adminApi } from '../admin/admin-fixtures.ts';
import { ADDRESS, CARDS, card, confirmCard, createProduct, openSession, postJson } from '../checkout/checkout-fixtures.ts';

/**
 * Decision 013 item 3: text from users reaches mails only as text. Every template that includes it is
 * driven through the real route, and its HTML part must hold the payload escaped, never raw.
 */

const NAME = '<img src=x onerror="window.__xss=1">';
const ESCAPED_NAME = '&lt;img src=x onerror=&quot;window.__xss=1&quot;&gt;';
const PACKAGING = '<svg onload=alert(1)>';
const SCRIPT = '"><script>window.__xss=2</script>';
const ESCAPED_SCRIPT = '&quot;&gt;&lt;script&gt;window.__xss=2&lt;/script&gt;';

/** The HTML part holds the payload escaped and no markup a browser would run. */
function expectInert(mail: OutboxMail | undefined, raw: string, escaped: string) {
  expect(mail?.html, `${mail?.kind} mail`).toContain(escaped);
  expect(mail?.html).not.toContain(raw);
  expect(mail?.html).not.toMatch(/<(script|svg|img)\b/i);
  // The plain-text part is never rendered as markup: the payload as typed.
  expect(mail?.text).toContain(raw);
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMITS: 'off', ADMIN_EMAILS: 'owner@pura.test' });
});
afterAll(() => server.close());

describe(`user text in mails is escaped on ${TEST_ENGINE}`, () => {
  it('verification and recovery mails escape the account name, or leave it out while the address is unproven', async () => {
    // Mails greet by name only once the address is proven (decision 026): the verification mail
    // of an unproven address carries no name at all.
    const unproven = await createSignedInUser(server, { name: NAME });
    await new Account(unproven.client).createVerification({ url: `${server.url}/verify` });
    const verification = await latestMail(server, unproven.email);
    expect(verification?.kind).toBe('verification');
    expect(verification?.html).not.toContain(ESCAPED_NAME);
    expect(verification?.html).not.toContain(NAME);
    expect(verification?.text).not.toContain(NAME);

    // A proven address is greeted by name, and the name arrives inert.
    const proven = await createSignedInUser(server, { name: NAME, emailVerification: true });
    await new Account(server.client()).createRecovery({ email: proven.email, url: `${server.url}/reset-password` });
    const recovery = await latestMail(server, proven.email);
    expect(recovery?.kind).toBe('recovery');
    expectInert(recovery, NAME, ESCAPED_NAME);
  });

  it('the order confirmation escapes address and packaging name; the status mail carries no user text raw', async () => {
    const shopper = await createSignedInUser(server, { name: NAME });
    const admin = await createSignedInAdmin(server);
    const product = await createProduct(server, { name: 'Rose Cream', stock: 5 });
    const session = await openSession(server, shopper.cookieHeader, [{ productId: product.$id, quantity: 1, isBundle: false }], {
      customPackagingName: PACKAGING,
      shippingAddress: { ...ADDRESS, firstName: NAME.slice(0, 50), lastName: SCRIPT, address: `${SCRIPT} 12`, city: SCRIPT },
    });
    const paid = await confirmCard(server, shopper.cookieHeader, session.clientSecret, card(CARDS.success));
    expect(paid.status).toBe(200);
    const { order } = paid.body as { order: { id: string; reference: string } };

    const confirmation = await latestMail(server, shopper.email);
    expect(confirmation?.kind).toBe('order-confirmation');
    expectInert(confirmation, NAME, ESCAPED_NAME);
    expectInert(confirmation, PACKAGING, '&lt;svg onload=alert(1)&gt;');
    expectInert(confirmation, SCRIPT, ESCAPED_SCRIPT);

    const shipped = await adminApi(server, `/orders/${order.id}/status`, {
      method: 'PATCH',
      body: { status: 'shipped', carrier: SCRIPT, trackingNumber: PACKAGING },
      cookie: admin.cookieHeader,
    });
    expect(shipped.status).toBe(200);
    const status = await latestMail(server, shopper.email);
    expect(status?.kind).toBe('order-shipped');
    expect(status?.html).toContain(order.reference);
    expectInert(status, SCRIPT, ESCAPED_SCRIPT);
    expectInert(status, PACKAGING, '&lt;svg onload=alert(1)&gt;');
    expect(status?.html).not.toMatch(/<(script|svg|img)\b/i);
  });

  it('the contact mail escapes names, subject and message', async () => {
    const message = { firstName: NAME, lastName: SCRIPT, email: 'xss@example.com', subject: PACKAGING, message: `${SCRIPT}\n${NAME}` };
    const sent = await postJson(server, '/api/send-contact-email', message);
    expect(sent.status).toBe(200);
    const [mail] = await listMailTo(server.db, 'owner@pura.test');
    expect(mail?.kind).toBe('contact');
    expectInert(mail, NAME, ESCAPED_NAME);
    expectInert(mail, SCRIPT, ESCAPED_SCRIPT);
    expectInert(mail, PACKAGING, '&lt;svg onload=alert(1)&gt;');
  });
});
