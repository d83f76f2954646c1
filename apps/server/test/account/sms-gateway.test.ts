import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Account, ID } from 'appwrite';
import { type TestServer, startTestServer, TEST_ENGINE } from '../helpers/test-server.ts';
import { listSmsTo, MAX_SMS_ATTEMPTS } from '../../src/infra/sms/sms-outbox.ts';

/** A local SMS gateway: records what it receives and answers with the status the test sets. */
let gateway: Server;
let gatewayStatus = 200;
const received: Array<{ contentType: string | undefined; body: unknown }> = [];
let server: TestServer;

beforeAll(async () => {
  gateway = createServer((request, response) => {
    let data = '';
    request.on('data', (chunk: Buffer) => (data += chunk.toString()));
    request.on('end', () => {
      received.push({ contentType: request.headers['content-type'], body: JSON.parse(data) as unknown });
      response.writeHead(gatewayStatus, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  const { port } = gateway.address() as AddressInfo;
  server = await startTestServer({ RATE_LIMITS: 'off', SMS_GATEWAY_URL: `http://127.0.0.1:${port}/send` });
});
afterAll(async () => {
  await server.close();
  await new Promise((resolve) => gateway.close(resolve));
});

const phoneNumber = (n: number) => `+4930${String(Date.now() % 1e6).padStart(6, '0')}${n}`;

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe(`SMS gateway on ${TEST_ENGINE}`, () => {
  it('POSTs {to, body} as JSON right after the request and marks the text sent', async () => {
    const phone = phoneNumber(1);
    gatewayStatus = 200;
    await new Account(server.client()).createPhoneToken({ userId: ID.unique(), phone });
    const [sms] = await until(
      () => listSmsTo(server.db, phone, 1),
      ([row]) => row?.status === 'sent',
    );
    expect(sms).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    const delivered = received.find((r) => (r.body as { to: string }).to === phone)!;
    expect(delivered.contentType).toBe('application/json');
    expect(delivered.body).toEqual({ to: phone, body: sms!.body });
    expect(sms!.body).toMatch(/^Your Pura sign-in code is \d{6}\./);
  });

  it('keeps a text queued with the reason while the gateway fails, and delivers it once it recovers', async () => {
    const phone = phoneNumber(2);
    gatewayStatus = 503;
    await new Account(server.client()).createPhoneToken({ userId: ID.unique(), phone });
    const [failed] = await until(
      () => listSmsTo(server.db, phone, 1),
      ([row]) => (row?.attempts ?? 0) >= 1,
    );
    expect(failed).toMatchObject({ status: 'queued', attempts: 1, lastError: 'SMS gateway answered HTTP 503' });

    // The retry waits its backoff; let that time pass, then the gateway is back.
    gatewayStatus = 200;
    await server.db.query('UPDATE sms_outbox SET next_attempt_at = now() WHERE id = $1', [failed!.id]);
    await server.app.sms.flush();
    expect((await listSmsTo(server.db, phone, 1))[0]).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('gives up after the last attempt and marks the text failed', async () => {
    const phone = phoneNumber(3);
    gatewayStatus = 500;
    await new Account(server.client()).createPhoneToken({ userId: ID.unique(), phone });
    for (let attempt = 0; attempt < MAX_SMS_ATTEMPTS; attempt += 1) {
      await server.db.query("UPDATE sms_outbox SET next_attempt_at = now() WHERE recipient = $1 AND status = 'queued'", [phone]);
      await server.app.sms.flush();
    }
    expect((await listSmsTo(server.db, phone, 1))[0]).toMatchObject({
      status: 'failed',
      attempts: MAX_SMS_ATTEMPTS,
      lastError: 'SMS gateway answered HTTP 500',
    });
  });
});
