import { createRequire } from 'node:module';
import type { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { isClientSocketError } from '../../src/appwrite/realtime/realtime-hub.ts';

/**
 * A realtime client that sends a frame over 64 KiB is closed with 1009; the error ws raises for it
 * used to be logged as a server fault. Errors the client causes are told apart from the server's.
 */

// ws's frame parser; its types (@types/ws) leave it out.
const { Receiver } = createRequire(import.meta.url)('ws') as {
  Receiver: new (options: { maxPayload: number; isServer: boolean }) => Writable;
};

/** The error ws itself raises for a frame whose announced length is over `maxPayload`. */
function oversizedFrameError(): Promise<Error> {
  const receiver = new Receiver({ maxPayload: 10, isServer: true });
  const raised = new Promise<Error>((resolve) => receiver.once('error', resolve));
  // A masked text frame announcing a 1000-byte payload.
  receiver.write(Buffer.from([0x81, 0x80 | 126, 0x03, 0xe8, 1, 2, 3, 4]));
  return raised;
}

describe('errors on a realtime socket', () => {
  it('counts a frame over the size limit and a vanished peer as the client’s doing', async () => {
    expect(isClientSocketError(await oversizedFrameError())).toBe(true);
    expect(isClientSocketError(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }))).toBe(true);
  });

  it('counts anything else as the server’s', () => {
    expect(isClientSocketError(new TypeError('connection.deliver is not a function'))).toBe(false);
    expect(isClientSocketError(Object.assign(new Error('database is closed'), { code: '57P01' }))).toBe(false);
    expect(isClientSocketError(null)).toBe(false);
  });
});
