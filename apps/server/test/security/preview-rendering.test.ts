import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Storage } from 'appwrite';
import { type TestServer, TEST_ENGINE, startTestServer } from '../helpers/test-server.ts';
import { createTestAdmin } from '../helpers/sessions.ts';
import { fileOf, makeImage } from '../helpers/images.ts';
import { PREVIEW_RENDERS_AT_ONCE, PREVIEW_RENDERS_WAITING, PREVIEW_RENDER_UNITS_PER_MINUTE } from '../../src/appwrite/storage/preview-renders.ts';

/**
 * Anyone may ask for previews of a public product image, and every new set of parameters is
 * rendered. Unbounded, a dozen anonymous 4000×4000 previews held the server for two minutes:
 * every libuv worker rendered, sign-ins and other previews waited. Renders now go through a gate
 * with a bounded queue, and each client IP has a budget of rendered pixels per minute.
 */

const BUCKET = 'product-images';
const LARGEST = 4000;

let server: TestServer;
let fileId: string;

beforeAll(async () => {
  server = await startTestServer();
  const admin = await createTestAdmin(server);
  const file = await new Storage(admin.client()).createFile({ bucketId: BUCKET, fileId: 'tiny-artwork', file: fileOf(await makeImage('png', 40, 20), 'tiny.png') });
  fileId = file.$id;
});
afterAll(() => server.close());

/**
 * A JPEG preview of about 4000×4000, made new by its quality (every quality is another
 * rendering); each test asks for its own height so none is served from another's cache.
 */
function largePreview(quality: number, ip: string, height: number): Promise<Response> {
  const url = `${server.endpoint}/storage/buckets/${BUCKET}/files/${fileId}/preview?project=pura&width=${LARGEST}&height=${height}&output=jpg&quality=${quality}`;
  return fetch(url, { headers: { 'x-forwarded-for': ip } });
}

describe(`preview rendering limits on ${TEST_ENGINE}`, () => {
  it('answers 503 at once when more large renders arrive together than the gate runs and queues', { timeout: 120_000 }, async () => {
    const flood = PREVIEW_RENDERS_AT_ONCE + PREVIEW_RENDERS_WAITING + 6;
    // Each from its own address, so the per-client budget plays no part here.
    const responses = await Promise.all(Array.from({ length: flood }, (_, i) => largePreview(i + 1, `198.51.100.${i + 1}`, LARGEST)));
    const statuses = await Promise.all(
      responses.map(async (response) => {
        if (response.status !== 200) expect((await response.json()) as { type: string }).toMatchObject({ type: 'general_service_unavailable' });
        else await response.arrayBuffer();
        return response.status;
      }),
    );
    expect(statuses.filter((s) => s === 503).length).toBeGreaterThanOrEqual(1);
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(PREVIEW_RENDERS_AT_ONCE);
  });

  it('refuses one client more large renders than its budget with 429, while cached previews and other clients still work', { timeout: 120_000 }, async () => {
    const perRender = Math.ceil((LARGEST * (LARGEST - 1)) / 1_000_000);
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

    const cached = await largePreview(1, ip, LARGEST - 1);
    expect(cached.status).toBe(200);
    await cached.arrayBuffer();
    const otherClient = await largePreview(quality, '203.0.113.8', LARGEST - 1);
    expect(otherClient.status).toBe(200);
    await otherClient.arrayBuffer();
  });
});
