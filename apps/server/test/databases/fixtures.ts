import { expect } from 'vitest';
import { AppwriteException } from 'appwrite';
import type { RealtimeEvent } from '../../src/appwrite/realtime/realtime-events.ts';
import type { TestServer } from '../helpers/test-server.ts';

/** Shared helpers of the documents suites. */

export const DB = 'shop';

/** Document data for SDK calls, typed as a plain record so the SDK's generic Document stays the default. */
export const fields = (data: Record<string, unknown>): Record<string, unknown> => data;

/** A valid product's data; override what a test cares about. */
export function productData(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Vitamin C Serum',
    price: 34.99,
    description: 'A brightening serum with stable vitamin C.',
    category: 'Skincare',
    stock: 10,
    ...overrides,
  };
}

/** A valid order's data, as checkout will create it. */
export function orderData(userId: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    userId,
    email: 'buyer@example.test',
    items: JSON.stringify([{ id: 'vitamin-c-serum', name: 'Vitamin C Serum', price: 34.99, quantity: 1, isBundle: false }]),
    subtotal: 34.99,
    tax: 2.8,
    total: 37.79,
    shippingAddress: JSON.stringify({ firstName: 'Ada', lastName: 'L', address: 'Main St 1', city: 'Vienna', zipCode: '1010' }),
    paymentIntentId: `pi_${Math.random().toString(36).slice(2)}`,
    status: 'completed',
    ...overrides,
  };
}

/** Awaits a promise that must reject with an AppwriteException of this code and type. */
export async function expectAppwriteError(
  promise: Promise<unknown>,
  code: number,
  type: string,
  message?: RegExp | string,
): Promise<AppwriteException> {
  const error = await promise.then(
    () => {
      throw new Error(`expected ${code} ${type}, but the call succeeded`);
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppwriteException);
  const exception = error as AppwriteException;
  expect({ code: exception.code, type: exception.type, message: exception.message }).toMatchObject({
    code,
    type,
    ...(message !== undefined ? { message: typeof message === 'string' ? message : expect.stringMatching(message) } : {}),
  });
  return exception;
}

/** `/databases/shop/collections/<c>/documents[?query]` with the SDK's bracket flattening. */
export function documentsPath(collectionId: string, queries: string[] = [], extra = ''): string {
  const params = queries.map((q, i) => `queries%5B${i}%5D=${encodeURIComponent(q)}`);
  const search = [...params, ...(extra ? [extra] : [])].join('&');
  return `/databases/${DB}/collections/${collectionId}/documents${search ? `?${search}` : ''}`;
}

/** Records every realtime event the server publishes while the returned list is alive. */
export function recordEvents(server: TestServer): { events: RealtimeEvent[]; stop(): void } {
  const events: RealtimeEvent[] = [];
  const listener = (event: RealtimeEvent) => events.push(event);
  server.app.realtime.local.on('event', listener);
  return { events, stop: () => server.app.realtime.local.off('event', listener) };
}

/** Rows in a collection's table, counted directly (to prove nothing was written). */
export async function countRows(server: TestServer, collectionId: string): Promise<number> {
  const { rows } = await server.db.query<{ n: string }>(`SELECT count(*) AS n FROM "doc_shop_${collectionId}"`);
  return Number(rows[0]?.n ?? 0);
}
