import type { WebSocket } from 'ws';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../infra/db/database.ts';
import { toUserModel } from '../account/models.ts';
import { isValidCustomId, newUniqueId } from '../account/ids.ts';
import { decodeSessionCookie } from '../identity/session-cookie.ts';
import type { PublishedRealtimeEvent } from './realtime-events.ts';
import { GUEST_IDENTITY, ROLE_RECHECK_MS, type SocketIdentity, identityFromCredentials, recheckIdentity } from './realtime-identity.ts';
import { type PayloadQuery, RealtimeQueryError, parsePayloadQuery, payloadMatches } from './realtime-queries.ts';

/**
 * One websocket of the realtime protocol (docs/appwrite-compatibility.md §7.2): `connected` first, then
 * `authentication`, `subscribe`, `unsubscribe` and `ping` from the client, `event` frames to it.
 * Messages and deliveries run one at a time, in arrival order, so a `subscribe` sent right after
 * `authentication` already sees the signed-in user.
 */

/** Realtime error codes (websocket close codes). */
export const REALTIME_CODE = {
  messageFormatInvalid: 1003,
  policyViolation: 1008,
  tooManyMessages: 1013,
} as const;

class RealtimeMessageError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

const invalidMessage = (message: string) => new RealtimeMessageError(REALTIME_CODE.messageFormatInvalid, message);

interface Subscription {
  /** As the client asked; `account` is resolved per identity when matching. */
  channels: string[];
  queries: string[];
  parsedQueries: PayloadQuery[];
}

export interface ConnectionOptions {
  db: Database;
  log: FastifyBaseLogger;
  /** Messages per minute a client may send (Appwrite: 32); 0 = unlimited. */
  messagesPerMinute: number;
}

const MAX_SUBSCRIPTIONS = 100;
const MAX_CHANNELS = 100;
const MAX_CHANNEL_LENGTH = 256;
const MAX_QUERIES = 100;
// A client that does not read its socket is cut off rather than buffered without end.
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;

export class RealtimeConnection {
  private identity: SocketIdentity = GUEST_IDENTITY;
  private readonly subscriptions = new Map<string, Subscription>();
  private queue: Promise<void> = Promise.resolve();
  private windowStartMs = 0;
  private messagesInWindow = 0;
  private closed = false;

  constructor(
    private readonly socket: WebSocket,
    private readonly options: ConnectionOptions,
  ) {
    socket.on('message', (data, isBinary) => this.onMessage(data.toString(), isBinary));
  }

  /** Sends `connected` once the caller of the upgrade request is known. */
  start(initialIdentity: Promise<SocketIdentity>, legacyChannels: string[]): void {
    this.enqueue(async () => {
      this.identity = await initialIdentity;
      const legacyIds: string[] = [];
      if (legacyChannels.length > 0) {
        // Old SDKs put channels in the URL; they get one server-chosen subscription.
        const id = newUniqueId();
        this.subscriptions.set(id, { channels: legacyChannels, queries: [], parsedQueries: [] });
        legacyIds.push(id);
      }
      this.send({
        type: 'connected',
        data: {
          channels: legacyChannels.flatMap((channel) => this.resolveChannel(channel)),
          subscriptions: legacyIds,
          user: this.identity.user ? toUserModel(this.identity.user) : null,
        },
      });
    });
  }

  /** Offers an event; it is sent if a subscription matches and the socket's user may read it. */
  deliver(event: PublishedRealtimeEvent): void {
    if (this.closed || !this.mightMatch(event)) return;
    this.enqueue(async () => {
      if (this.identity.user && Date.now() - this.identity.checkedAtMs > ROLE_RECHECK_MS) {
        this.identity = await recheckIdentity(this.options.db, this.identity);
      }
      if (!event.readRoles.some((role) => this.identity.roles.has(role))) return;
      const channels = new Set(event.channels);
      const ids: string[] = [];
      for (const [id, subscription] of this.subscriptions) {
        const channelMatch = subscription.channels.some((c) => this.resolveChannel(c).some((resolved) => channels.has(resolved)));
        if (channelMatch && payloadMatches(subscription.parsedQueries, event.payload)) ids.push(id);
      }
      if (ids.length === 0) return;
      const { events, timestamp, payload } = event;
      this.send({ type: 'event', data: { events, channels: event.channels, timestamp, payload, subscriptions: ids } });
    });
  }

