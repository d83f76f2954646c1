import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from '../helpers/test-server.ts';
import { createSignedInUser } from '../helpers/accounts.ts';
import { listMailTo } from '../../src/infra/mail/outbox.ts';
import { type SmtpCapture, startSmtpCapture } from '../mail/smtp-capture.ts';
import { freePort } from '../helpers/free-port.ts';
import { CARDS, card, confirmCard, createProduct, openSession, ordersOf } from '../checkout/checkout-fixtures.ts';

/**
 * Decision 013 item 4, SMTP down: an order placed while the mail server refuses connections is
 * written at once and its confirmation waits in the outbox; once SMTP is back, the mailer's own
 * retry (30 s after the failed attempt, then a 5 s loop — no test knob, the real schedule)
 * delivers it, exactly once.
 */

let server: TestServer;
let smtp: SmtpCapture | undefined;
let smtpPort: number;

beforeAll(async () => {
  // Nothing listens on this port yet: every SMTP connection is refused.
  smtpPort = await freePort();
  server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
});

afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

describe('an order placed while SMTP is down', () => {
  it('is created at once and its confirmation is delivered exactly once after SMTP returns', async () => {
    const product = await createProduct(server, { stock: 5 });
    const shopper = await createSignedInUser(server, { emailVerification: true });
    const session = await openSession(server, shopper.cookieHeader, [{ productId: product.$id, quantity: 2, isBundle: false }]);
    const paid = await confirmCard(server, shopper.cookieHeader, session.clientSecret, card(CARDS.success));
    expect(paid.status).toBe(200);
    expect(await ordersOf(server, session.paymentIntentId)).toHaveLength(1);

    // The attempt made right after the order failed and is waiting for its retry.
    const confirmation = async () => (await listMailTo(server.db, shopper.email)).find((mail) => mail.kind === 'order-confirmation');
    await expect.poll(confirmation, { timeout: 10_000 }).toMatchObject({ status: 'queued', attempts: 1, lastError: expect.any(String) });
    const queued = await confirmation();

    const upAt = performance.now();
    smtp = await startSmtpCapture(smtpPort);
    const delivered = await smtp.waitFor(shopper.email, () => true, 60_000);
    const waitedSeconds = (performance.now() - upAt) / 1000;
    expect(delivered.decoded).toContain(queued?.subject ?? 'no subject');

    // Two more delivery loops: nothing is sent a second time.
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    const sent = await confirmation();
    const received = smtp.mails.filter((mail) => mail.to.includes(shopper.email));
    console.log(
      [
        `[resilience] SMTP down during checkout on ${server.app.db.kind}:`,
        `  requests tried: 1 checkout (create session + confirm 4242); faults injected: SMTP refusing connections (port ${smtpPort})`,
        `  orders checked: 1 order written while SMTP was down; confirmation ${queued?.status} after ${queued?.attempts} failed attempt ("${queued?.lastError}")`,
        `  SMTP back: delivered by the mailer's retry ${waitedSeconds.toFixed(1)} s later; received ${received.length} time(s); outbox ${sent?.status} after ${sent?.attempts} attempts`,
      ].join('\n'),
    );
    expect(received).toHaveLength(1);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
  });
});
