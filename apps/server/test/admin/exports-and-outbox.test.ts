import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, TEST_ENGINE, startTestServer } from '../helpers/test-server.ts';
import { type SignedIn, createSignedInAdmin } from '../helpers/accounts.ts';
import { serverDocuments } from '../../src/appwrite/databases/server-documents.ts';
import { enqueueMail } from '../../src/infra/mail/outbox.ts';
import { enqueueSms } from '../../src/infra/sms/sms-outbox.ts';
import { adminApi } from './admin-fixtures.ts';

let server: TestServer;
let admin: SignedIn;
const silent = { info: () => undefined };

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMITS: 'off' });
  admin = await createSignedInAdmin(server);
});
afterAll(() => server.close());

describe(`subscribers CSV export (${TEST_ENGINE})`, () => {
  it('downloads every subscriber newest first with the consent record, quoting and defusing formulas', async () => {
    const docs = serverDocuments(server.app);
    await docs.create('newsletter', {
      data: { email: 'old@example.test', name: 'Old Reader', source: 'signup', subscribedAt: '2026-01-02T10:00:00.000Z', confirmed: true },
    });
    await docs.create('newsletter', {
      data: { email: 'new@example.test', name: 'Smith, "Jo"', source: 'footer', subscribedAt: '2026-03-04T10:00:00.000Z' },
    });
    await docs.create('newsletter', {
      data: { email: 'evil@example.test', name: '=HYPERLINK("http://x")', source: 'login', subscribedAt: '2026-02-01T10:00:00.000Z' },
    });

    const response = await adminApi(server, '/subscribers.csv', { cookie: admin.cookieHeader });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="pura-subscribers-\d{4}-\d\d-\d\d\.csv"$/);
    const lines = response.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('email,name,source,confirmed,subscribedAt,confirmedAt,consentAt,consentText');
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['new@example.test', 'evil@example.test', 'old@example.test']);
    expect(lines[1]).toContain('"Smith, ""Jo"""');
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(lines[3]).toMatch(/^old@example\.test,Old Reader,signup,true,2026-01-02T10:00:00\.000\+00:00,/);
  });
});

describe(`subscribers CSV in spreadsheets that split at ';' (${TEST_ENGINE})`, () => {
  it('quotes a cell holding a semicolon and defuses a tab or CR at the start of a cell', async () => {
    const docs = serverDocuments(server.app);
    await docs.create('newsletter', {
      data: { email: 'semi@example.test', name: 'Max;=1+1', source: 'footer', subscribedAt: '2026-04-01T10:00:00.000Z' },
    });
    await docs.create('newsletter', {
      data: { email: 'tab@example.test', name: '\t=1+1', source: 'footer', subscribedAt: '2026-04-02T10:00:00.000Z' },
    });
    await docs.create('newsletter', {
      data: { email: 'cr@example.test', name: '\r=1+1', source: 'footer', subscribedAt: '2026-04-03T10:00:00.000Z' },
    });

    const csv = (await adminApi(server, '/subscribers.csv', { cookie: admin.cookieHeader })).text;
    expect(csv).toContain('semi@example.test,"Max;=1+1",footer,');
    expect(csv).toContain("tab@example.test,'\t=1+1,footer,");
    expect(csv).toContain(`cr@example.test,"'\r=1+1",footer,`);
  });
});

