import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { AppwriteError, invalidArgument } from '../../infra/errors.ts';
import { assertMayGrant, defaultPermissions } from '../permissions/permissions.ts';
import { fileEvent } from '../realtime/realtime-events.ts';
import type { BucketDeclaration } from './buckets.ts';
import {
  type StorageActor,
  assertMayCreate,
  assertMayModify,
  assertMayRead,
  fileNotFound,
  fileReadRoles,
  listableBy,
} from './file-access.ts';
import { BlobNotFoundError, type ByteRange } from './file-blobs.ts';
import { assertExtensionAllowed, detectMimeType, fileTooLarge, inspectContent } from './file-content.ts';
import { type FileRecord, toFileModel } from './file-model.ts';
import type { FileListQuery } from './file-queries.ts';
import {
  CursorNotFoundError,
  completeFile,
  deleteFileRecord,
  findAbandonedUploads,
  findFile,
  insertFile,
  listFiles,
  recordChunk,
  updateFileRecord,
} from './files-store.ts';
import type { UploadChunk } from './ranges.ts';

/**
 * The storage operations behind the HTTP routes and the server-side API: uploads in one piece
 * or in chunks (docs/appwrite-compatibility.md §5.1), reads, updates and deletes, each checked against the
 * bucket and publishing its file event once the change is stored.
 */

const MAX_NAME_LENGTH = 255;
// A chunked upload nobody has added to for a day is abandoned; its bytes are reclaimed.
const ABANDONED_UPLOAD_SECONDS = 24 * 60 * 60;

/** Looks up a declared bucket: 404 storage_bucket_not_found otherwise. */
export function bucketOf(app: FastifyInstance, bucketId: string): BucketDeclaration {
  const bucket = app.storage.buckets.get(bucketId);
  if (!bucket) throw new AppwriteError('storage_bucket_not_found', 'Storage bucket with the requested ID could not be found.');
  return bucket;
}

export interface UploadInput {
  bucket: BucketDeclaration;
  actor: StorageActor;
  /** A valid ID, already resolved from `unique()` or x-appwrite-id. */
  fileId: string;
  name: string;
  folder: string;
  /** Parsed permissions, or null for the defaults (§10.3). */
  permissions: string[] | null;
  bytes: Buffer;
  /** The Content-Range of a chunk, or null for a file sent in one piece. */
  chunk: UploadChunk | null;
}

export interface UploadResult {
  /** 201 for a stored file or chunk, 200 for a chunk of a file that is already complete. */
  status: 200 | 201;
  file: FileRecord;
}

/** Stores a file or one chunk of it. Nothing is left behind when a check fails. */
export async function uploadFile(app: FastifyInstance, input: UploadInput): Promise<UploadResult> {
  const { bucket, actor } = input;
  assertMayCreate(bucket, actor);
  if (input.name.length === 0 || input.name.length > MAX_NAME_LENGTH) {
    throw invalidArgument('file', `The file name must be between 1 and ${MAX_NAME_LENGTH} characters long.`);
  }
  // Browsers send bare names; a folder-like one ("/photos", "photos//2026") is refused, as by Appwrite.
  if (/[/\\]/.test(input.name)) throw invalidArgument('file', 'The file name must be a name, not a path: it may not contain "/" or "\\".');
  assertExtensionAllowed(bucket, input.name);
  if (input.bytes.length === 0) throw new AppwriteError('storage_file_empty', 'Empty file passed to the endpoint.');
  const permissions = input.permissions ?? defaultPermissions(actor.userId);
  if (input.permissions && !actor.isServer) assertMayGrant(input.permissions, actor.roles);
  return input.chunk ? uploadChunk(app, input, input.chunk, permissions) : uploadWhole(app, input, permissions);
}

async function uploadWhole(app: FastifyInstance, input: UploadInput, permissions: string[]): Promise<UploadResult> {
  const { bucket, bytes } = input;
  const facts = await inspectContent(bucket, bytes);
  if (await findFile(app.db, bucket.id, input.fileId)) throw alreadyExists();
  const blobPath = newBlobPath(bucket.id, input.fileId);
  await app.storage.blobs.write(`${blobPath}/file`, bytes);
  const file = await insertFile(app.db, {
    bucketId: bucket.id,
    id: input.fileId,
    permissions,
    name: input.name,
    folder: input.folder,
    sizeOriginal: bytes.length,
    chunksTotal: 1,
    blobPath,
    completed: { ...facts, sizeActual: bytes.length },
  }).catch(async (error: unknown) => {
    await app.storage.blobs.deleteFolder(blobPath);
    throw error;
  });
  if (!file) {
    // Someone else took the ID between the check and the insert.
    await app.storage.blobs.deleteFolder(blobPath);
    throw alreadyExists();
  }
  publishFileEvent(app, bucket, file, 'create');
  return { status: 201, file };
}

