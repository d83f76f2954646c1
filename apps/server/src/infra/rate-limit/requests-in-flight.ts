import type { FastifyInstance } from 'fastify';
import { AppwriteError } from '../errors.ts';
import { requestNetwork } from './client-network.ts';

/**
 * A ceiling on the requests one client (its network, as every limit counts it) has open at once
 * on this instance: a client trickling many slow bodies cannot take every connection the server
 * has. Counted per request rather than per socket, so behind a proxy — one socket address for
 * everyone — it still counts each client. Sending headers slowly never gets this far: the headers
 * timeout ends those (app.ts). RATE_LIMITS=off skips it.
 */
export function installRequestsInFlightCeiling(app: FastifyInstance, perClient: number): void {
  const open = new Map<string, number>();
  // A callback hook, not an async one, like the Origin check after it: it runs on every request and
  // answers at once. As an async hook it changed when that check's early refusals were sent, and
  // requests with a body that followed one on a kept-alive connection got a bare 400
  // (security/origin-check-paths.test.ts).
  app.addHook('onRequest', (request, reply, done) => {
    if (!app.config.rateLimits) return done();
    const client = requestNetwork(request);
    const count = open.get(client) ?? 0;
    if (count >= perClient) {
      return done(
        new AppwriteError('general_rate_limit_exceeded', 'Too many requests at once from your network. Please try again in a moment.', {
          'retry-after': '1',
        }),
      );
    }
    open.set(client, count + 1);
    // 'close' comes once whatever ends the request: an answer, an abort, a timeout.
    reply.raw.once('close', () => {
      const left = (open.get(client) ?? 1) - 1;
      if (left > 0) open.set(client, left);
      else open.delete(client);
    });
    done();
  });
}
