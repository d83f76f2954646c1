import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../../config/env.ts';
import { LocalFileBlobs } from './local-file-blobs.ts';
import { S3FileBlobs } from './s3-file-blobs.ts';

/** An inclusive byte range, as in `Range: bytes=start-end`. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where the bytes of files live: one interface, a local folder by default (DATA_DIR/files) and an
 * S3-compatible bucket when S3_* is configured (docs/architecture.md). Keys are '/'-separated paths
 * built from validated IDs only.
 */
export interface FileBlobs {
  readonly kind: 'local' | 's3';
  write(key: string, data: Buffer): Promise<void>;
  read(key: string): Promise<Buffer>;
  /** The bytes of one object, or of a range of it. Rejects with BlobNotFoundError if missing. */
  stream(key: string, range?: ByteRange): Promise<Readable>;
  /** Removes every object under `prefix/`; missing objects are fine. */
  deleteFolder(prefix: string): Promise<void>;
}

/** A blob the database names is not in the store. */
export class BlobNotFoundError extends Error {
  override name = 'BlobNotFoundError';
}

/** The blob store the configuration asks for. */
export function openFileBlobs(config: Config): FileBlobs {
  return config.s3 ? new S3FileBlobs(config.s3) : new LocalFileBlobs(path.join(config.dataDir, 'files'));
}
