import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppwriteException, ID, Storage, type Models } from 'appwrite';
import { type TestServer, startTestServer, TEST_ENGINE } from '../helpers/test-server.ts';
import { type TestUser, createTestAdmin } from '../helpers/sessions.ts';
import { fileOf, makeLargePng } from '../helpers/images.ts';
import { declareBucket } from '../../src/appwrite/storage/storage-context.ts';
import { productImagesBucket } from '../../src/appwrite/storage/buckets.ts';

const MiB = 1024 * 1024;
const CHUNK = 5 * MiB;
const BIG = 'big-images';

let server: TestServer;
let admin: TestUser;
let bigPng: Buffer;

const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');

beforeAll(async () => {
  server = await startTestServer();
  admin = await createTestAdmin(server);
  // Like product-images but roomy enough for five chunks.
  declareBucket(server.app, { ...productImagesBucket, id: BIG, name: 'Big images', maximumFileSizeBytes: 30_000_000 });
  bigPng = await makeLargePng(21 * MiB);
});
afterAll(() => server.close());

interface ChunkOptions {
  bucketId?: string;
  fileId?: string;
  name?: string;
  bytes: Buffer;
  range?: string;
  uploadId?: string;
}

/** One raw createFile request, shaped like the SDK's (multipart fields fileId and file). */
function postChunk(options: ChunkOptions): Promise<Response> {
  const form = new FormData();
  form.append('fileId', options.fileId ?? 'unique()');
  form.append('file', fileOf(options.bytes, options.name ?? 'big.png'));
  const headers: Record<string, string> = { 'x-appwrite-project': 'pura', 'x-appwrite-session': admin.cookie };
  if (options.range) headers['content-range'] = options.range;
  if (options.uploadId) headers['x-appwrite-id'] = options.uploadId;
  return fetch(`${server.endpoint}/storage/buckets/${options.bucketId ?? BIG}/files`, { method: 'POST', headers, body: form });
}

const chunkOf = (bytes: Buffer, index: number) => {
  const start = (index - 1) * CHUNK;
  const end = Math.min(start + CHUNK, bytes.length) - 1;
  return { bytes: bytes.subarray(start, end + 1), range: `bytes ${start}-${end}/${bytes.length}` };
};

async function bodyOf(response: Response) {
  return (await response.json()) as Models.File & { type?: string; message?: string };
}

async function expectNoFile(bucketId: string, fileId: string) {
  const error = await new Storage(admin.client()).getFile({ bucketId, fileId }).catch((e: unknown) => e);
  expect(error).toMatchObject({ code: 404, type: 'storage_file_not_found' });
  expect(existsSync(path.join(server.config.dataDir, 'files', bucketId, fileId))).toBe(false);
}

