import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { BUCKETS, type BucketDeclaration } from './buckets.ts';
import { type FileBlobs, openFileBlobs } from './file-blobs.ts';
import { PreviewCache } from './preview-cache.ts';
import { PREVIEW_RENDERS_AT_ONCE, PREVIEW_RENDERS_WAITING, RenderGate } from './preview-renders.ts';
import type { PublishedRealtimeEvent } from '../realtime/realtime-events.ts';

/** What the storage module keeps for the life of the app. */
export interface StorageContext {
  /** The buckets this server serves, by id. */
  buckets: Map<string, BucketDeclaration>;
  blobs: FileBlobs;
  /** Rendered previews on this instance's disk, within PREVIEW_CACHE_MB (preview-cache.ts). */
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
  const previews = new PreviewCache(path.join(app.config.dataDir, 'preview-cache'), app.config.previewCache.maxBytes, app.log);
  app.decorate('storage', {
    buckets: new Map(),
    blobs: openFileBlobs(app.config),
    previews,
    renders: new RenderGate(PREVIEW_RENDERS_AT_ONCE, PREVIEW_RENDERS_WAITING),
  });
  for (const bucket of BUCKETS) declareBucket(app, bucket);
  previews.start();
  // Each instance caches previews of its own; a file deleted through another one drops them here too.
  const dropDeletedFile = (event: PublishedRealtimeEvent) => {
    const deleted = deletedFileOf(event);
    if (!deleted) return;
    previews
      .dropFile(deleted.bucketId, deleted.fileId)
      .catch((error: unknown) => app.log.warn({ err: error }, 'could not remove the previews of a deleted file'));
  };
  app.realtime.local.on('event', dropDeletedFile);
  app.addHook('onClose', async () => {
    app.realtime.local.off('event', dropDeletedFile);
    await previews.close();
  });
}

/** The file a realtime event reports deleted (its concrete event name comes first), if it is one. */
function deletedFileOf(event: PublishedRealtimeEvent): { bucketId: string; fileId: string } | null {
  const file = event.payload as { $id?: unknown; bucketId?: unknown } | null;
  if (typeof file?.$id !== 'string' || typeof file.bucketId !== 'string') return null;
  return event.events[0] === `buckets.${file.bucketId}.files.${file.$id}.delete` ? { bucketId: file.bucketId, fileId: file.$id } : null;
}

/** Adds a bucket to a running app (the shop's are installed at start; tests add their own). */
export function declareBucket(app: FastifyInstance, bucket: BucketDeclaration): void {
  if (!(bucket.maximumFileSizeBytes >= 1 && bucket.maximumFileSizeBytes <= MAX_BUCKET_FILE_SIZE)) {
    throw new Error(`bucket ${bucket.id}: maximumFileSizeBytes must be between 1 and ${MAX_BUCKET_FILE_SIZE}`);
  }
  app.storage.buckets.set(bucket.id, bucket);
}
