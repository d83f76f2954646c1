import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Account, ID } from 'appwrite';
import { type TestServer, TEST_ENGINE, startTestServer } from '../helpers/test-server.ts';
import { latestMail, signIn } from '../helpers/accounts.ts';
import { type SmtpCapture, startSmtpCapture } from '../mail/smtp-capture.ts';

/**
 * Mail that carries words of strangers (decision 026 item 10): the contact form's subject and name
 * go into headers, and a name chosen at sign-up went into the mails sent to the address's owner.
 */

let smtp: SmtpCapture;
let server: TestServer;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestServer({ SMTP_URL: smtp.url, CONTACT_TO: 'inbox@pura.test', RATE_LIMITS: 'off' });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

describe(`mail headers and names from strangers on ${TEST_ENGINE}`, () => {
  it('CR/LF in the contact form’s subject and name add no header and no recipient', async () => {
    const injected = {
      firstName: 'Ada\r\nBcc: victim@evil.test',
      lastName: 'Lovelace\nX-Injected: yes',
      email: 'ada@example.com',
      subject: 'Hello\r\nBcc: victim@evil.test\r\nX-Injected: yes',
      message: 'A question.',
    };
    const response = await fetch(`${server.url}/api/send-contact-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(injected),
    });
    expect(response.status).toBe(200);
    const mail = await smtp.waitFor('inbox@pura.test');
    expect(mail.to).toEqual(['inbox@pura.test']);
    const headers = mail.raw.slice(0, mail.raw.search(/\r?\n\r?\n/));
    expect(headers).not.toMatch(/^Bcc:/im);
    expect(headers).not.toMatch(/^X-Injected:/im);
    expect(headers).toMatch(/^Subject: Contact form: Hello/m);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mails.some((m) => m.to.includes('victim@evil.test'))).toBe(false);
  });

  it('a name chosen by whoever registered an address is not in the verification or recovery mail its owner gets', async () => {
    const phishing = 'Your account is locked call 0800 123 or visit evil.test';
    const email = 'real-owner@pura.test';
    const password = 'registrant-password-1';
    await new Account(server.client()).create({ userId: ID.unique(), email, password, name: phishing });
    const { client } = await signIn(server, email, password);
    await new Account(client).createVerification({ url: `${server.config.publicUrl}/verify` });
    expect((await latestMail(server, email))!.text).not.toContain(phishing);
    expect((await latestMail(server, email))!.text).toMatch(/^Hello there,/m);

    await new Account(server.client()).createRecovery({ email, url: `${server.config.publicUrl}/reset-password` });
    const recovery = (await latestMail(server, email))!;
    expect(recovery.kind).toBe('recovery');
    expect(recovery.text).not.toContain(phishing);
    expect(recovery.html).not.toContain('evil.test');
  });
});