describe(`chunked uploads on ${TEST_ENGINE}`, () => {
  it('takes a > 5 MiB image from the SDK into product-images', async () => {
    const png = await makeLargePng(7 * MiB);
    const file = await new Storage(admin.client()).createFile({
      bucketId: 'product-images',
      fileId: ID.unique(),
      file: fileOf(png, 'poster.png'),
    });
    expect(file).toMatchObject({ chunksTotal: 2, chunksUploaded: 2, sizeOriginal: png.length, mimeType: 'image/png', signature: md5(png) });
  });

  it('assembles five chunks the SDK sends in parallel, reporting progress', async () => {
    const progress: Array<{ chunksUploaded: number; chunksTotal: number; progress: number }> = [];
    const file = await new Storage(admin.client()).createFile({
      bucketId: BIG,
      fileId: 'noise-poster',
      file: fileOf(bigPng, 'noise.png'),
      onProgress: (p) => progress.push(p),
    });
    expect(file).toMatchObject({
      $id: 'noise-poster',
      chunksTotal: 5,
      chunksUploaded: 5,
      sizeOriginal: bigPng.length,
      sizeActual: bigPng.length,
      mimeType: 'image/png',
      signature: md5(bigPng),
    });
    expect(progress.map((p) => p.chunksUploaded)).toEqual([1, 2, 3, 4, 5]);
    expect(progress.at(-1)?.progress).toBe(100);

    const view = await fetch(new Storage(server.client()).getFileView({ bucketId: BIG, fileId: file.$id }));
    expect(md5(Buffer.from(await view.arrayBuffer()))).toBe(md5(bigPng));
    // The chunks are gone once the file is assembled.
    const folder = path.join(server.config.dataDir, 'files', BIG, file.$id);
    expect(
      readdirSync(folder, { recursive: true })
        .map(String)
        .filter((entry) => entry.includes('chunks')),
    ).toEqual([]);
  });

  it('accepts chunks out of order keyed by x-appwrite-id, and completes on the last one to arrive', async () => {
    const bytes = bigPng.subarray(0, 12 * MiB);
    // A PNG cut short still has its header; the bucket accepts it as an image.
    const uploadId = 'out-of-order';
    const third = await postChunk({ ...chunkOf(bytes, 3), uploadId });
    expect(third.status).toBe(201);
    expect(await bodyOf(third)).toMatchObject({
      $id: uploadId,
      chunksTotal: 3,
      chunksUploaded: 1,
      signature: '',
      mimeType: '',
      sizeOriginal: bytes.length,
    });

    const first = await postChunk({ ...chunkOf(bytes, 1), uploadId });
    expect(first.status).toBe(201);
    expect((await bodyOf(first)).chunksUploaded).toBe(2);

    const listed = await new Storage(admin.client()).getFile({ bucketId: BIG, fileId: uploadId });
    expect(listed.chunksUploaded).toBe(2);
    const early = await fetch(new Storage(server.client()).getFileView({ bucketId: BIG, fileId: uploadId }));
    expect(early.status).toBe(404);

    const second = await postChunk({ ...chunkOf(bytes, 2), uploadId });
    expect(second.status).toBe(201);
    expect(await bodyOf(second)).toMatchObject({ chunksUploaded: 3, chunksTotal: 3, signature: md5(bytes), mimeType: 'image/png' });

    // A chunk of a complete file answers 200 with the file; a whole-file POST for the ID is a conflict.
    const again = await postChunk({ ...chunkOf(bytes, 2), uploadId });
    expect(again.status).toBe(200);
    expect((await bodyOf(again)).signature).toBe(md5(bytes));
    const whole = await postChunk({ bucketId: BIG, fileId: uploadId, bytes: bigPng.subarray(0, 1000) });
    expect(whole.status).toBe(409);
    expect((await bodyOf(whole)).type).toBe('storage_file_already_exists');
  });

  it('counts concurrent chunks exactly once each', async () => {
    const bytes = bigPng.subarray(0, 18 * MiB);
    const uploadId = 'concurrent';
    expect((await postChunk({ ...chunkOf(bytes, 1), uploadId })).status).toBe(201);
    const responses = await Promise.all([2, 3, 4, 2, 3].map((index) => postChunk({ ...chunkOf(bytes, index), uploadId })));
    const bodies = await Promise.all(responses.map(bodyOf));
    expect(responses.every((r) => r.status === 201 || r.status === 200)).toBe(true);
    expect(bodies.filter((b) => b.signature === md5(bytes))).not.toHaveLength(0);
    const file = await new Storage(admin.client()).getFile({ bucketId: BIG, fileId: uploadId });
    expect(file).toMatchObject({ chunksTotal: 4, chunksUploaded: 4, signature: md5(bytes) });
  });

  it('refuses malformed Content-Range headers and bad x-appwrite-id values, writing nothing', async () => {
    const bytes = bigPng.subarray(0, 7 * MiB);
    const cases: Array<[Partial<ChunkOptions>, number, string]> = [
      [{ range: 'bytes 0-9/5' }, 400, 'storage_invalid_content_range'],
      [{ range: 'bytes 9-0/100' }, 400, 'storage_invalid_content_range'],
      [{ range: 'bytes=0-9/100' }, 400, 'storage_invalid_content_range'],
      [{ range: `bytes 100-${100 + CHUNK - 1}/${bytes.length}` }, 400, 'storage_invalid_content_range'],
      [{ range: `bytes 0-1023/${bytes.length}` }, 400, 'storage_invalid_content_range'],
      [{ range: `bytes 0-${CHUNK - 1}/${bytes.length}`, uploadId: 'unique()' }, 400, 'storage_invalid_appwrite_id'],
      [{ range: `bytes 0-${CHUNK - 1}/${bytes.length}`, uploadId: '-bad' }, 400, 'storage_invalid_appwrite_id'],
      [{ range: `bytes 0-${CHUNK - 1}/40000000` }, 400, 'storage_invalid_file_size'],
    ];
    for (const [options, status, type] of cases) {
      const response = await postChunk({ fileId: 'malformed', bytes: bytes.subarray(0, CHUNK), ...options });
      expect(response.status, JSON.stringify(options)).toBe(status);
      expect((await bodyOf(response)).type, JSON.stringify(options)).toBe(type);
    }
    // A chunk over 5 MiB is refused by its size, as by Appwrite: whether its range or its body says so.
    const twelveMiB = bigPng.subarray(0, 12 * MiB);
    const oversized = await postChunk({
      fileId: 'malformed',
      bytes: twelveMiB,
      range: `bytes 0-${twelveMiB.length - 1}/${twelveMiB.length}`,
    });
    expect(oversized.status).toBe(413);
    expect(await bodyOf(oversized)).toMatchObject({ code: 413, type: 'general_payload_too_large' });
    const overlong = await postChunk({ fileId: 'malformed', bytes: twelveMiB, range: `bytes 0-${CHUNK - 1}/${bytes.length}` });
    expect(overlong.status).toBe(413);
    // A chunk whose body does not match its range.
    const short = await postChunk({ fileId: 'malformed', bytes: bytes.subarray(0, 1000), range: `bytes 0-${CHUNK - 1}/${bytes.length}` });
    expect(short.status).toBe(400);
    expect((await bodyOf(short)).type).toBe('storage_invalid_content_range');
    await expectNoFile(BIG, 'malformed');
  });

  it('refuses a chunk whose size disagrees with the upload in progress', async () => {
    const bytes = bigPng.subarray(0, 11 * MiB);
    expect((await postChunk({ ...chunkOf(bytes, 1), uploadId: 'size-clash' })).status).toBe(201);
    const other = bigPng.subarray(0, 12 * MiB);
    const clash = await postChunk({ ...chunkOf(other, 2), uploadId: 'size-clash' });
    expect(clash.status).toBe(400);
    expect((await bodyOf(clash)).message).toMatch(/upload in progress has/);
  });

  it('drops the whole upload when the first chunk is not an image', async () => {
    const text = Buffer.alloc(7 * MiB, 'this is not an image, whatever the name says\n');
    expect((await postChunk({ ...chunkOf(text, 2), uploadId: 'fake-png' })).status).toBe(201);
    const first = await postChunk({ ...chunkOf(text, 1), uploadId: 'fake-png' });
    expect(first.status).toBe(400);
    expect((await bodyOf(first)).type).toBe('storage_file_type_unsupported');
    await expectNoFile(BIG, 'fake-png');
  });

  it('drops the whole upload when the assembled file is not a readable image', async () => {
    // A JPEG signature followed by noise passes the first look but not the full check.
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), bigPng.subarray(5000, 5000 + 6 * MiB)]);
    expect((await postChunk({ ...chunkOf(fake, 1), name: 'broken.jpg', uploadId: 'broken-jpeg' })).status).toBe(201);
    const last = await postChunk({ ...chunkOf(fake, 2), name: 'broken.jpg', uploadId: 'broken-jpeg' });
    expect(last.status).toBe(400);
    expect(await bodyOf(last)).toMatchObject({ type: 'storage_file_type_unsupported', message: expect.stringMatching(/damaged/) });
    await expectNoFile(BIG, 'broken-jpeg');
  });

  it('rejects an SDK upload over the bucket limit before sending the rest', async () => {
    const tooBig = await makeLargePng(11 * MiB);
    const error = await new Storage(admin.client())
      .createFile({ bucketId: 'product-images', fileId: 'too-big', file: fileOf(tooBig, 'huge.png') })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppwriteException);
    expect(error).toMatchObject({ code: 400, type: 'storage_invalid_file_size' });
    await expectNoFile('product-images', 'too-big');
  });
});
