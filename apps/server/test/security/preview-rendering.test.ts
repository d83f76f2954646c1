import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Storage } from 'appwrite';
import { type TestServer, TEST_ENGINE, startTestServer } from '../helpers/test-server.ts';
import { createTestAdmin } from '../helpers/sessions.ts';
import { fileOf, makeImage } from '../helpers/images.ts';
import {
  PREVIEW_RENDERS_AT_ONCE,
  PREVIEW_RENDERS_WAITING,
  PREVIEW_RENDER_UNITS_PER_MINUTE,
} from '../../src/appwrite/storage/preview-renders.ts';

/**
 * Anyone may ask for previews of a public product image, and every new set of parameters is
 * rendered. Unbounded, a dozen anonymous 4000×4000 previews held the server for two minutes:
 * every libuv worker rendered, sign-ins and other previews waited. Renders now go through a gate
 * with a queue bounded by work, and each client IP has a budget of rendered pixels per minute.
 * Neither may touch an ordinary visitor on a cold cache: requests for a preview being rendered
 * share that render, a page of cards fits in the queue, and a refused request spends no budget.
 */

const BUCKET = 'product-images';
const LARGEST = 4000;

let server: TestServer;
let fileId: string;

beforeAll(async () => {
  server = await startTestServer();
  const admin = await createTestAdmin(server);
  const file = await new Storage(admin.client()).createFile({
    bucketId: BUCKET,
    fileId: 'tiny-artwork',
    file: fileOf(await makeImage('png', 40, 20), 'tiny.png'),
  });
  fileId = file.$id;
});
afterAll(() => server.close());

/** A preview with these parameters, asked for from `ip`. */
function preview(query: string, ip: string): Promise<Response> {
  return fetch(`${server.endpoint}/storage/buckets/${BUCKET}/files/${fileId}/preview?project=pura&${query}`, {
    headers: { 'x-forwarded-for': ip },
  });
}

/**
 * A JPEG preview of about 4000×4000, made new by its quality (every quality is another
 * rendering); each test asks for its own height so none is served from another's cache.
 */
function largePreview(quality: number, ip: string, height: number): Promise<Response> {
  return preview(`width=${LARGEST}&height=${height}&output=jpg&quality=${quality}`, ip);
}

/** Budget units of a largePreview. */
const LARGE_UNITS = Math.ceil((LARGEST * LARGEST) / 1_000_000);

/** The statuses of responses, their bodies read. */
async function statusesOf(responses: Response[]): Promise<number[]> {
  return Promise.all(
    responses.map(async (response) => {
      await response.arrayBuffer();
      return response.status;
    }),
  );
}

let heldKeys = 0;

/**
 * Takes every render slot (and, with `queue`, all the room to wait) with renders that finish when
 * released, so the requests a test sends meanwhile all reach the gate before any render runs.
 */
function holdRenderGate({ queue = false } = {}) {
  const gate = server.app.storage.renders;
  let release = () => {};
  const held = new Promise<Buffer>((resolve) => (release = () => resolve(Buffer.alloc(0))));
  const units = [...Array.from({ length: gate.atOnce }, () => 1), ...(queue ? [gate.maxWaitingUnits] : [])];
  const renders = units.map((unitsOfRender) =>
    gate.render({
      key: `held ${++heldKeys}`,
      units: unitsOfRender,
      charge: async () => {},
      render: async () => held,
      keep: async () => {},
    }),
  );
  return {
    /** Gate requests these held renders make (the held ones count as asked and rendered). */
    count: units.length,
    async release() {
      release();
      await Promise.all(renders);
    },
  };
}

/** Resolves once `count` more previews than `before` have been asked of the render gate. */
async function gateAsked(before: number, count: number): Promise<void> {
  await vi.waitFor(() => expect(server.app.storage.renders.counts.asked - before).toBe(count), { timeout: 30_000, interval: 20 });
}

