import type { AttributeDeclaration, CollectionDeclaration } from '@pura/core/collections/declaration-types';

/**
 * The expected answer of every collection and bucket operation, worked out from the declarations
 * alone (docs/appwrite-compatibility.md §10) — written apart from the server's own permission code, so a
 * changed declaration changes the expectation and a server that strays from it fails.
 */

export const ACTORS = ['guest', 'user', 'otherUser', 'admin'] as const;
export type ActorName = (typeof ACTORS)[number];
export type Action = 'read' | 'create' | 'update' | 'delete';

/** The roles an actor holds (§3.2); `userId` is null for the guest. */
export function rolesHeld(userId: string | null, labels: readonly string[] = []): Set<string> {
  if (!userId) return new Set(['any', 'guests']);
  return new Set(['any', 'users', 'users/unverified', `user:${userId}`, `user:${userId}/unverified`, ...labels.map((l) => `label:${l}`)]);
}

const GRANT = /^(read|create|update|delete|write)\("([^"]+)"\)$/;

/** Whether a permission list grants `action` to one of `roles`; `write` covers create, update, delete. */
export function grants(permissions: readonly string[], action: Action, roles: ReadonlySet<string>): boolean {
  return permissions.some((p) => {
    const [, granted, role = ''] = GRANT.exec(p) ?? [];
    const covers = granted === action || (granted === 'write' && action !== 'read');
    return covers && roles.has(role);
  });
}

/** The permissions a document owned by `ownerId` carries when the shop creates it. */
export function ownerDocumentPermissions(collection: CollectionDeclaration, ownerId: string, createdByOwner: boolean): string[] {
  const role = `user:${ownerId}`;
  // A client's create without permissions gets read/update/delete for itself (§10.3).
  if (createdByOwner) return [`read("${role}")`, `update("${role}")`, `delete("${role}")`];
  // Checkout gives each order read to its buyer (orders.ts); other server-made documents get none.
  return collection.id === 'orders' ? [`read("${role}")`] : [];
}

export interface Expected {
  allowed: boolean;
  /** The status code of the answer. */
  status: number;
}

const deny = (status: number): Expected => ({ allowed: false, status });
const allow = (status: number): Expected => ({ allowed: true, status });

/** Expected answer of one document operation on a document carrying `documentPermissions`. */
export function expectedDocumentAccess(
  collection: CollectionDeclaration,
  operation: 'list' | 'get' | 'create' | 'update' | 'delete',
  roles: ReadonlySet<string>,
  documentPermissions: readonly string[],
): Expected {
  const collectionGrants = (action: Action) => grants(collection.permissions, action, roles);
  const documentGrants = (action: Action) =>
    collectionGrants(action) || (collection.documentSecurity && grants(documentPermissions, action, roles));
  switch (operation) {
    // Without collection read, document security turns the list into "only what you may read".
    case 'list':
      return collectionGrants('read') || collection.documentSecurity ? allow(200) : deny(401);
    // Unreadable is indistinguishable from missing.
    case 'get':
      return documentGrants('read') ? allow(200) : deny(404);
    case 'create':
      return collectionGrants('create') ? allow(201) : deny(401);
    case 'update':
      return documentGrants('update') ? allow(200) : deny(401);
    case 'delete':
      return documentGrants('delete') ? allow(204) : deny(401);
  }
}

/** Whether an actor sees a document in a list (and may get it). */
export function mayRead(collection: CollectionDeclaration, roles: ReadonlySet<string>, documentPermissions: readonly string[]): boolean {
  return expectedDocumentAccess(collection, 'get', roles, documentPermissions).allowed;
}

export interface BucketLike {
  permissions: readonly string[];
  fileSecurity: boolean;
}

export type FileOperation = 'list' | 'get' | 'view' | 'preview' | 'download' | 'create' | 'delete';

/** Expected answer of one file operation (files in the matrix carry no own permissions). */
export function expectedFileAccess(bucket: BucketLike, operation: FileOperation, roles: ReadonlySet<string>): Expected {
  const bucketGrants = (action: Action) => grants(bucket.permissions, action, roles);
  switch (operation) {
    case 'list':
      return bucketGrants('read') || bucket.fileSecurity ? allow(200) : deny(401);
    case 'get':
    case 'view':
    case 'preview':
    case 'download':
      if (bucketGrants('read')) return allow(200);
      return deny(bucket.fileSecurity ? 404 : 401);
    case 'create':
      return bucketGrants('create') ? allow(201) : deny(401);
    case 'delete':
      return bucketGrants('delete') ? allow(204) : deny(401);
  }
}

let sequence = 0;

/** A valid value for an attribute; strings and e-mails are unique so unique indexes never clash. */
function sampleValue(attribute: AttributeDeclaration, ownerId: string): unknown {
  sequence += 1;
  switch (attribute.type) {
    case 'string': {
      const text = attribute.key === 'userId' ? ownerId : `matrix-${sequence}-${attribute.key}`;
      const value = text.slice(0, attribute.size);
      return attribute.array ? [value] : value;
    }
    case 'email':
      return `matrix-${sequence}@example.test`;
    case 'integer':
      return attribute.min ?? 1;
    case 'float':
      return attribute.min && attribute.min > 0 ? attribute.min : 1;
    case 'boolean':
      return false;
    case 'datetime':
      return new Date().toISOString();
  }
}

/** Data for a new document owned by `ownerId`: every required attribute, the owner attribute set. */
export function sampleDocument(collection: CollectionDeclaration, ownerId: string): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const attribute of collection.attributes) {
    if (attribute.type === 'string' && attribute.sequenceFormat) continue;
    if (attribute.required || attribute.key === collection.ownerAttribute) data[attribute.key] = sampleValue(attribute, ownerId);
  }
  if (collection.ownerAttribute) data[collection.ownerAttribute] = ownerId;
  return data;
}

/** A change any writer may make: a free-text attribute that is neither owner, sequence nor unique. */
export function samplePatch(collection: CollectionDeclaration): Record<string, unknown> {
  const unique = new Set(collection.indexes.filter((i) => i.type === 'unique').flatMap((i) => i.attributes));
  const target = collection.attributes.find(
    (a) =>
      a.type === 'string' &&
      !a.array &&
      !a.sequenceFormat &&
      a.key !== collection.ownerAttribute &&
      a.key !== 'userId' &&
      !unique.has(a.key),
  );
  if (!target) throw new Error(`collection ${collection.id} has no free-text attribute to change in the matrix; extend samplePatch`);
  sequence += 1;
  return { [target.key]: `changed-${sequence}`.slice(0, target.type === 'string' ? target.size : 16) };
}
