import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, TEST_ENGINE, startTestServer } from '../helpers/test-server.ts';
import { listMailTo } from '../../src/infra/mail/outbox.ts';
import { serverDocuments } from '../../src/appwrite/databases/server-documents.ts';
import { CONTACT_MESSAGES_PER_HOUR } from '../../src/shop/contact/contact-routes.ts';
import { isEmailAddress } from '@pura/core/schemas/email-address';
import { FORM_EMAIL_CASES, ipOfEmailCase } from '../helpers/email-cases.ts';

/** POST /api/send-contact-email over real HTTP against a real database. */

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  subject: 'Serum <question>',
  message: 'Is the serum vegan? <b>yes?</b>',
};

function post(server: TestServer, body: unknown, ip?: string) {
  return fetch(`${server.url}/api/send-contact-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(ip ? { 'x-forwarded-for': ip } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe(`POST /api/send-contact-email on ${TEST_ENGINE}`, () => {
  let server: TestServer;
  const stored = async () => (await serverDocuments(server.app).list('contact_messages', [], { total: true })).total;
  beforeAll(async () => {
    server = await startTestServer({ ADMIN_EMAILS: 'owner@pura.test,second@pura.test', RATE_LIMITS: 'on' });
  });
  afterAll(() => server.close());

  it('stores the message, mails CONTACT_TO (the first admin by default) with reply-to the customer and answers {ok: true}', async () => {
    const response = await post(server, valid, '10.0.0.1');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    const list = await serverDocuments(server.app).list('contact_messages');
    expect(list.documents[0]).toMatchObject({ ...valid, read: false });
    const [mail] = await listMailTo(server.db, 'owner@pura.test');
    expect(mail).toMatchObject({
      kind: 'contact',
      replyTo: 'ada@example.com',
      subject: 'Contact form: Serum <question>',
      status: 'queued',
    });
    expect(mail?.html).toContain('&lt;b&gt;yes?&lt;/b&gt;');
    expect(mail?.html).not.toContain('<b>yes?</b>');
  });

  it.each([
    ['a missing field', { ...valid, lastName: undefined }, 'Last name is required'],
    ['an empty field', { ...valid, subject: '  ' }, 'Subject is required'],
    ['an invalid e-mail', { ...valid, email: 'nope' }, 'Email must be a valid email address'],
    ['an oversized message', { ...valid, message: 'x'.repeat(10_001) }, 'Message must be at most 10000 characters'],
    ['an oversized first name', { ...valid, firstName: 'x'.repeat(129) }, 'First name must be at most 128 characters'],
    ['a non-object body', [1, 2], 'Request body must be a JSON object'],
  ])('answers 400 naming the field for %s and stores nothing', async (_label, body, error) => {
    const before = await stored();
    const response = await post(server, body, '10.0.0.2');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error, message: error, code: 400, type: 'general_argument_invalid' });
    expect(await stored()).toBe(before);
  });

  // The contact form checks with isEmailAddress: what it lets through, the server takes.
  it.each(FORM_EMAIL_CASES)('takes %j exactly when the form does: %j', async (email, accepted) => {
    expect(isEmailAddress(email)).toBe(accepted);
    expect((await post(server, { ...valid, email }, ipOfEmailCase(email, 0))).status).toBe(accepted ? 200 : 400);
  });

  it('answers 400 to malformed JSON and stores nothing', async () => {
    const before = await stored();
    expect((await post(server, '{"firstName": ', '10.0.0.3')).status).toBe(400);
    expect(await stored()).toBe(before);
  });

  it('rate limits per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= CONTACT_MESSAGES_PER_HOUR; i++) statuses.push((await post(server, { ...valid, message: 'x' }, '10.0.0.9')).status);
    expect(statuses.slice(0, CONTACT_MESSAGES_PER_HOUR).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another address is not affected.
    expect((await post(server, valid, '10.0.0.10')).status).toBe(200);
  });
});
