import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { BlobNotFoundError, type ByteRange, type FileBlobs } from './file-blobs.ts';

/** Files in a folder on the local disk (DATA_DIR/files): the default, no service needed. */
export class LocalFileBlobs implements FileBlobs {
  readonly kind = 'local';

  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    const resolved = path.resolve(this.root, key);
    // Keys are built from validated IDs; this guard only makes a future mistake harmless.
    if (!resolved.startsWith(this.root + path.sep)) throw new Error(`blob key escapes the storage folder: ${key}`);
    return resolved;
  }

  async write(key: string, data: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temporary, data);
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async read(key: string): Promise<Buffer> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      throw notFoundOr(error, key);
    }
  }

  async stream(key: string, range?: ByteRange): Promise<Readable> {
    const file = this.pathOf(key);
    try {
      await stat(file);
    } catch (error) {
      throw notFoundOr(error, key);
    }
    return createReadStream(file, range ? { start: range.start, end: range.end } : {});
  }

  async deleteFolder(prefix: string): Promise<void> {
    const folder = this.pathOf(prefix);
    await rm(folder, { recursive: true, force: true });
    // Tidy now-empty parents (bucket/fileId), never above the root; a non-empty one stays.
    let parent = path.dirname(folder);
    while (parent.startsWith(this.root + path.sep)) {
      try {
        await rmdir(parent);
      } catch {
        break;
      }
      parent = path.dirname(parent);
    }
  }
}

function notFoundOr(error: unknown, key: string): unknown {
  return (error as NodeJS.ErrnoException)?.code === 'ENOENT' ? new BlobNotFoundError(key) : error;
}
