import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Storage } from 'appwrite';
import sharp from 'sharp';
import { type TestServer, TEST_ENGINE, startTestServer } from '../helpers/test-server.ts';
import { createTestAdmin } from '../helpers/sessions.ts';
import { fileOf, makeLargePng } from '../helpers/images.ts';

/**
 * Every new set of preview parameters is rendered and written to DATA_DIR/preview-cache, and
 * anyone may ask a public image for new ones: without a cap the folder grew until the disk was
 * full. PREVIEW_CACHE_MB caps it; the least recently used previews go first.
 */

const BUCKET = 'product-images';
const CAP_BYTES = 1024 * 1024;

interface CachedFile {
  bytes: number;
  inode: number;
  modifiedMs: number;
}

/** The preview files under a data directory, by path inside preview-cache. */
async function cachedFiles(dataDir: string): Promise<Map<string, CachedFile>> {
  const root = path.join(dataDir, 'preview-cache');
  const files = new Map<string, CachedFile>();
  if (!existsSync(root)) return files;
  for (const name of await readdir(root, { recursive: true })) {
    const info = await stat(path.join(root, name)).catch(() => null);
    if (info?.isFile()) files.set(name, { bytes: info.size, inode: info.ino, modifiedMs: info.mtimeMs });
  }
  return files;
}

const totalBytes = (files: Map<string, CachedFile>) => [...files.values()].reduce((sum, file) => sum + file.bytes, 0);

describe(`preview cache within PREVIEW_CACHE_MB on ${TEST_ENGINE}`, () => {
  let server: TestServer;
  let fileId: string;

  beforeAll(async () => {
    server = await startTestServer({ PREVIEW_CACHE_MB: '1' });
    const admin = await createTestAdmin(server);
    // Noise hardly compresses, so each preview takes tens of kilobytes and a few dozen pass the cap.
    const noise = await makeLargePng(400 * 400 * 3);
    fileId = (await new Storage(admin.client()).createFile({ bucketId: BUCKET, fileId: 'noise-swatch', file: fileOf(noise, 'noise.png') }))
      .$id;
  });
  afterAll(() => server.close());

  /** A 150 px high PNG preview, told apart by its width. */
  async function preview(width: number): Promise<Buffer> {
    const response = await fetch(
      `${server.endpoint}/storage/buckets/${BUCKET}/files/${fileId}/preview?project=pura&width=${width}&height=150&output=png`,
    );
    expect(response.status, `preview ${width}`).toBe(200);
    const image = Buffer.from(await response.arrayBuffer());
    expect(await sharp(image).metadata(), `preview ${width}`).toMatchObject({ format: 'png', width, height: 150 });
    return image;
  }

  /** Asks for a preview that is not cached yet and returns it with the cache file it added. */
  async function newPreview(width: number): Promise<{ image: Buffer; cacheFile: string }> {
    const before = await cachedFiles(server.config.dataDir);
    const image = await preview(width);
    const added = [...(await cachedFiles(server.config.dataDir)).keys()].filter((name) => !before.has(name));
    expect(added, `preview ${width}`).toHaveLength(1);
    return { image, cacheFile: added[0] ?? '' };
  }

  it('keeps the folder within the cap, keeps the preview in use, and renders evicted ones again', async () => {
    const favourite = await newPreview(150);
    const favouriteInode = (await cachedFiles(server.config.dataDir)).get(favourite.cacheFile)?.inode;
    const first = await newPreview(151);

    let written = 0;
    for (let width = 152; width < 200; width++) {
      const { image } = await newPreview(width);
      written += image.length;
      const files = await cachedFiles(server.config.dataDir);
      expect(totalBytes(files), `after preview ${width}`).toBeLessThanOrEqual(CAP_BYTES);
      // Read between the renders: reads count as use, so it is never the least recently used.
      expect((await preview(150)).equals(favourite.image)).toBe(true);
      expect(files.get(favourite.cacheFile)?.inode, `after preview ${width}`).toBe(favouriteInode);
    }
    expect(written).toBeGreaterThan(2 * CAP_BYTES);

    const files = await cachedFiles(server.config.dataDir);
    // Trimmed to about 90 % of the cap, not emptied.
    expect(totalBytes(files)).toBeGreaterThan(CAP_BYTES / 2);
    // The favourite's file was never written again, so it was never rendered again.
    expect(files.get(favourite.cacheFile)?.inode).toBe(favouriteInode);
    expect(files.has(first.cacheFile)).toBe(false);

    const again = await preview(151);
    expect(again.equals(first.image)).toBe(true);
    expect((await cachedFiles(server.config.dataDir)).has(first.cacheFile)).toBe(true);
  });

  it('drops the previews of a deleted file', async () => {
    const admin = await createTestAdmin(server);
    const storage = new Storage(admin.client());
    const doomed = await storage.createFile({
      bucketId: BUCKET,
      fileId: 'doomed-swatch',
      file: fileOf(await makeLargePng(100 * 100 * 3), 'doomed.png'),
    });
    const response = await fetch(`${server.endpoint}/storage/buckets/${BUCKET}/files/${doomed.$id}/preview?project=pura&width=40`);
    expect(response.status).toBe(200);
    const folder = path.join(server.config.dataDir, 'preview-cache', BUCKET, doomed.$id);
    expect(existsSync(folder)).toBe(true);

    await storage.deleteFile({ bucketId: BUCKET, fileId: doomed.$id });
    expect(existsSync(folder)).toBe(false);
    expect((await fetch(`${server.endpoint}/storage/buckets/${BUCKET}/files/${doomed.$id}/preview?project=pura&width=40`)).status).toBe(
      404,
    );
  });
});

