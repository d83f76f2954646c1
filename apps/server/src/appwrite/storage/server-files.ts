import type { FastifyInstance } from 'fastify';
import { parsePermissions } from '../permissions/permissions.ts';
import { isValidCustomId } from '../account/ids.ts';
import { invalidArgument } from '../../infra/errors.ts';
import { SERVER_ACTOR } from './file-access.ts';
import { type FileModel, toFileModel } from './file-model.ts';
import { bucketOf, deleteFile, uploadFile } from './file-service.ts';
import { findFile } from './files-store.ts';

/**
 * Storage as the server itself uses it (the catalogue seed, admin tools): no session, no
 * permission checks — but every file still passes its bucket's type and size checks and
 * publishes its realtime event, exactly like an upload through the API.
 */

export interface ServerFile {
  bucketId: string;
  /** A custom ID (the seed uses the product slug, e.g. 'vitamin-c-serum'). */
  fileId: string;
  /** File name with an extension the bucket accepts, e.g. 'vitamin-c-serum.webp'. */
  name: string;
  bytes: Buffer;
  /** Omitted = none of its own; the bucket's permissions govern (product-images: read any). */
  permissions?: string[];
}

/**
 * Stores a file as the server. Throws AppwriteError storage_file_already_exists (409) when the ID
 * is taken — check with `findFileAsServer` first to stay idempotent — and the bucket's
 * storage_file_type_unsupported / storage_invalid_file_size for bytes it does not accept.
 */
export async function storeFileAsServer(app: FastifyInstance, file: ServerFile): Promise<FileModel> {
  const bucket = bucketOf(app, file.bucketId);
  if (!isValidCustomId(file.fileId)) throw invalidArgument('fileId', 'Must be a valid custom ID.');
  const result = await uploadFile(app, {
    bucket,
    actor: SERVER_ACTOR,
    fileId: file.fileId,
    name: file.name,
    folder: '',
    permissions: parsePermissions(file.permissions ?? []),
    bytes: file.bytes,
    chunk: null,
  });
  return toFileModel(result.file);
}

/** The stored file, or null when there is none with that ID (uploads still in progress count as none). */
export async function findFileAsServer(app: FastifyInstance, bucketId: string, fileId: string): Promise<FileModel | null> {
  bucketOf(app, bucketId);
  const file = await findFile(app.db, bucketId, fileId);
  return file?.complete ? toFileModel(file) : null;
}

/** Deletes a file and its bytes; resolves to false when there was none. */
export async function deleteFileAsServer(app: FastifyInstance, bucketId: string, fileId: string): Promise<boolean> {
  const bucket = bucketOf(app, bucketId);
  if (!(await findFile(app.db, bucketId, fileId))) return false;
  await deleteFile(app, bucket, fileId, SERVER_ACTOR);
  return true;
}
