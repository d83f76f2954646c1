import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { type PublishedRealtimeEvent, setRealtimeRelay } from './realtime-events.ts';

/**
 * Events cross server instances through PostgreSQL LISTEN/NOTIFY (docs/architecture.md 'Caches and NOTIFY').
 * Each instance delivers its own events in process at once and NOTIFYs the others; what it hears
 * back from itself it ignores, so nobody gets an event twice. A NOTIFY payload holds at most
 * 8000 bytes: a larger event is stored in `realtime_events` and only its id is sent.
 * On PGlite there is one process, so events stay in it.
 */

const CHANNEL = 'pura_realtime';
// PostgreSQL's limit is 8000 bytes; leave room for the envelope.
const MAX_INLINE_BYTES = 7800;
// Stored events only need to outlive the NOTIFY round trip.
const STORED_EVENT_TTL = "interval '10 minutes'";

interface Envelope {
  /** The publishing instance. */
  o: string;
  /** The event itself, when it fits… */
  e?: PublishedRealtimeEvent;
  /** …or the id of its row in realtime_events. */
  r?: string;
}

export async function installRealtimeFanOut(app: FastifyInstance): Promise<void> {
  if (app.db.kind !== 'postgres') return;
  const instanceId = randomUUID();
  // Sending and receiving each run in order, so events keep their publishing order.
  let sending: Promise<void> = Promise.resolve();
  let receiving: Promise<void> = Promise.resolve();
  let open = true;

  const send = async (event: PublishedRealtimeEvent) => {
    const inline = JSON.stringify({ o: instanceId, e: event } satisfies Envelope);
    if (Buffer.byteLength(inline) <= MAX_INLINE_BYTES) {
      await app.db.query('SELECT pg_notify($1, $2)', [CHANNEL, inline]);
      return;
    }
    const { rows } = await app.db.query<{ id: string }>('INSERT INTO realtime_events (body) VALUES ($1) RETURNING id', [
      JSON.stringify(event),
    ]);
    await app.db.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify({ o: instanceId, r: String(rows[0]?.id) } satisfies Envelope)]);
    await app.db.query(`DELETE FROM realtime_events WHERE created_at < now() - ${STORED_EVENT_TTL}`);
  };

  const receive = async (payload: string) => {
    const envelope = JSON.parse(payload) as Envelope;
    if (envelope.o === instanceId) return;
    let event = envelope.e;
    if (!event && envelope.r) {
      const { rows } = await app.db.query<{ body: string }>('SELECT body FROM realtime_events WHERE id = $1', [envelope.r]);
      event = rows[0] ? (JSON.parse(rows[0].body) as PublishedRealtimeEvent) : undefined;
    }
    if (isEvent(event)) app.realtime.local.emit('event', event);
  };

  const unlisten = await app.db.listen(CHANNEL, (payload) => {
    if (!open) return;
    receiving = receiving
      .then(() => receive(payload))
      .catch((error: unknown) => app.log.warn({ err: error }, 'realtime: could not read an event from another instance'));
  });

  setRealtimeRelay(app.realtime, (event) => {
    if (!open) return;
    sending = sending
      .then(() => send(event))
      .catch((error: unknown) => app.log.warn({ err: error }, 'realtime: could not pass an event to other instances'));
  });

  app.addHook('onClose', async () => {
    open = false;
    setRealtimeRelay(app.realtime, null);
    await sending;
    await unlisten().catch(() => undefined);
  });
}

function isEvent(value: unknown): value is PublishedRealtimeEvent {
  if (typeof value !== 'object' || value === null) return false;
  const event = value as Record<string, unknown>;
  return (
    Array.isArray(event.events) && Array.isArray(event.channels) && Array.isArray(event.readRoles) && typeof event.timestamp === 'string'
  );
}