describe(`preview cache after a restart on ${TEST_ENGINE}`, () => {
  const HOUR_MS = 60 * 60 * 1000;
  let dataDir: string;
  let server: TestServer | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'pura-preview-restart-'));
  });
  afterAll(async () => {
    await server?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('counts the previews already on disk and trims them to the cap, oldest first', async () => {
    // Twenty 100 KB previews from an earlier run (2 MB, twice the cap), each an hour older than
    // the next, and a write a crash interrupted.
    const folder = path.join(dataDir, 'preview-cache', BUCKET, 'earlier-file');
    await mkdir(folder, { recursive: true });
    const names: string[] = [];
    for (let i = 0; i < 20; i++) {
      const name = `${randomBytes(32).toString('hex')}.webp`;
      await writeFile(path.join(folder, name), randomBytes(100 * 1024));
      const modified = new Date(Date.now() - (20 - i) * HOUR_MS);
      await utimes(path.join(folder, name), modified, modified);
      names.push(name);
    }
    const interrupted = path.join(folder, `${names[0]}.0123456789ab.tmp`);
    await writeFile(interrupted, randomBytes(1024));
    await utimes(interrupted, new Date(Date.now() - HOUR_MS), new Date(Date.now() - HOUR_MS));

    server = await startTestServer({ DATA_DIR: dataDir, PREVIEW_CACHE_MB: '1' });

    await vi.waitFor(async () => expect(totalBytes(await cachedFiles(dataDir))).toBeLessThanOrEqual(CAP_BYTES), {
      timeout: 10_000,
      interval: 50,
    });
    const kept = names.map((name) => existsSync(path.join(folder, name)));
    // What is left are the newest: no kept preview is older than a removed one.
    expect(kept.indexOf(true)).toBeGreaterThan(0);
    expect(kept.slice(kept.indexOf(true)).every(Boolean)).toBe(true);
    expect(existsSync(interrupted)).toBe(false);
  });
});

describe(`PREVIEW_CACHE_MB=0 on ${TEST_ENGINE}`, () => {
  let dataDir: string;
  let server: TestServer;
  let fileId: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'pura-preview-off-'));
    await mkdir(path.join(dataDir, 'preview-cache', BUCKET, 'earlier-file'), { recursive: true });
    await writeFile(path.join(dataDir, 'preview-cache', BUCKET, 'earlier-file', 'left-over.webp'), randomBytes(4096));
    server = await startTestServer({ DATA_DIR: dataDir, PREVIEW_CACHE_MB: '0' });
    const admin = await createTestAdmin(server);
    fileId = (
      await new Storage(admin.client()).createFile({
        bucketId: BUCKET,
        fileId: 'uncached',
        file: fileOf(await makeLargePng(60 * 60 * 3), 'uncached.png'),
      })
    ).$id;
  });
  afterAll(async () => {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('renders every preview and keeps none on disk', async () => {
    await vi.waitFor(() => expect(existsSync(path.join(dataDir, 'preview-cache'))).toBe(false), { timeout: 10_000, interval: 50 });
    const url = `${server.endpoint}/storage/buckets/${BUCKET}/files/${fileId}/preview?project=pura&width=30&output=webp`;
    const first = await fetch(url);
    const second = await fetch(url);
    for (const response of [first, second]) {
      expect(response.status).toBe(200);
      expect(await sharp(Buffer.from(await response.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 30 });
    }
    expect(existsSync(path.join(dataDir, 'preview-cache'))).toBe(false);
  });
});