  /** Sends an error frame and closes with the same code (policy violations). */
  refuse(code: number, message: string): void {
    this.send({ type: 'error', data: { code, message } });
    this.closed = true;
    this.socket.close(code, message.slice(0, 120));
  }

  dispose(): void {
    this.closed = true;
    this.subscriptions.clear();
  }

  private mightMatch(event: PublishedRealtimeEvent): boolean {
    for (const subscription of this.subscriptions.values()) {
      for (const channel of subscription.channels) {
        if (event.channels.includes(channel === 'account' && this.identity.user ? `account.${this.identity.user.id}` : channel))
          return true;
      }
    }
    return false;
  }

  /** `account` means this user's own channel (§7.4); guests have none. */
  private resolveChannel(channel: string): string[] {
    if (channel !== 'account') return [channel];
    return this.identity.user ? [`account.${this.identity.user.id}`] : [];
  }

  private onMessage(text: string, isBinary: boolean): void {
    if (this.closed) return;
    if (this.options.messagesPerMinute > 0) {
      const now = Date.now();
      if (now - this.windowStartMs >= 60_000) {
        this.windowStartMs = now;
        this.messagesInWindow = 0;
      }
      if (++this.messagesInWindow > this.options.messagesPerMinute) {
        this.sendError(REALTIME_CODE.tooManyMessages, 'Too many messages.');
        return;
      }
    }
    this.enqueue(async () => {
      try {
        if (isBinary) throw invalidMessage('Message format is not valid: send JSON text frames.');
        await this.handle(text);
      } catch (error) {
        if (!(error instanceof RealtimeMessageError)) throw error;
        this.sendError(error.code, error.message);
      }
    }, true);
  }

