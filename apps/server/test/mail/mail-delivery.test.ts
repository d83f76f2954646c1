import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { type TestServer, TEST_ENGINE, startTestServer } from '../helpers/test-server.ts';
import { startSmtpCapture } from './smtp-capture.ts';
import { freePort } from '../helpers/free-port.ts';
import { MAX_ATTEMPTS, deliverQueuedMail, enqueueMail, listMailTo } from '../../src/infra/mail/outbox.ts';
import { renderMail } from '../../src/infra/mail/templates.ts';
import { DEFAULT_SHOP_SETTINGS } from '@pura/core/settings/shop-settings';

const contact = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  subject: 'Serum question',
  message: 'Is the serum vegan?',
};
const quiet = { info: () => undefined };

function postContact(server: TestServer, body: unknown = contact) {
  return fetch(`${server.url}/api/send-contact-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe(`mail module on ${TEST_ENGINE}`, () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  afterAll(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('delivers over real SMTP with MAIL_FROM, reply-to and both bodies, and marks the mail sent', async () => {
    const smtp = await startSmtpCapture();
    cleanups.push(() => smtp.close());
    const server = await startTestServer({ SMTP_URL: smtp.url, MAIL_FROM: 'Pura Shop <shop@pura.test>', CONTACT_TO: 'inbox@pura.test' });
    cleanups.push(() => server.close());

    expect((await postContact(server)).status).toBe(200);
    const mail = await smtp.waitFor('inbox@pura.test');
    expect(mail.from).toBe('shop@pura.test');
    expect(mail.raw).toMatch(/^Reply-To: ada@example.com/m);
    expect(mail.raw).toMatch(/^Subject: Contact form: Serum question/m);
    expect(mail.raw).toContain('text/plain');
    expect(mail.raw).toContain('text/html');
    await expect.poll(async () => (await listMailTo(server.db, 'inbox@pura.test'))[0]?.status).toBe('sent');
  });

  it('keeps mails queued while the SMTP server is down and delivers them once it is back (nothing lost)', async () => {
    const port = await freePort();
    const server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}`, CONTACT_TO: 'inbox@pura.test' });
    cleanups.push(() => server.close());

    for (const subject of ['first', 'second']) expect((await postContact(server, { ...contact, subject })).status).toBe(200);
    await expect
      .poll(async () => (await listMailTo(server.db, 'inbox@pura.test')).every((m) => m.attempts >= 1), { timeout: 10_000 })
      .toBe(true);
    const failing = await listMailTo(server.db, 'inbox@pura.test');
    expect(failing.map((m) => m.status)).toEqual(['queued', 'queued']);
    expect(failing.every((m) => m.lastError)).toBe(true);

    const smtp = await startSmtpCapture(port);
    cleanups.push(() => smtp.close());
    // The backoff would wait 30 s: make the retry due now and run the loop's flush.
    await server.db.query('UPDATE outbox SET next_attempt_at = now()');
    await server.app.mailer.flush();
    await smtp.waitFor('inbox@pura.test', (m) => m.raw.includes('Contact form: first'));
    await smtp.waitFor('inbox@pura.test', (m) => m.raw.includes('Contact form: second'));
    expect((await listMailTo(server.db, 'inbox@pura.test')).map((m) => m.status)).toEqual(['sent', 'sent']);
    expect(smtp.mails).toHaveLength(2);
  });

  it('marks a mail failed with the error after the last attempt, backing off in between', async () => {
    const server = await startTestServer();
    cleanups.push(() => server.close());
    await enqueueMail(server.db, { kind: 'test', to: 'x@pura.test', subject: 'Hi', text: 'Hi' }, quiet);
    const broken = { send: () => Promise.reject(new Error('connection refused')) };

    await deliverQueuedMail(server.db, broken, { retryBaseMs: 60_000 });
    await deliverQueuedMail(server.db, broken, { retryBaseMs: 60_000 });
    expect((await listMailTo(server.db, 'x@pura.test'))[0]).toMatchObject({ status: 'queued', attempts: 1 });

    await server.db.query('UPDATE outbox SET next_attempt_at = now()');
    for (let i = 1; i < MAX_ATTEMPTS + 2; i++) await deliverQueuedMail(server.db, broken, { retryBaseMs: 0 });
    expect((await listMailTo(server.db, 'x@pura.test'))[0]).toMatchObject({
      status: 'failed',
      attempts: MAX_ATTEMPTS,
      lastError: 'connection refused',
    });
  });

  it('without SMTP_URL leaves mails queued in the outbox', async () => {
    const server = await startTestServer({ CONTACT_TO: 'inbox@pura.test' });
    cleanups.push(() => server.close());
    expect(server.app.mailer.transport).toBeNull();
    expect((await postContact(server)).status).toBe(200);
    expect(await server.app.mailer.flush()).toBe(0);
    expect((await listMailTo(server.db, 'inbox@pura.test'))[0]).toMatchObject({ status: 'queued', attempts: 0 });
  });

  it('escapes every user-supplied text in the HTML template', () => {
    const { html, text } = renderMail({
      title: '<b>t</b>',
      paragraphs: ['<script>alert(1)</script> & "q"'],
      action: { label: 'Go', url: 'https://x.test/?a=1&b="2"' },
      shop: DEFAULT_SHOP_SETTINGS,
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;q&quot;');
    expect(html).toContain('&lt;b&gt;t&lt;/b&gt;');
    expect(html).toContain('href="https://x.test/?a=1&amp;b=&quot;2&quot;"');
    expect(text).toContain('<script>alert(1)</script>');
  });
});