describe(`preview rendering limits on ${TEST_ENGINE}`, () => {
  it('answers 503 at once when more large renders arrive together than the gate runs and queues', { timeout: 120_000 }, async () => {
    const flood = PREVIEW_RENDERS_AT_ONCE + Math.floor(PREVIEW_RENDERS_WAITING / LARGE_UNITS) + 6;
    // Each from its own address, so the per-client budget plays no part here.
    const responses = await Promise.all(Array.from({ length: flood }, (_, i) => largePreview(i + 1, `198.51.100.${i + 1}`, LARGEST)));
    const statuses = await Promise.all(
      responses.map(async (response) => {
        if (response.status !== 200)
          expect((await response.json()) as { type: string }).toMatchObject({ type: 'general_service_unavailable' });
        else await response.arrayBuffer();
        return response.status;
      }),
    );
    expect(statuses.filter((s) => s === 503).length).toBeGreaterThanOrEqual(1);
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(PREVIEW_RENDERS_AT_ONCE);
  });

  it(
    'refuses one client more large renders than its budget with 429, while cached previews and other clients still work',
    { timeout: 120_000 },
    async () => {
      const perRender = Math.ceil((LARGEST * (LARGEST - 1)) / 1_000_000);
      // The large renders leave a little of the budget over, too little for another.
      expect(PREVIEW_RENDER_UNITS_PER_MINUTE % perRender).toBeGreaterThan(0);
      const allowed = Math.floor(PREVIEW_RENDER_UNITS_PER_MINUTE / perRender);
      const ip = '203.0.113.7';
      for (let quality = 1; quality <= allowed; quality++) {
        const response = await largePreview(quality, ip, LARGEST - 1);
        expect(response.status, `render ${quality}`).toBe(200);
        await response.arrayBuffer();
      }
      // The budget is per minute of the clock: should the renders above have crossed into a new
      // minute, the new budget is spent too before the refusal comes.
      let quality = allowed;
      let refused: Response;
      do {
        quality += 1;
        refused = await largePreview(quality, ip, LARGEST - 1);
        if (refused.status === 200) await refused.arrayBuffer();
      } while (refused.status === 200 && quality <= 2 * allowed + 1);
      expect(refused.status).toBe(429);
      expect((await refused.json()) as { type: string }).toMatchObject({ type: 'general_rate_limit_exceeded' });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      // The refused render was not counted: what was left, too little for it, still renders a small one.
      const small = await preview(`width=100&height=100&output=jpg&quality=${quality}`, ip);
      expect(small.status).toBe(200);
      await small.arrayBuffer();

      const cached = await largePreview(1, ip, LARGEST - 1);
      expect(cached.status).toBe(200);
      await cached.arrayBuffer();
      const otherClient = await largePreview(quality, '203.0.113.8', LARGEST - 1);
      expect(otherClient.status).toBe(200);
      await otherClient.arrayBuffer();
    },
  );

  it('renders a new preview once for 40 requests asking for it together, and answers each', { timeout: 120_000 }, async () => {
    const { counts } = server.app.storage.renders;
    const before = { ...counts };
    const hold = holdRenderGate();
    const responses = Array.from({ length: 40 }, () => preview('width=320&height=320&output=webp&quality=77', '192.0.2.40'));
    await gateAsked(before.asked, hold.count + 40);
    await hold.release();
    const bodies = await Promise.all(
      (await Promise.all(responses)).map(async (response) => {
        expect(response.status).toBe(200);
        return Buffer.from(await response.arrayBuffer());
      }),
    );
    expect(bodies.every((body) => body.equals(bodies[0] ?? Buffer.alloc(0)))).toBe(true);
    expect(counts.rendered - before.rendered).toBe(hold.count + 1);
  });

  it('queues a cold catalogue page of 42 new card previews from one visitor rather than refusing some', { timeout: 120_000 }, async () => {
    const before = server.app.storage.renders.counts.asked;
    const hold = holdRenderGate();
    const cards = Array.from({ length: 42 }, (_, i) => preview(`width=640&height=640&output=avif&quality=${i + 1}`, '192.0.2.42'));
    await gateAsked(before, hold.count + 42);
    await hold.release();
    expect(await statusesOf(await Promise.all(cards))).toEqual(Array.from({ length: 42 }, () => 200));
  });

  it('charges no budget for a render answered 503, so the client may still render its whole budget', { timeout: 120_000 }, async () => {
    const ip = '192.0.2.53';
    // The largest preview there is: 4000 px and a 100 px border each side, in AVIF.
    const largest = `width=${LARGEST}&height=${LARGEST}&borderWidth=100&output=avif`;
    const hold = holdRenderGate({ queue: true });
    const busy = await preview(largest, ip);
    await hold.release();
    expect(busy.status).toBe(503);
    expect((await busy.json()) as { type: string }).toMatchObject({ type: 'general_service_unavailable' });

    // Had the refused render been charged (71 units), these (8 × 18 = 144) would take the client
    // past its 200 — unless a new minute began meanwhile, which can hide such a fault but never fail this.
    for (let quality = 1; quality <= 8; quality++) {
      const response = await preview(`width=${LARGEST}&height=${LARGEST}&borderWidth=100&output=jpg&quality=${quality}`, ip);
      expect(response.status, `render ${quality}`).toBe(200);
      await response.arrayBuffer();
    }
  });
});