  private async handle(text: string): Promise<void> {
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      throw invalidMessage('Message format is not valid.');
    }
    if (typeof message !== 'object' || message === null || Array.isArray(message)) throw invalidMessage('Message format is not valid.');
    const { type, data } = message as { type?: unknown; data?: unknown };
    switch (type) {
      case 'ping':
        this.send({ type: 'pong' });
        return;
      case 'authentication':
        return this.authenticate(data);
      case 'subscribe':
        return this.subscribe(data);
      case 'unsubscribe':
        return this.unsubscribe(data);
      case 'presence':
        throw invalidMessage('Presence is not supported by this server.');
      default:
        throw invalidMessage('Message type is not valid.');
    }
  }

  private async authenticate(data: unknown): Promise<void> {
    const session = isObject(data) ? data.session : undefined;
    if (typeof session !== 'string' || session === '')
      throw invalidMessage('Payload is not valid: send {"session": "<session cookie value>"}.');
    const credentials = decodeSessionCookie(session);
    const identity = credentials ? await identityFromCredentials(this.options.db, credentials) : null;
    if (!identity?.user) throw invalidMessage('Session is not valid.');
    this.identity = identity;
    this.send({ type: 'response', data: { to: 'authentication', success: true, user: toUserModel(identity.user) } });
  }

  private subscribe(data: unknown): void {
    const rows = Array.isArray(data) ? data : isObject(data) ? [data] : null;
    if (!rows || rows.length === 0) throw invalidMessage('Payload is not valid: send a list of {subscriptionId, channels, queries}.');
    // Check every row before applying any, so a bad row changes nothing.
    const accepted = rows.map((row) => checkSubscription(row));
    const newIds = new Set(accepted.map((s) => s.id).filter((id) => !this.subscriptions.has(id)));
    if (this.subscriptions.size + newIds.size > MAX_SUBSCRIPTIONS)
      throw invalidMessage(`At most ${MAX_SUBSCRIPTIONS} subscriptions per connection.`);
    for (const { id, subscription } of accepted) this.subscriptions.set(id, subscription);
    this.send({
      type: 'response',
      data: {
        to: 'subscribe',
        success: true,
        subscriptions: accepted.map(({ id, subscription }) => ({
          subscriptionId: id,
          channels: subscription.channels.flatMap((c) => this.resolveChannel(c)),
          queries: subscription.queries,
        })),
      },
    });
  }

  private unsubscribe(data: unknown): void {
    const rows = Array.isArray(data) ? data : isObject(data) ? [data] : null;
    if (!rows || rows.length === 0) throw invalidMessage('Payload is not valid: send a list of {subscriptionId}.');
    const ids = rows.map((row) => {
      const id = isObject(row) ? row.subscriptionId : undefined;
      if (typeof id !== 'string' || id === '') throw invalidMessage('Payload is not valid: every entry needs a subscriptionId.');
      return id;
    });
    this.send({
      type: 'response',
      data: {
        to: 'unsubscribe',
        success: true,
        subscriptions: ids.map((id) => ({ subscriptionId: id, removed: this.subscriptions.delete(id) })),
      },
    });
  }

  /** Runs `task` after everything queued before it; a failure is logged and, for a client message, answered. */
  private enqueue(task: () => Promise<void>, answerFailure = false): void {
    this.queue = this.queue.then(task).catch((error: unknown) => {
      this.options.log.error({ err: error }, 'realtime: a message or delivery failed');
      if (answerFailure) this.sendError(REALTIME_CODE.messageFormatInvalid, 'The server could not handle this message.');
    });
  }

  private sendError(code: number, message: string): void {
    this.send({ type: 'error', data: { code, message } });
  }

  private send(frame: unknown): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.closed = true;
      this.socket.terminate();
      return;
    }
    this.socket.send(JSON.stringify(frame));
  }
}

function checkSubscription(row: unknown): { id: string; subscription: Subscription } {
  if (!isObject(row)) throw invalidMessage('Payload is not valid: every subscription must be an object.');
  const { subscriptionId, channels, queries } = row;
  let id: string;
  if (subscriptionId === undefined || subscriptionId === null || subscriptionId === '') id = newUniqueId();
  else if (typeof subscriptionId === 'string' && isValidCustomId(subscriptionId)) id = subscriptionId;
  else throw invalidMessage('Payload is not valid: subscriptionId must be a valid ID (at most 36 of a-z, A-Z, 0-9, ., -, _).');

  if (!Array.isArray(channels) || channels.length === 0 || channels.length > MAX_CHANNELS) {
    throw invalidMessage(`Payload is not valid: channels must be a list of 1 to ${MAX_CHANNELS} channel names.`);
  }
  if (!channels.every((c): c is string => typeof c === 'string' && c.trim() !== '' && c.length <= MAX_CHANNEL_LENGTH)) {
    throw invalidMessage('Payload is not valid: every channel must be a non-empty string.');
  }
  const queryList = queries === undefined || queries === null ? [] : queries;
  if (!Array.isArray(queryList) || queryList.length > MAX_QUERIES)
    throw invalidMessage(`Payload is not valid: queries must be a list of at most ${MAX_QUERIES}.`);
  let parsedQueries: PayloadQuery[];
  try {
    parsedQueries = queryList.map(parsePayloadQuery);
  } catch (error) {
    if (error instanceof RealtimeQueryError) throw invalidMessage(`Invalid query: ${error.message}`);
    throw error;
  }
  return { id, subscription: { channels: [...new Set(channels.map((c) => c.trim()))], queries: queryList as string[], parsedQueries } };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
