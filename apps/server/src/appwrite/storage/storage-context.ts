import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { BUCKETS, type BucketDeclaration } from './buckets.ts';
import { type FileBlobs, openFileBlobs } from './file-blobs.ts';
import { PreviewCache } from './preview.ts';
import { PREVIEW_RENDERS_AT_ONCE, PREVIEW_RENDERS_WAITING, RenderGate } from './preview-renders.ts';

/** What the storage module keeps for the life of the app. */
export interface StorageContext {
  /** The buckets this server serves, by id. */
  buckets: Map<string, BucketDeclaration>;
  blobs: FileBlobs;
  previews: PreviewCache;
  /** The few preview renders this instance runs at once (preview-renders.ts). */
  renders: RenderGate;
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: StorageContext;
  }
}

// Uploads are assembled and checked in memory, so no bucket may accept more than this.
const MAX_BUCKET_FILE_SIZE = 100_000_000;

/** Decorates the app with its buckets, its blob store (folder or S3) and the preview cache. */
export function installStorage(app: FastifyInstance): void {
  app.decorate('storage', {
    buckets: new Map(),
    blobs: openFileBlobs(app.config),
    previews: new PreviewCache(path.join(app.config.dataDir, 'preview-cache')),
    renders: new RenderGate(PREVIEW_RENDERS_AT_ONCE, PREVIEW_RENDERS_WAITING),
  });
  for (const bucket of BUCKETS) declareBucket(app, bucket);
}

/** Adds a bucket to a running app (the shop's are installed at start; tests add their own). */
export function declareBucket(app: FastifyInstance, bucket: BucketDeclaration): void {
  if (!(bucket.maximumFileSizeBytes >= 1 && bucket.maximumFileSizeBytes <= MAX_BUCKET_FILE_SIZE)) {
    throw new Error(`bucket ${bucket.id}: maximumFileSizeBytes must be between 1 and ${MAX_BUCKET_FILE_SIZE}`);
  }
  app.storage.buckets.set(bucket.id, bucket);
}