describe(`mail and SMS outbox (${TEST_ENGINE})`, () => {
  it('lists messages newest first in cursor pages, without bodies, filtered by status', async () => {
    for (let i = 0; i < 5; i++) {
      const id = await enqueueMail(
        server.db,
        { to: `c${i}@example.test`, subject: `Order ${i}`, text: 'secret link', kind: 'order-confirmation' },
        silent,
      );
      // Minutes apart, so the expected order does not hang on the clock's resolution.
      await server.db.query(`UPDATE outbox SET created_at = now() - make_interval(mins => $2) WHERE id = $1`, [id, 10 - i]);
    }
    const first = await adminApi(server, '/outbox?limit=3', { cookie: admin.cookieHeader });
    expect(first.status).toBe(200);
    const page1 = first.body as { total: number; entries: Array<Record<string, unknown>> };
    expect(page1.total).toBeGreaterThanOrEqual(5);
    expect(page1.entries.map((e) => e.subject)).toEqual(['Order 4', 'Order 3', 'Order 2']);
    expect(page1.entries[0]).toEqual({
      id: expect.any(String),
      channel: 'email',
      createdAt: expect.any(String),
      recipient: 'c4@example.test',
      subject: 'Order 4',
      kind: 'order-confirmation',
      status: 'queued',
      attempts: 0,
      lastError: null,
      sentAt: null,
    });
    expect(first.text).not.toContain('secret link');
    const cursor = String(page1.entries.at(-1)?.id);
    const page2 = (await adminApi(server, `/outbox?limit=3&cursor=${cursor}`, { cookie: admin.cookieHeader })).body as typeof page1;
    expect(page2.entries.map((e) => e.subject).slice(0, 2)).toEqual(['Order 1', 'Order 0']);

    const failed = (await adminApi(server, '/outbox?status=failed', { cookie: admin.cookieHeader })).body as typeof page1;
    expect(failed).toEqual({ total: 0, entries: [] });
  });

  it("'Send again' queues a failed mail or text again with fresh attempts", async () => {
    const id = await enqueueMail(
      server.db,
      { to: 'lost@example.test', subject: 'Your order has shipped', text: 'x', kind: 'order-status' },
      silent,
    );
    await server.db.query(`UPDATE outbox SET status = 'failed', attempts = 5, last_error = 'mailbox unavailable' WHERE id = $1`, [id]);
    const listed = (await adminApi(server, '/outbox?status=failed', { cookie: admin.cookieHeader })).body as {
      entries: Array<Record<string, unknown>>;
    };
    expect(listed.entries).toEqual([expect.objectContaining({ id, status: 'failed', attempts: 5, lastError: 'mailbox unavailable' })]);

    const resent = await adminApi(server, `/outbox/${id}/resend`, { method: 'POST', cookie: admin.cookieHeader });
    expect(resent.status).toBe(200);
    expect(resent.body).toMatchObject({ id, status: 'queued', attempts: 0, lastError: null });

    const text = await enqueueSms(server.db, { to: '+436641234567', body: 'Your code is 908172', kind: 'phone-verification' }, silent);
    await server.db.query(`UPDATE sms_outbox SET status = 'failed', attempts = 5, last_error = 'gateway timeout' WHERE id = $1`, [text]);
    const failedBoth = (await adminApi(server, '/outbox?status=failed', { cookie: admin.cookieHeader })).body as {
      entries: Array<Record<string, unknown>>;
    };
    expect(failedBoth.entries).toEqual([
      expect.objectContaining({
        id: text,
        channel: 'sms',
        recipient: '+436641234567',
        subject: 'phone-verification',
        lastError: 'gateway timeout',
      }),
    ]);
    expect(JSON.stringify(failedBoth)).not.toContain('908172');
    const resentText = await adminApi(server, `/outbox/${text}/resend`, { method: 'POST', cookie: admin.cookieHeader });
    expect(resentText.body).toMatchObject({ id: text, channel: 'sms', status: 'queued', attempts: 0 });

    // An id of the wrong form names no message either, a NUL byte included (PostgreSQL refuses those).
    for (const gone of ['gone', '%00', 'a'.repeat(20), '0'.repeat(19)]) {
      const missing = await adminApi(server, `/outbox/${gone}/resend`, { method: 'POST', cookie: admin.cookieHeader });
      expect(missing.status, gone).toBe(404);
      expect(missing.body).toMatchObject({ type: 'general_not_found', message: 'This message is no longer in the outbox.' });
    }
  });

  it('opens one mail with its text and HTML, and one text with its body', async () => {
    const html = '<p>Reset: <a href="http://shop.test/reset-password?secret=s3cret">Choose a new password</a></p><script>x()</script>';
    const id = await enqueueMail(
      server.db,
      {
        to: 'forgot@example.test',
        subject: 'Reset your password',
        text: 'Open http://shop.test/reset-password?secret=s3cret',
        html,
        kind: 'recovery',
      },
      silent,
    );
    const mail = await adminApi(server, `/outbox/${id}`, { cookie: admin.cookieHeader });
    expect(mail.status).toBe(200);
    expect(mail.headers.get('cache-control')).toBe('no-store');
    expect(mail.body).toEqual({
      id,
      channel: 'email',
      createdAt: expect.any(String),
      recipient: 'forgot@example.test',
      subject: 'Reset your password',
      kind: 'recovery',
      status: 'queued',
      attempts: 0,
      lastError: null,
      sentAt: null,
      text: 'Open http://shop.test/reset-password?secret=s3cret',
      html,
    });

    const plain = await enqueueMail(server.db, { to: 'plain@example.test', subject: 'Plain', text: 'Only text', kind: 'contact' }, silent);
    expect((await adminApi(server, `/outbox/${plain}`, { cookie: admin.cookieHeader })).body).toMatchObject({
      text: 'Only text',
      html: null,
    });

    const sms = await enqueueSms(server.db, { to: '+436641234568', body: 'Your code is 551234', kind: 'phone-verification' }, silent);
    expect((await adminApi(server, `/outbox/${sms}`, { cookie: admin.cookieHeader })).body).toMatchObject({
      id: sms,
      channel: 'sms',
      recipient: '+436641234568',
      subject: 'phone-verification',
      text: 'Your code is 551234',
      html: null,
    });
  });

  it('answers 404 in the Appwrite error shape for a message that is not there, whatever the id looks like', async () => {
    for (const gone of ['0123456789abcdef0123', 'gone', '%00', 'a'.repeat(20)]) {
      const missing = await adminApi(server, `/outbox/${gone}`, { cookie: admin.cookieHeader });
      expect(missing.status, gone).toBe(404);
      expect(missing.body).toEqual({
        message: 'This message is no longer in the outbox.',
        code: 404,
        type: 'general_not_found',
        version: expect.any(String),
      });
    }
  });

  it('refuses a page cursor that is not a message id, NUL bytes included', async () => {
    for (const cursor of ['%00', 'x', '0'.repeat(64)]) {
      const page = await adminApi(server, `/outbox?cursor=${cursor}`, { cookie: admin.cookieHeader });
      expect(page.status, cursor).toBe(400);
      expect(page.body).toMatchObject({
        type: 'general_argument_invalid',
        message: 'Invalid `cursor` param: must be the id of a message in the outbox',
      });
    }
  });
});
