import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyWebsocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import { AppwriteError } from '../../infra/errors.ts';
import { isAllowedOrigin } from '../../http/cors.ts';
import { getCaller, presentJwt } from '../identity/caller.ts';
import { REALTIME_CODE, RealtimeConnection } from './realtime-connection.ts';
import type { PublishedRealtimeEvent } from './realtime-events.ts';
import { installRealtimeFanOut } from './realtime-fanout.ts';
import { GUEST_IDENTITY, identityOf } from './realtime-identity.ts';

/**
 * The realtime hub: the websocket endpoint /v1/realtime (docs/appwrite-compatibility.md §7) and the
 * delivery of every event published on this instance — or, on PostgreSQL, on any instance — to
 * the sockets subscribed to it and allowed to read it.
 */

const REALTIME_PATH = '/v1/realtime';
// Appwrite's per-connection limit.
const MESSAGES_PER_MINUTE = 32;
const MAX_MESSAGE_BYTES = 64 * 1024;

/**
 * Whether an error on an open socket is the client's doing: a frame over the size limit or
 * against the protocol (ws's WS_ERR_* codes, after which ws has already closed with 1009, 1002 or
 * 1007), or a peer that went away mid-write. Those are logged as what they are, not as faults of
 * the server that an operator should look into.
 */
export function isClientSocketError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (code.startsWith('WS_ERR_') || code === 'ECONNRESET' || code === 'EPIPE');
}

function onSocketError(error: Error, socket: WebSocket, request: FastifyRequest): void {
  if (isClientSocketError(error)) {
    // ws is already closing with the code that says why; cutting the socket now would lose it.
    request.log.info({ err: error }, 'realtime: the client broke the connection');
    return;
  }
  request.log.error({ err: error }, 'realtime: socket error');
  socket.terminate();
}

/**
 * Installs websocket support, the cross-instance fan-out and the /v1/realtime route. Call it
 * before any other route is registered: @fastify/websocket must see every route to refuse
 * upgrades on plain HTTP ones.
 */
export async function installRealtime(app: FastifyInstance): Promise<void> {
  await app.register(fastifyWebsocket, { options: { maxPayload: MAX_MESSAGE_BYTES }, errorHandler: onSocketError });
  await installRealtimeFanOut(app);

  const connections = new Set<RealtimeConnection>();
  const onEvent = (event: PublishedRealtimeEvent) => {
    for (const connection of connections) {
      try {
        connection.deliver(event);
      } catch (error) {
        // A publisher must never fail because of a subscriber.
        app.log.error({ err: error }, 'realtime: delivery failed');
      }
    }
  };
  app.realtime.local.on('event', onEvent);
  app.addHook('onClose', async () => {
    app.realtime.local.off('event', onEvent);
    for (const connection of connections) connection.dispose();
  });

  const accept = (socket: WebSocket, request: FastifyRequest) => {
    const connection = new RealtimeConnection(socket, {
      db: app.db,
      log: request.log,
      messagesPerMinute: app.config.rateLimits ? MESSAGES_PER_MINUTE : 0,
    });
    socket.on('close', () => {
      connections.delete(connection);
      connection.dispose();
    });
    const violation = policyViolation(request);
    if (violation) {
      connection.refuse(REALTIME_CODE.policyViolation, violation);
      return;
    }
    connections.add(connection);
    const query = request.query as Record<string, unknown>;
    const legacyChannels = Array.isArray(query.channels)
      ? query.channels.filter((c): c is string => typeof c === 'string' && c !== '')
      : [];
    // Clients holding a JWT instead of a session cookie authenticate with ?jwt= (§3.3).
    if (typeof query.jwt === 'string' && query.jwt !== '') presentJwt(request, query.jwt);
    connection.start(
      getCaller(request).then(identityOf, (error: unknown) => {
        request.log.warn({ err: error }, 'realtime: could not resolve the caller; continuing as guest');
        return GUEST_IDENTITY;
      }),
      legacyChannels,
    );
  };

  app.route({
    method: 'GET',
    url: REALTIME_PATH,
    handler: async () => {
      throw new AppwriteError(
        'general_bad_request',
        'This endpoint speaks the realtime protocol over a websocket; connect with ws:// or wss://.',
      );
    },
    wsHandler: accept,
  });
}

/** Why a connection may not proceed (§7.1): a missing or unknown project, or a foreign origin. */
function policyViolation(request: FastifyRequest): string | null {
  const { config } = request.server;
  const query = request.query as Record<string, unknown>;
  const header = request.headers['x-appwrite-project'];
  const project = (typeof query.project === 'string' && query.project) || (Array.isArray(header) ? header[0] : header) || '';
  if (project !== config.projectId) return 'Missing or unknown project ID';
  const origin = request.headers.origin;
  if (origin && !isAllowedOrigin(origin, request, config)) {
    return `Invalid Origin. Register your new client (${origin}) as an allowed origin (ALLOWED_ORIGINS).`;
  }
  return null;
}
