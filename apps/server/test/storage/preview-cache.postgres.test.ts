import { existsSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Storage } from 'appwrite';
import { type SecondInstance, type TestServer, startSecondInstance, startTestServer } from '../helpers/test-server.ts';
import { createTestAdmin } from '../helpers/sessions.ts';
import { fileOf, makeImage } from '../helpers/images.ts';

/**
 * Each instance caches previews on its own disk. A file deleted through one instance must not
 * leave its previews on the others, where nothing would ever serve them again. PostgreSQL only.
 */
describe('preview caches across server instances on PostgreSQL', () => {
  const BUCKET = 'product-images';
  let a: TestServer;
  let b: SecondInstance;

  beforeAll(async () => {
    a = await startTestServer();
    b = await startSecondInstance(a);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('drops a file’s previews on B when the file is deleted through A', async () => {
    const storage = new Storage((await createTestAdmin(a)).client());
    const file = await storage.createFile({
      bucketId: BUCKET,
      fileId: 'shared-swatch',
      file: fileOf(await makeImage('png', 80, 60), 'shared.png'),
    });
    // The second instance keeps files in a folder of its own: give it the bytes, as a shared S3 bucket would.
    await cp(path.join(a.config.dataDir, 'files'), path.join(b.app.config.dataDir, 'files'), { recursive: true });
    const response = await fetch(`${b.endpoint}/storage/buckets/${BUCKET}/files/${file.$id}/preview?project=pura&width=40`);
    expect(response.status).toBe(200);
    const folderOnB = path.join(b.app.config.dataDir, 'preview-cache', BUCKET, file.$id);
    expect(existsSync(folderOnB)).toBe(true);

    await storage.deleteFile({ bucketId: BUCKET, fileId: file.$id });
    await vi.waitFor(() => expect(existsSync(folderOnB)).toBe(false), { timeout: 5_000, interval: 20 });
  });
});
