import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import S3rver from 's3rver';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { ID, ImageFormat, Storage } from 'appwrite';
import sharp from 'sharp';
import { type TestServer, startTestServer, TEST_ENGINE } from '../helpers/test-server.ts';
import { type TestUser, createTestAdmin } from '../helpers/sessions.ts';
import { fileOf, makeImage, makeLargePng } from '../helpers/images.ts';

const BUCKET = 'product-images';
const S3_BUCKET = 'pura-files';

let s3Directory: string;
let s3server: S3rver;
let s3: S3Client;
let server: TestServer;
let admin: TestUser;

const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');

async function objectKeys(): Promise<string[]> {
  const listed = await s3.send(new ListObjectsV2Command({ Bucket: S3_BUCKET }));
  return (listed.Contents ?? []).map((o) => o.Key ?? '');
}

beforeAll(async () => {
  s3Directory = await mkdtemp(path.join(tmpdir(), 'pura-s3rver-'));
  s3server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: s3Directory,
    configureBuckets: [{ name: S3_BUCKET, configs: [] }],
  });
  const { port } = await s3server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  s3 = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  server = await startTestServer({
    S3_ENDPOINT: endpoint,
    S3_BUCKET,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
  admin = await createTestAdmin(server);
}, 120_000);

afterAll(async () => {
  await server?.close();
  s3.destroy();
  await s3server?.close();
  await rm(s3Directory, { recursive: true, force: true });
});

describe(`files in an S3-compatible store on ${TEST_ENGINE}`, () => {
  it('stores uploads in the S3 bucket, not in DATA_DIR', async () => {
    const png = await makeImage('png', 120, 80);
    const file = await new Storage(admin.client()).createFile({ bucketId: BUCKET, fileId: 'on-s3', file: fileOf(png, 'on-s3.png') });
    expect(file.signature).toBe(md5(png));
    expect(await objectKeys()).toEqual([expect.stringMatching(/^product-images\/on-s3\/[0-9a-f]{16}\/file$/)]);
    expect(existsSync(path.join(server.config.dataDir, 'files'))).toBe(false);

    const storage = new Storage(server.client());
    const view = await fetch(storage.getFileView({ bucketId: BUCKET, fileId: file.$id }));
    expect(view.status).toBe(200);
    expect(Buffer.from(await view.arrayBuffer()).equals(png)).toBe(true);

    const range = await fetch(storage.getFileDownload({ bucketId: BUCKET, fileId: file.$id }), { headers: { range: 'bytes=8-15' } });
    expect(range.status).toBe(206);
    expect(Buffer.from(await range.arrayBuffer()).equals(png.subarray(8, 16))).toBe(true);

    const preview = await fetch(storage.getFilePreview({ bucketId: BUCKET, fileId: file.$id, width: 60, output: ImageFormat.Webp }));
    expect(preview.status).toBe(200);
    const metadata = await sharp(Buffer.from(await preview.arrayBuffer())).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 60, 40]);

    await new Storage(admin.client()).deleteFile({ bucketId: BUCKET, fileId: file.$id });
    expect(await objectKeys()).toEqual([]);
    expect((await fetch(storage.getFileView({ bucketId: BUCKET, fileId: file.$id }))).status).toBe(404);
  });

  it('assembles chunked uploads in S3 and removes the chunks', async () => {
    const png = await makeLargePng(7 * 1024 * 1024);
    const file = await new Storage(admin.client()).createFile({ bucketId: BUCKET, fileId: ID.unique(), file: fileOf(png, 'large.png') });
    expect(file).toMatchObject({ chunksTotal: 2, chunksUploaded: 2, signature: md5(png) });
    expect(await objectKeys()).toEqual([expect.stringMatching(new RegExp(`^product-images/${file.$id}/[0-9a-f]{16}/file$`))]);
    const view = await fetch(new Storage(server.client()).getFileView({ bucketId: BUCKET, fileId: file.$id }));
    expect(md5(Buffer.from(await view.arrayBuffer()))).toBe(md5(png));
  });

  it('leaves nothing in S3 when an upload is refused', async () => {
    const before = await objectKeys();
    const error = await new Storage(admin.client())
      .createFile({ bucketId: BUCKET, fileId: ID.unique(), file: fileOf(Buffer.from('plain text'), 'fake.png') })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 400, type: 'storage_file_type_unsupported' });
    expect(await objectKeys()).toEqual(before);
  });
});