async function uploadChunk(app: FastifyInstance, input: UploadInput, chunk: UploadChunk, permissions: string[]): Promise<UploadResult> {
  const { bucket, actor, bytes } = input;
  if (chunk.sizeOriginal > bucket.maximumFileSizeBytes) throw fileTooLarge(bucket);
  const expected = chunk.end - chunk.start + 1;
  if (bytes.length !== expected) {
    throw new AppwriteError(
      'storage_invalid_content_range',
      `The content range is invalid: it names ${expected} bytes but the chunk has ${bytes.length}.`,
    );
  }

  let file = await findFile(app.db, bucket.id, input.fileId);
  if (file?.complete) return completedAlready(bucket, file, actor);
  if (file && file.sizeOriginal !== chunk.sizeOriginal) {
    throw new AppwriteError(
      'storage_invalid_content_range',
      `The content range is invalid: the upload in progress has ${file.sizeOriginal} bytes, this chunk says ${chunk.sizeOriginal}.`,
    );
  }
  // The first chunk carries the file's header: refuse a wrong type before storing anything.
  if (chunk.index === 1) {
    try {
      await detectMimeType(bucket, bytes);
    } catch (error) {
      if (file) await abortUpload(app, file);
      throw error;
    }
  }
  if (!file) {
    const created = await insertFile(app.db, {
      bucketId: bucket.id,
      id: input.fileId,
      permissions,
      name: input.name,
      folder: input.folder,
      sizeOriginal: chunk.sizeOriginal,
      chunksTotal: chunk.chunksTotal,
      blobPath: newBlobPath(bucket.id, input.fileId),
    });
    file = created ?? (await findFile(app.db, bucket.id, input.fileId));
    if (!file) throw fileNotFound();
    if (file.complete) return completedAlready(bucket, file, actor);
    if (created) void sweepAbandonedUploads(app);
  }

  await app.storage.blobs.write(`${file.blobPath}/chunks/${chunk.index}`, bytes);
  const counted = await recordChunk(app.db, bucket.id, file.id, chunk.index, bytes.length);
  if (!counted) {
    // Completed or cancelled while this chunk travelled.
    const now = await findFile(app.db, bucket.id, file.id);
    if (now?.complete) return completedAlready(bucket, now, actor);
    throw new AppwriteError('storage_file_not_found', 'The upload this chunk belongs to no longer exists; start it again.');
  }
  const { file: current, isNew } = counted;
  if (!isNew || current.chunksUploaded < current.chunksTotal) return { status: 201, file: current };
  return { status: 201, file: await assemble(app, bucket, current) };
}

/** Joins the chunks of a fully received upload, checks the whole file and completes its record. */
async function assemble(app: FastifyInstance, bucket: BucketDeclaration, file: FileRecord): Promise<FileRecord> {
  const { blobs } = app.storage;
  try {
    const parts: Buffer[] = [];
    for (let index = 1; index <= file.chunksTotal; index++) parts.push(await blobs.read(`${file.blobPath}/chunks/${index}`));
    const bytes = Buffer.concat(parts);
    if (bytes.length !== file.sizeOriginal) {
      throw new AppwriteError(
        'storage_invalid_content_range',
        `The content range is invalid: the chunks add up to ${bytes.length} bytes, not ${file.sizeOriginal}.`,
      );
    }
    const facts = await inspectContent(bucket, bytes);
    await blobs.write(`${file.blobPath}/file`, bytes);
    const completed = await completeFile(app.db, bucket.id, file.id, { ...facts, sizeActual: bytes.length });
    if (!completed) throw fileNotFound();
    await blobs
      .deleteFolder(`${file.blobPath}/chunks`)
      .catch((error: unknown) => app.log.warn({ err: error }, 'could not remove upload chunks'));
    publishFileEvent(app, bucket, completed, 'create');
    return completed;
  } catch (error) {
    await abortUpload(app, file);
    throw error;
  }
}

function completedAlready(bucket: BucketDeclaration, file: FileRecord, actor: StorageActor): UploadResult {
  // Only someone who may read the file learns about it; to others the ID is simply taken.
  try {
    assertMayRead(bucket, file, actor);
  } catch {
    throw alreadyExists();
  }
  return { status: 200, file };
}

/** Drops an upload and everything stored for it. */
async function abortUpload(app: FastifyInstance, file: FileRecord): Promise<void> {
  await deleteFileRecord(app.db, file.bucketId, file.id);
  await app.storage.blobs
    .deleteFolder(file.blobPath)
    .catch((error: unknown) => app.log.warn({ err: error }, 'could not remove an aborted upload'));
}

let sweeping = false;

/** Reclaims chunked uploads abandoned half-way; cheap, and run now and then by new uploads. */
export async function sweepAbandonedUploads(app: FastifyInstance): Promise<void> {
  if (sweeping) return;
  sweeping = true;
  try {
    for (const file of await findAbandonedUploads(app.db, ABANDONED_UPLOAD_SECONDS)) await abortUpload(app, file);
  } catch (error) {
    app.log.warn({ err: error }, 'sweeping abandoned uploads failed');
  } finally {
    sweeping = false;
  }
}

