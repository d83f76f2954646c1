import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, TEST_ENGINE, startTestServer } from '../helpers/test-server.ts';
import { type SmtpCapture, startSmtpCapture } from '../mail/smtp-capture.ts';
import { freePort } from '../helpers/free-port.ts';

/** GET /api/debug/status, the checks behind /newsletter-debug (decision 010 item 4). */

const status = (server: TestServer) => fetch(`${server.url}/api/debug/status`);

describe(`debug status on ${TEST_ENGINE}`, () => {
  const servers: TestServer[] = [];
  let smtp: SmtpCapture;
  const start = async (env: Record<string, string>) => {
    const server = await startTestServer(env);
    servers.push(server);
    return server;
  };
  beforeAll(async () => {
    smtp = await startSmtpCapture();
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    await smtp.close();
  });

  it('without SMTP_URL: database up, mails kept in the outbox, built-in test cards', async () => {
    const server = await start({});
    const response = await status(server);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      projectId: 'pura',
      endpointPath: '/v1',
      database: { kind: TEST_ENGINE, status: 'up' },
      mail: { transport: 'outbox', status: 'queued' },
      payments: { mode: 'test-cards' },
    });
  });

  it('with SMTP_URL: greets the SMTP server without sending a mail', async () => {
    const server = await start({ SMTP_URL: smtp.url });
    const body = (await (await status(server)).json()) as { mail: unknown };
    expect(body.mail).toEqual({ transport: 'smtp', server: `127.0.0.1:${smtp.port}`, status: 'up' });
    expect(smtp.mails).toHaveLength(0);
  });

  it('reports an unreachable SMTP server as down with the reason, never its user or password', async () => {
    const port = await freePort();
    const server = await start({ SMTP_URL: `smtp://shop-user:s3cret-Pass@127.0.0.1:${port}` });
    const response = await status(server);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(JSON.parse(text).mail).toMatchObject({
      transport: 'smtp',
      server: `127.0.0.1:${port}`,
      status: 'down',
      message: expect.stringMatching(/ECONNREFUSED/),
    });
    expect(text).not.toContain('s3cret-Pass');
    expect(text).not.toContain('shop-user');
  });

  it('names the Stripe mode without any key', async () => {
    const server = await start({
      STRIPE_SECRET_KEY: 'sk_test_abc123secret',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_abc123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
    });
    const text = await (await status(server)).text();
    expect(JSON.parse(text).payments).toEqual({ mode: 'stripe-test' });
    expect(text).not.toMatch(/sk_test|pk_test|whsec/);
  });

  it('is a 404 like any unknown route when DEBUG_PAGES=false', async () => {
    const server = await start({ DEBUG_PAGES: 'false' });
    const response = await status(server);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 404, type: 'general_route_not_found' });
  });
});
