import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ID, Storage } from 'appwrite';
import { type TestServer, TEST_ENGINE, startTestServer } from '../helpers/test-server.ts';
import { createTestAdmin } from '../helpers/sessions.ts';
import { fileOf } from '../helpers/images.ts';
import { MAX_INPUT_SIDE } from '../../src/appwrite/storage/preview.ts';

/**
 * Appwrite's image-bomb rule (its e2e testFilePreviewOversized): a tiny, valid PNG may declare a
 * side far beyond what a preview should decode. A side over 50,000 pixels answers 400
 * storage_image_resolution_exceeded, read from the header before any decoding.
 */

const BUCKET = 'product-images';
let server: TestServer;
let storage: Storage;

/** A valid grey PNG of width × height, all zero: a few hundred bytes whatever it declares. */
function blankPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // 8 bits, greyscale, no interlace
  const rows = Buffer.alloc((width + 1) * height); // each row: filter byte 0, then the pixels
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMITS: 'off' });
  storage = new Storage((await createTestAdmin(server)).client());
});
afterAll(() => server.close());

async function previewOf(width: number, height: number): Promise<Response> {
  const file = await storage.createFile({
    bucketId: BUCKET,
    fileId: ID.unique(),
    file: fileOf(blankPng(width, height), `line-${width}x${height}.png`, 'image/png'),
  });
  return fetch(`${server.endpoint}/storage/buckets/${BUCKET}/files/${file.$id}/preview?project=pura&width=100`);
}

describe(`previews of images with an overlong side on ${TEST_ENGINE}`, () => {
  it('refuses 60000×1 and 1×60000 with 400 storage_image_resolution_exceeded, naming the size and the limit', async () => {
    for (const [width, height] of [
      [60_000, 1],
      [1, 60_000],
    ] as const) {
      const response = await previewOf(width, height);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        type: 'storage_image_resolution_exceeded',
        code: 400,
        message: `This image is ${width}×${height} pixels; a preview needs an image at most ${MAX_INPUT_SIDE} pixels wide and high.`,
      });
    }
  });

  it(`previews a side of exactly ${MAX_INPUT_SIDE} pixels`, async () => {
    const response = await previewOf(MAX_INPUT_SIDE, 1);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\//);
  });
});