export async function getFile(app: FastifyInstance, bucket: BucketDeclaration, fileId: string, actor: StorageActor): Promise<FileRecord> {
  return assertMayRead(bucket, await findFile(app.db, bucket.id, fileId), actor);
}

/** A readable, completely uploaded file (for view, download and preview). */
export async function getCompleteFile(
  app: FastifyInstance,
  bucket: BucketDeclaration,
  fileId: string,
  actor: StorageActor,
): Promise<FileRecord> {
  const file = await getFile(app, bucket, fileId, actor);
  if (!file.complete) throw new AppwriteError('storage_file_not_found', 'The requested file is still being uploaded.');
  return file;
}

export async function listBucketFiles(
  app: FastifyInstance,
  bucket: BucketDeclaration,
  query: FileListQuery,
  withTotal: boolean,
  actor: StorageActor,
): Promise<{ total: number; files: FileRecord[] }> {
  try {
    return await listFiles(app.db, bucket.id, query, listableBy(bucket, actor), withTotal);
  } catch (error) {
    if (error instanceof CursorNotFoundError) {
      throw new AppwriteError('general_cursor_not_found', `File '${error.message}' for the 'cursor' value not found.`);
    }
    throw error;
  }
}

export async function updateFile(
  app: FastifyInstance,
  bucket: BucketDeclaration,
  fileId: string,
  changes: { name?: string | undefined; permissions?: string[] | undefined },
  actor: StorageActor,
): Promise<FileRecord> {
  const file = assertMayModify(bucket, await findFile(app.db, bucket.id, fileId), 'update', actor);
  if (changes.name !== undefined && (changes.name.length === 0 || changes.name.length > MAX_NAME_LENGTH)) {
    throw invalidArgument('name', `Value must be a valid string between 1 and ${MAX_NAME_LENGTH} chars`);
  }
  if (changes.permissions && !actor.isServer) assertMayGrant(changes.permissions, actor.roles);
  if (changes.name === undefined && changes.permissions === undefined) return file;
  const updated = await updateFileRecord(app.db, bucket.id, fileId, changes);
  if (!updated) throw fileNotFound();
  publishFileEvent(app, bucket, updated, 'update');
  return updated;
}

export async function deleteFile(
  app: FastifyInstance,
  bucket: BucketDeclaration,
  fileId: string,
  actor: StorageActor,
): Promise<FileRecord> {
  assertMayModify(bucket, await findFile(app.db, bucket.id, fileId), 'delete', actor);
  const deleted = await deleteFileRecord(app.db, bucket.id, fileId);
  if (!deleted) throw fileNotFound();
  // The record is gone first, so nobody is served a file whose bytes are half removed.
  await app.storage.blobs
    .deleteFolder(deleted.blobPath)
    .catch((error: unknown) => app.log.warn({ err: error }, 'could not remove file bytes'));
  await app.storage.previews.dropFile(bucket.id, fileId).catch(() => undefined);
  publishFileEvent(app, bucket, deleted, 'delete');
  return deleted;
}

/** The bytes of a complete file, or a range of them, as a stream. */
export function openFileStream(app: FastifyInstance, file: FileRecord, range?: ByteRange): Promise<Readable> {
  return missingBytesAsNotFound(app, file, app.storage.blobs.stream(`${file.blobPath}/file`, range));
}

/** The bytes of a complete file (for previews: files are at most their bucket's limit). */
export function readFileBytes(app: FastifyInstance, file: FileRecord): Promise<Buffer> {
  return missingBytesAsNotFound(app, file, app.storage.blobs.read(`${file.blobPath}/file`));
}

async function missingBytesAsNotFound<T>(app: FastifyInstance, file: FileRecord, pending: Promise<T>): Promise<T> {
  try {
    return await pending;
  } catch (error) {
    if (!(error instanceof BlobNotFoundError)) throw error;
    // The record says the file exists but the store lost it: tell the client "not found", tell the operator more.
    app.log.error({ bucketId: file.bucketId, fileId: file.id, blob: error.message }, 'file record without bytes in the blob store');
    throw fileNotFound();
  }
}

/** Every upload gets its own folder, so a retried or re-created ID never overwrites live bytes. */
function newBlobPath(bucketId: string, fileId: string): string {
  return `${bucketId}/${fileId}/${randomBytes(8).toString('hex')}`;
}

function alreadyExists(): AppwriteError {
  return new AppwriteError('storage_file_already_exists', 'A storage file with the requested ID already exists.');
}

function publishFileEvent(app: FastifyInstance, bucket: BucketDeclaration, file: FileRecord, action: 'create' | 'update' | 'delete'): void {
  app.realtime.publish({ ...fileEvent(bucket.id, file.id, action), payload: toFileModel(file), readRoles: fileReadRoles(bucket, file) });
}
