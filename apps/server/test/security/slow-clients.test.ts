import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, TEST_ENGINE, startTestServer } from '../helpers/test-server.ts';

/**
 * Slow clients (decision 026 item 9): a body trickled a byte at a time held its connection for as long
 * as the client liked (Fastify's requestTimeout is 0 unless set). The headers and the whole request
 * now have deadlines, and one client may hold only so many requests open at once.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ HEADERS_TIMEOUT_SECONDS: '1', REQUEST_TIMEOUT_SECONDS: '2', REQUESTS_IN_FLIGHT_PER_CLIENT: '2' });
});
afterAll(() => server.close());

/** A raw connection that sends `head`, then one more byte every 300 ms until the server ends it. */
function trickle(head: string): { socket: Socket; ended: Promise<{ afterMs: number; answer: string }> } {
  const { hostname, port } = new URL(server.url);
  const socket = connect(Number(port), hostname);
  const startedAt = Date.now();
  let answer = '';
  socket.write(head);
  const drip = setInterval(() => socket.writable && socket.write('a'), 300);
  socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
  socket.on('error', () => undefined);
  const ended = new Promise<{ afterMs: number; answer: string }>((resolve) =>
    socket.on('close', () => {
      clearInterval(drip);
      resolve({ afterMs: Date.now() - startedAt, answer });
    }),
  );
  return { socket, ended };
}

const slowBody = (ip: string) =>
  `POST /api/newsletter/subscribe HTTP/1.1\r\nHost: shop.test\r\nContent-Type: application/json\r\nContent-Length: 1000\r\nX-Forwarded-For: ${ip}\r\n\r\n{`;

describe(`slow clients on ${TEST_ENGINE}`, () => {
  it('a body trickled a byte at a time is cut off at the request timeout with 408', async () => {
    const { ended } = trickle(slowBody('198.51.100.1'));
    const { afterMs, answer } = await ended;
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(afterMs).toBeLessThan(5_000);
  });

  it('headers trickled a byte at a time are cut off at the headers timeout', async () => {
    const { ended } = trickle('GET / HTTP/1.1\r\nHost: shop.test\r\nX-Slow: ');
    const { afterMs, answer } = await ended;
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(afterMs).toBeLessThan(4_000);
  });

  it('one client holds at most REQUESTS_IN_FLIGHT_PER_CLIENT requests open; others are not affected', async () => {
    const held = [trickle(slowBody('198.51.100.2')), trickle(slowBody('198.51.100.2'))];
    await new Promise((resolve) => setTimeout(resolve, 300));
    const headers = { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.2' };
    const third = await fetch(`${server.url}/api/health`, { headers });
    expect(third.status).toBe(429);
    expect(await third.json()).toMatchObject({ code: 429, type: 'general_rate_limit_exceeded' });
    expect((await fetch(`${server.url}/api/health`, { headers: { 'x-forwarded-for': '198.51.100.3' } })).status).not.toBe(429);

    await Promise.all(held.map(({ ended }) => ended));
    // Once they end, the client's requests count no more.
    expect((await fetch(`${server.url}/api/health`, { headers })).status).not.toBe(429);
  });
});
