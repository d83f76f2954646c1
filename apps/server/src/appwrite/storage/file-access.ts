import { AppwriteError } from '../../infra/errors.ts';
import { type PermissionAction, allows, rolesGranted } from '../permissions/permissions.ts';
import type { Caller } from '../identity/caller.ts';
import type { BucketDeclaration } from './buckets.ts';
import type { FileRecord } from './file-model.ts';

/**
 * Who may do what with files (docs/appwrite-compatibility.md §10): a grant on the bucket covers every file;
 * with fileSecurity on, a file's own read/update/delete grants count too. Create is always a
 * bucket grant.
 */

/** Who acts on storage: a caller's roles, or the server itself, which every check lets through. */
export interface StorageActor {
  userId: string | null;
  roles: ReadonlySet<string>;
  isServer: boolean;
}

export const SERVER_ACTOR: StorageActor = Object.freeze({ userId: null, roles: new Set<string>(), isServer: true });

export function actorOf(caller: Caller): StorageActor {
  return { userId: caller.user?.id ?? null, roles: caller.roles, isServer: false };
}

export const unauthorized = () =>
  new AppwriteError('user_unauthorized', 'The current user is not authorized to perform the requested action.');

export const fileNotFound = () => new AppwriteError('storage_file_not_found', 'The requested file could not be found.');

function bucketAllows(bucket: BucketDeclaration, action: PermissionAction, actor: StorageActor): boolean {
  return actor.isServer || allows(bucket.permissions, action, actor.roles);
}

export function assertMayCreate(bucket: BucketDeclaration, actor: StorageActor): void {
  if (!bucketAllows(bucket, 'create', actor)) throw unauthorized();
}

/**
 * Which files a list may show: null = all of the bucket; a role list = only files granting read
 * to one of them (file security); no read at all = 401.
 */
export function listableBy(bucket: BucketDeclaration, actor: StorageActor): string[] | null {
  if (bucketAllows(bucket, 'read', actor)) return null;
  if (bucket.fileSecurity) return [...actor.roles];
  throw unauthorized();
}

/** The file, if the actor may read it: 401 without any read on the bucket, 404 when unreadable or missing. */
export function assertMayRead(bucket: BucketDeclaration, file: FileRecord | null, actor: StorageActor): FileRecord {
  if (bucketAllows(bucket, 'read', actor)) {
    if (!file) throw fileNotFound();
    return file;
  }
  if (!bucket.fileSecurity) throw unauthorized();
  if (!file || !allows(file.permissions, 'read', actor.roles)) throw fileNotFound();
  return file;
}

/** Update or delete: the file must exist (404), then a bucket or, with file security, a file grant (401). */
export function assertMayModify(
  bucket: BucketDeclaration,
  file: FileRecord | null,
  action: 'update' | 'delete',
  actor: StorageActor,
): FileRecord {
  if (!file) throw fileNotFound();
  if (bucketAllows(bucket, action, actor)) return file;
  if (bucket.fileSecurity && allows(file.permissions, action, actor.roles)) return file;
  throw unauthorized();
}

/** The roles that may read a file: the realtime audience of its events. */
export function fileReadRoles(bucket: BucketDeclaration, file: FileRecord): string[] {
  const roles = new Set(rolesGranted(bucket.permissions, 'read'));
  if (bucket.fileSecurity) for (const role of rolesGranted(file.permissions, 'read')) roles.add(role);
  return [...roles];
}

/** Whether anyone at all, signed in or not, may read the file (so shared caches may keep it). */
export function isPublic(bucket: BucketDeclaration, file: FileRecord): boolean {
  return fileReadRoles(bucket, file).some((role) => role === 'any');
}
