import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, TEST_ENGINE, startTestServer } from '../helpers/test-server.ts';
import { type SmtpCapture, startSmtpCapture } from '../mail/smtp-capture.ts';
import { serverDocuments } from '../../src/appwrite/databases/server-documents.ts';
import { NEWSLETTER_SUBSCRIBES_PER_HOUR } from '../../src/shop/newsletter/newsletter-routes.ts';
import { CONSENT_WORDING_VERSION } from '../../src/shop/newsletter/newsletter-mails.ts';
import { isEmailAddress } from '@pura/core/schemas/email-address';
import { FORM_EMAIL_CASES, ipOfEmailCase } from '../helpers/email-cases.ts';

/** The newsletter with double opt-in, over real HTTP and real SMTP. */

function subscribe(server: TestServer, body: unknown, ip = '10.1.0.1') {
  return fetch(`${server.url}/api/newsletter/subscribe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });
}

const linkIn = (raw: string, path: string) => {
  const match = new RegExp(`https?://[^\\s"<>]*${path}\\?token=[A-Za-z0-9_-]+`).exec(raw);
  if (!match) throw new Error(`no ${path} link in mail`);
  return match[0];
};

describe(`newsletter on ${TEST_ENGINE}`, () => {
  let server: TestServer;
  let smtp: SmtpCapture;
  const find = async (email: string) =>
    (await serverDocuments(server.app).list('newsletter', [{ method: 'equal', attribute: 'email', values: [email] }])).documents[0];

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    server = await startTestServer({ SMTP_URL: smtp.url, RATE_LIMITS: 'on' });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('creates an unconfirmed subscriber with a lower-cased e-mail, stores consent and mails a confirmation link', async () => {
    const response = await subscribe(server, { email: 'Eve@Example.COM', name: 'Eve', source: 'footer' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, confirmed: false });
    expect(await find('eve@example.com')).toMatchObject({ email: 'eve@example.com', name: 'Eve', source: 'footer', confirmed: false });
    const { rows } = await server.db.query('SELECT ip, source, wording_version FROM newsletter_consents WHERE email = $1', [
      'eve@example.com',
    ]);
    expect(rows).toEqual([{ ip: '10.1.0.1', source: 'footer', wording_version: CONSENT_WORDING_VERSION }]);
    const mail = await smtp.waitFor('eve@example.com');
    expect(mail.decoded).toContain('/api/newsletter/confirm?token=');
    expect(mail.decoded).toContain('/api/newsletter/unsubscribe?token=');
    expect(mail.raw).toMatch(/^List-Unsubscribe:\s+</m);
    const { rows: tokens } = await server.db.query<{ token_hash: string }>('SELECT token_hash FROM newsletter_tokens WHERE email = $1', [
      'eve@example.com',
    ]);
    const token = new URL(linkIn(mail.decoded, '/api/newsletter/confirm')).searchParams.get('token');
    expect(tokens.map((t) => t.token_hash)).not.toContain(token);
  });

  it('updates an existing e-mail: keeps the old name when none is given, changes source and updatedAt', async () => {
    const before = await find('eve@example.com');
    const response = await subscribe(server, { email: 'eve@example.com', source: 'login' });
    expect(await response.json()).toEqual({ ok: true, confirmed: false });
    const after = await find('eve@example.com');
    expect(after).toMatchObject({ $id: before?.$id, name: 'Eve', source: 'login' });
    expect(Date.parse(after?.updatedAt as string)).toBeGreaterThanOrEqual(Date.parse(before?.updatedAt as string));
    await subscribe(server, { email: 'eve@example.com', name: 'Eve Adams', source: 'website' });
    expect(await find('eve@example.com')).toMatchObject({ name: 'Eve Adams', source: 'website' });
    const list = await serverDocuments(server.app).list('newsletter', [
      { method: 'equal', attribute: 'email', values: ['eve@example.com'] },
    ]);
    expect(list.total).toBe(1);
  });

  it('confirms with the link from the captured mail, once; later subscriptions answer confirmed: true', async () => {
    await subscribe(server, { email: 'max@example.com', source: 'debug-page' });
    const mail = await smtp.waitFor('max@example.com');
    const link = linkIn(mail.decoded, '/api/newsletter/confirm');
    const response = await fetch(link.replace(/^https?:\/\/[^/]+/, server.url), { redirect: 'manual' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/newsletter/confirmed');
    expect(await find('max@example.com')).toMatchObject({ confirmed: true });
    const page = await fetch(`${server.url}/newsletter/confirmed`);
    expect(await page.text()).toContain('Subscription confirmed');

    // Opened again, by the subscriber or a mail scanner: done, not invalid.
    const again = await fetch(link.replace(/^https?:\/\/[^/]+/, server.url), { redirect: 'manual' });
    expect(again.headers.get('location')).toBe('/newsletter/confirmed?status=already');
    expect(await (await fetch(`${server.url}/newsletter/confirmed?status=already`)).text()).toContain(
      'Your subscription was already confirmed.',
    );
    const unknown = await fetch(`${server.url}/api/newsletter/confirm?token=${'0'.repeat(43)}`, { redirect: 'manual' });
    expect(unknown.headers.get('location')).toBe('/newsletter/confirmed?status=invalid');

    const mailsBefore = smtp.mails.length;
    expect(await (await subscribe(server, { email: 'max@example.com', source: 'footer' })).json()).toEqual({ ok: true, confirmed: true });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mails.length).toBe(mailsBefore);
  });

  it('mails an address one confirmation in ten minutes, with nothing the requester typed in it', async () => {
    for (const ip of ['10.1.0.71', '10.1.0.72', '10.1.0.73']) {
      expect(
        await (await subscribe(server, { email: 'una@example.com', name: 'WIN €500 at http://evil.example', source: 'footer' }, ip)).json(),
      ).toEqual({ ok: true, confirmed: false });
    }
    const mail = await smtp.waitFor('una@example.com');
    expect(mail.decoded).toContain('Hello, thank you for subscribing');
    expect(mail.decoded).not.toContain('evil.example');
    // The first link is the one that works; the others were not sent.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mails.filter((m) => m.to.includes('una@example.com'))).toHaveLength(1);
    const response = await fetch(linkIn(mail.decoded, '/api/newsletter/confirm').replace(/^https?:\/\/[^/]+/, server.url), {
      redirect: 'manual',
    });
    expect(response.headers.get('location')).toBe('/newsletter/confirmed');
  });

  it('changes nothing of a confirmed subscriber on an anonymous request', async () => {
    await subscribe(server, { email: 'ola@example.com', name: 'Ola', source: 'footer' });
    const mail = await smtp.waitFor('ola@example.com');
    await fetch(linkIn(mail.decoded, '/api/newsletter/confirm').replace(/^https?:\/\/[^/]+/, server.url), { redirect: 'manual' });
    const consents = async () =>
      (await server.db.query('SELECT 1 FROM newsletter_consents WHERE email = $1', ['ola@example.com'])).rows.length;
    const before = await consents();
    expect(
      await (await subscribe(server, { email: 'ola@example.com', name: 'Someone Else', source: 'login' }, '10.1.0.66')).json(),
    ).toEqual({ ok: true, confirmed: true });
    expect(await find('ola@example.com')).toMatchObject({ name: 'Ola', source: 'footer', confirmed: true });
    expect(await consents()).toBe(before);
  });

  it('asks on the mailed link and unsubscribes on its button: deletes the record, its tokens and consents', async () => {
    await subscribe(server, { email: 'zoe@example.com', source: 'signup' });
    const mail = await smtp.waitFor('zoe@example.com');
    const link = linkIn(mail.decoded, '/api/newsletter/unsubscribe').replace(/^https?:\/\/[^/]+/, server.url);
    // Opening the link (as a mail scanner does too) only asks.
    const page = await fetch(link, { redirect: 'manual' });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Unsubscribe from the Pura newsletter?');
    expect(html).toMatch(
      /<form method="post" action="\/api\/newsletter\/unsubscribe\?token=[^"]+"><input type="hidden" name="from" value="page">/,
    );
    expect(await find('zoe@example.com')).toBeDefined();

    const response = await fetch(link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'from=page',
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/newsletter/unsubscribed');
    expect(await find('zoe@example.com')).toBeUndefined();
    const { rows } = await server.db.query('SELECT 1 FROM newsletter_consents WHERE email = $1', ['zoe@example.com']);
    expect(rows).toHaveLength(0);
    const again = await fetch(link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'from=page',
      redirect: 'manual',
    });
    expect(again.headers.get('location')).toBe('/newsletter/unsubscribed?status=invalid');
  });

  it("answers a mail client's RFC 8058 one-click POST with {ok: true}, and an unknown token with 404", async () => {
    await subscribe(server, { email: 'ian@example.com', source: 'website' });
    const mail = await smtp.waitFor('ian@example.com');
    const link = linkIn(mail.decoded, '/api/newsletter/unsubscribe').replace(/^https?:\/\/[^/]+/, server.url);
    const oneClick = {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    };
    const response = await fetch(link, oneClick);
    expect(await response.json()).toEqual({ ok: true });
    expect(await find('ian@example.com')).toBeUndefined();
    expect((await fetch(link, oneClick)).status).toBe(404);
  });

  it.each([
    [{}, 'Please enter your email address'],
    [{ email: '' }, 'Please enter your email address'],
    [{ email: 'not-an-address' }, 'Please enter a valid email address'],
    [{ email: 'a@example.com', source: 'spam' }, 'Source must be one of signup, login, website, footer, debug-page'],
    [{ email: 'a@example.com', name: 'x'.repeat(129) }, 'Name must be at most 128 characters'],
  ])('answers 400 to %j and stores nothing', async (body, error) => {
    const response = await subscribe(server, body, '10.1.0.2');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error, code: 400, type: 'general_argument_invalid' });
    expect(await find('a@example.com')).toBeUndefined();
  });

  // The newsletter forms check with isEmailAddress: what they let through, the server takes.
  it.each(FORM_EMAIL_CASES)('takes %j exactly when the forms do: %j', async (email, accepted) => {
    expect(isEmailAddress(email)).toBe(accepted);
    expect((await subscribe(server, { email, source: 'footer' }, ipOfEmailCase(email, 1))).status).toBe(accepted ? 200 : 400);
  });

  it('rate limits per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= NEWSLETTER_SUBSCRIBES_PER_HOUR; i++)
      statuses.push((await subscribe(server, { email: 'not-valid' }, '10.1.0.9')).status);
    expect(statuses.slice(0, NEWSLETTER_SUBSCRIBES_PER_HOUR).every((s) => s === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
