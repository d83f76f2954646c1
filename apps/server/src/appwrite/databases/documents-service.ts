import { AppwriteError } from '../../infra/errors.ts';
import type { Queryable } from '../../infra/db/database.ts';
import type { Caller } from '../identity/caller.ts';
import type { ClientWriteRule } from './client-write-rules.ts';
import type { DocumentChange, DocumentWriteHooks } from './document-write-hooks.ts';
import {
  type PermissionAction,
  allows,
  assertMayGrant,
  defaultPermissions,
  parsePermissions,
  permission,
  rolesGranted,
} from '../permissions/permissions.ts';
import { type CollectionSchema, type FieldSchema, findDatabase } from './collection-schema.ts';
import { fitsDecimals } from './attribute-values.ts';
import { type DocumentJson, type DocumentList, toDocument } from './document-model.ts';
import { documentMissingData, readDataParam, validateDocumentPatch, validateNewDocument } from './document-validation.ts';
import {
  type DocumentRow,
  addToDocumentAttribute,
  deleteDocumentRow,
  insertDocumentRow,
  listDocumentRows,
  selectDocumentRow,
  updateDocumentRow,
} from './documents-store.ts';
import type { ListQuery } from './query-parser.ts';

/**
 * The rules of documents (docs/appwrite-compatibility.md §10), the same for HTTP and for the server's own
 * modules: who may list, read, create, change and delete, default permissions, "grant only what
 * you hold", existence before authorisation, and which realtime event a write produces.
 */

/** Who performs an operation: a client through /v1 (permissions apply) or the server itself. */
export type Actor = { kind: 'client'; caller: Caller } | { kind: 'server' };

export const SERVER: Actor = { kind: 'server' };

export type DocumentAction = 'create' | 'update' | 'upsert' | 'delete';

/** Where an operation runs and where its change notices go. */
export interface DocumentsContext {
  db: Queryable;
  /** Runs `fn` atomically: in a new transaction, or inside the one already open. */
  atomic<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  /** A committed (or, inside a transaction, pending) change, for realtime. */
  changed(schema: CollectionSchema, document: DocumentJson, action: DocumentAction): void;
  /** Collection id → what clients' writes must also satisfy; absent for the server's own writes. */
  clientRules?: ReadonlyMap<string, ClientWriteRule>;
  /** Collection id → what follows every write to it, whoever writes (document-write-hooks.ts). */
  writeHooks: DocumentWriteHooks;
}

export interface WriteInput {
  data?: unknown;
  permissions?: unknown;
}

const unauthorized = () => new AppwriteError('user_unauthorized', 'The current user is not authorized to perform the requested action.');

const documentNotFound = (id: string) =>
  new AppwriteError('document_not_found', `Document with the requested ID '${clip(id)}' could not be found.`);

/** The collection a /v1 path names, or 404 database_not_found / collection_not_found. */
export function resolveCollection(databaseId: string, collectionId: string): CollectionSchema {
  const database = findDatabase(databaseId);
  if (!database) throw new AppwriteError('database_not_found', `Database with the requested ID '${clip(databaseId)}' could not be found.`);
  const collection = database.collections.get(collectionId);
  if (!collection)
    throw new AppwriteError('collection_not_found', `Collection with the requested ID '${clip(collectionId)}' could not be found.`);
  return collection;
}

function collectionAllows(schema: CollectionSchema, action: PermissionAction, actor: Actor): boolean {
  return actor.kind === 'server' || allows(schema.permissions, action, actor.caller.roles);
}

/** Collection grant, or — with document security on — the document's own grant (§10.2). */
function documentAllows(schema: CollectionSchema, row: DocumentRow, action: PermissionAction, actor: Actor): boolean {
  if (collectionAllows(schema, action, actor)) return true;
  if (!schema.documentSecurity || actor.kind === 'server') return false;
  return allows((row._permissions as string[] | null) ?? [], action, actor.caller.roles);
}

/**
 * Who a read's answer is for: callers with the same audience get the same list and document
 * answers, so the read cache may share them. With the collection's read grant every document is
 * readable (§10.2), whoever asks; without it, the caller's roles decide what it sees.
 */
export function readAudience(schema: CollectionSchema, actor: Actor): string {
  if (actor.kind === 'server' || collectionAllows(schema, 'read', actor)) return '*';
  return [...actor.caller.roles].sort().join(' ');
}

/** Roles that may read a document: whom realtime may tell about it. */
export function readRolesOf(schema: CollectionSchema, document: DocumentJson): string[] {
  const roles = new Set(rolesGranted(schema.permissions, 'read'));
  if (schema.documentSecurity) for (const role of rolesGranted(document.$permissions, 'read')) roles.add(role);
  return [...roles];
}

export async function listDocuments(
  ctx: DocumentsContext,
  schema: CollectionSchema,
  actor: Actor,
  query: ListQuery,
  options: { total: boolean },
): Promise<DocumentList> {
  let readPermissions: string[] | null = null;
  if (!collectionAllows(schema, 'read', actor)) {
    // Without collection read, document security narrows the list to readable documents.
    if (!schema.documentSecurity || actor.kind !== 'client') throw unauthorized();
    readPermissions = [...actor.caller.roles].map((role) => permission('read', role));
  }
  const { rows, total } = await listDocumentRows(ctx.db, schema, query, { readPermissions, withTotal: options.total });
  return { total, documents: rows.map((row) => toDocument(schema, row, query.select)) };
}

export async function getDocument(
  ctx: DocumentsContext,
  schema: CollectionSchema,
  actor: Actor,
  documentId: string,
  select: string[] | null = null,
): Promise<DocumentJson> {
  const row = await selectDocumentRow(ctx.db, schema, documentId);
  // Unreadable is indistinguishable from missing (§10.2).
  if (!row || !documentAllows(schema, row, 'read', actor)) throw documentNotFound(documentId);
  return toDocument(schema, row, select);
}

export async function createDocument(
  ctx: DocumentsContext,
  schema: CollectionSchema,
  actor: Actor,
  documentId: string,
  input: WriteInput,
  action: 'create' | 'upsert' = 'create',
): Promise<DocumentJson> {
  if (!collectionAllows(schema, 'create', actor)) throw unauthorized();
  if (input.data === undefined || input.data === null) throw documentMissingData();
  const given = readDataParam(input.data);
  // Checked before a collection's rule fills in what it decides (a product's rating starts at 0).
  if (Object.keys(given).length === 0) throw documentMissingData();
  const owned = withOwner(schema, actor, given);
  return writeWithHooks(ctx, schema, action, async (q) => {
    const data = await withClientRule(q, ctx, schema, actor, owned);
    const validated = validateNewDocument(schema, data, { allowSystemDates: actor.kind === 'server' });
    const permissions =
      grantedPermissions(actor, input.permissions) ?? (actor.kind === 'client' ? defaultPermissions(actor.caller.user?.id ?? null) : []);
    const row = await insertDocumentRow(q, schema, {
      id: documentId,
      values: validated.values,
      permissions,
      createdAt: validated.createdAt,
      updatedAt: validated.updatedAt,
    });
    const document = toDocument(schema, row);
    return { document, change: { before: null, after: document } };
  });
}

export async function updateDocument(
  ctx: DocumentsContext,
  schema: CollectionSchema,
  actor: Actor,
  documentId: string,
  input: WriteInput,
  action: 'update' | 'upsert' = 'update',
): Promise<DocumentJson> {
  const data = input.data === undefined || input.data === null ? {} : readDataParam(input.data);
  const permissions = grantedPermissions(actor, input.permissions);
  if (Object.keys(data).length === 0 && permissions === null) {
    throw new AppwriteError(
      'document_missing_payload',
      'The document data and permissions are missing. You must provide either document data or permissions to be updated.',
    );
  }
  return writeWithHooks(ctx, schema, action, async (q) => {
    // Existence first, regardless of permissions: missing → 404, forbidden → 401 (§10.2).
    const row = await selectDocumentRow(q, schema, documentId, { forUpdate: true });
    if (!row) throw documentNotFound(documentId);
    const current = toDocument(schema, row);
    const allowed = documentAllows(schema, row, 'update', actor);
    let validated;
    try {
      validated = validateDocumentPatch(schema, data, { allowSystemDates: actor.kind === 'server' });
    } catch (error) {
      throw allowed ? error : unauthorized();
    }
    const changes = changedValues(current, validated.values);
    const permissionsChange = permissions !== null && !sameList(permissions, current.$permissions) ? permissions : null;
    const nothingChanges = changes.size === 0 && permissionsChange === null && validated.updatedAt === undefined;
    if (!allowed) {
      // An update that changes nothing needs only read access (§10.2).
      if (nothingChanges && documentAllows(schema, row, 'read', actor)) return { document: current, change: null };
      throw unauthorized();
    }
    guardFixed(ctx, schema, actor, changes);
    if (nothingChanges) return { document: current, change: null };
    const updated = await updateDocumentRow(q, schema, documentId, {
      values: changes,
      permissions: permissionsChange,
      updatedAt: validated.updatedAt,
    });
    const document = toDocument(schema, updated as DocumentRow);
    return { document, change: { before: current, after: document } };
  });
}

/** PUT: creates the document when it does not exist (needs collection create), else updates it. */
export async function upsertDocument(
  ctx: DocumentsContext,
  schema: CollectionSchema,
  actor: Actor,
  documentId: string,
  input: WriteInput,
): Promise<DocumentJson> {
  // Change notices wait until the transaction has committed.
  const pending: Array<[CollectionSchema, DocumentJson, DocumentAction]> = [];
  const document = await ctx.atomic(async (q) => {
    const inner: DocumentsContext = {
      db: q,
      atomic: (fn) => fn(q),
      changed: (...change) => void pending.push(change),
      clientRules: ctx.clientRules,
      writeHooks: ctx.writeHooks,
    };
    const existing = await selectDocumentRow(q, schema, documentId, { forUpdate: true });
    if (!existing) return createDocument(inner, schema, actor, documentId, input, 'upsert');
    return updateDocument(inner, schema, actor, documentId, input, 'upsert');
  });
  for (const change of pending) ctx.changed(...change);
  return document;
}

export async function deleteDocument(
  ctx: DocumentsContext,
  schema: CollectionSchema,
  actor: Actor,
  documentId: string,
): Promise<DocumentJson> {
  return writeWithHooks(ctx, schema, 'delete', async (q) => {
    const row = await selectDocumentRow(q, schema, documentId, { forUpdate: true });
    if (!row) throw documentNotFound(documentId);
    if (!documentAllows(schema, row, 'delete', actor)) throw unauthorized();
    await deleteDocumentRow(q, schema, documentId);
    const document = toDocument(schema, row);
    return { document, change: { before: document, after: null } };
  });
}

/**
 * Adds (`increment`) or subtracts (`decrement`) `value` in one SQL statement that also enforces
 * `limit` (max when incrementing, min when decrementing) and the attribute's declared range.
 */
export async function changeDocumentNumber(
  ctx: DocumentsContext,
  schema: CollectionSchema,
  actor: Actor,
  documentId: string,
  attributeKey: string,
  direction: 'increment' | 'decrement',
  value: unknown,
  limit: unknown,
): Promise<DocumentJson> {
  const field = numericField(schema, attributeKey);
  const amount = readNumberParam(field, 'value', value === undefined || value === null ? 1 : value);
  if (amount <= 0) throw new AppwriteError('general_argument_invalid', 'Invalid `value` param: Value must be a number greater than 0.');
  const limitParam = direction === 'increment' ? 'max' : 'min';
  const bound = limit === undefined || limit === null ? undefined : readNumberParam(field, limitParam, limit);
  const attribute = field.attribute as { min?: number; max?: number };
  const bounds =
    direction === 'increment'
      ? { min: attribute.min, max: minDefined(bound, attribute.max) }
      : { min: maxDefined(bound, attribute.min), max: attribute.max };
  return writeWithHooks(ctx, schema, 'update', async (q) => {
    const row = await selectDocumentRow(q, schema, documentId, { forUpdate: true });
    if (!row) throw documentNotFound(documentId);
    if (!documentAllows(schema, row, 'update', actor)) throw unauthorized();
    const result = await addToDocumentAttribute(q, schema, documentId, field, direction === 'increment' ? amount : -amount, bounds);
    if (result.status === 'missing') throw documentNotFound(documentId);
    if (result.status === 'limit') {
      const edge = direction === 'increment' ? `above the maximum of ${bounds.max}` : `below the minimum of ${bounds.min}`;
      throw new AppwriteError(
        'attribute_limit_exceeded',
        `Attribute "${field.key}" cannot be ${direction}ed by ${amount}: it would go ${edge}.`,
      );
    }
    const document = toDocument(schema, result.row);
    return { document, change: { before: toDocument(schema, row), after: document } };
  });
}

/** A write's answer, and what it changed (null when it changed nothing). */
interface Written {
  document: DocumentJson;
  change: DocumentChange | null;
}

/**
 * Runs a write and the collection's write hooks (document-write-hooks.ts) as one atomic unit, so
 * what follows from a change commits with it. The write's change, then the hooks' changes, are
 * reported once the unit is done: after the commit, or into the open transaction's pending list.
 */
async function writeWithHooks(
  ctx: DocumentsContext,
  schema: CollectionSchema,
  action: DocumentAction,
  write: (q: Queryable) => Promise<Written>,
): Promise<DocumentJson> {
  const pending: Array<[CollectionSchema, DocumentJson, DocumentAction]> = [];
  const { document, change } = await ctx.atomic(async (q) => {
    const written = await write(q);
    const hooks = written.change ? (ctx.writeHooks.get(schema.id) ?? []) : [];
    const within: DocumentsContext = {
      db: q,
      atomic: (fn) => fn(q),
      changed: (...change) => void pending.push(change),
      writeHooks: ctx.writeHooks,
    };
    for (const hook of hooks) await hook(written.change as DocumentChange, within);
    return written;
  });
  if (change) ctx.changed(schema, document, action);
  for (const hookChange of pending) ctx.changed(...hookChange);
  return document;
}

function numericField(schema: CollectionSchema, key: string): FieldSchema {
  const field = schema.fieldByKey.get(key);
  if (!field || field.system)
    throw new AppwriteError('attribute_not_found', `Attribute with the requested key '${clip(key)}' could not be found.`);
  if ((field.type !== 'integer' && field.type !== 'float') || field.array) {
    throw new AppwriteError(
      'attribute_type_invalid',
      `Attribute "${field.key}" must be a single integer or float to be incremented or decremented.`,
    );
  }
  return field;
}

function readNumberParam(field: FieldSchema, param: string, value: unknown): number {
  const invalid = (rule: string) => new AppwriteError('general_argument_invalid', `Invalid \`${param}\` param: ${rule}`);
  if (typeof value !== 'number' || !Number.isFinite(value)) throw invalid('Value must be a valid number.');
  if (field.type === 'integer' && !Number.isSafeInteger(value))
    throw invalid(`Value must be a valid integer, because "${field.key}" is an integer.`);
  if (field.attribute && !fitsDecimals(field.attribute, value))
    throw invalid(`Value must have at most ${field.decimals} decimals, like "${field.key}".`);
  return value;
}

const minDefined = (a: number | undefined, b: number | undefined) => (a === undefined ? b : b === undefined ? a : Math.min(a, b));
const maxDefined = (a: number | undefined, b: number | undefined) => (a === undefined ? b : b === undefined ? a : Math.max(a, b));

/** Parses a `permissions` param; a client may only grant roles it holds (§10.3). */
function grantedPermissions(actor: Actor, input: unknown): string[] | null {
  const permissions = parsePermissions(input);
  if (permissions && actor.kind === 'client') assertMayGrant(permissions, actor.caller.roles);
  return permissions;
}

/** On a client's create, the owner attribute is the caller's own id (filled in when absent). */
function withOwner(schema: CollectionSchema, actor: Actor, data: Record<string, unknown>): Record<string, unknown> {
  const key = schema.declaration.ownerAttribute;
  if (!key || actor.kind !== 'client') return data;
  const userId = actor.caller.user?.id;
  if (!userId) throw unauthorized();
  if (data[key] === undefined || data[key] === null) return { ...data, [key]: userId };
  if (data[key] !== userId) throw new AppwriteError('user_unauthorized', `Attribute "${key}" must be your own user id.`);
  return data;
}

/** A client's new document as the collection's rule (client-write-rules.ts) passes it. */
async function withClientRule(
  q: Queryable,
  ctx: DocumentsContext,
  schema: CollectionSchema,
  actor: Actor,
  data: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  if (actor.kind !== 'client') return data;
  const rule = ctx.clientRules?.get(schema.id);
  return rule ? rule.create(actor.caller, data, q) : data;
}

/** No client may move a document to another owner, nor change what the collection's rule fixes. */
function guardFixed(ctx: DocumentsContext, schema: CollectionSchema, actor: Actor, changes: ReadonlyMap<string, unknown>): void {
  if (actor.kind !== 'client') return;
  const owner = schema.declaration.ownerAttribute;
  const fixed = [...(owner ? [owner] : []), ...(ctx.clientRules?.get(schema.id)?.fixedAttributes ?? [])];
  const key = fixed.find((attribute) => changes.has(attribute));
  if (key) throw new AppwriteError('user_unauthorized', `Attribute "${key}" cannot be changed.`);
}

/** The validated values that differ from the document's current ones. */
function changedValues(current: DocumentJson, values: ReadonlyMap<string, unknown>): Map<string, unknown> {
  const changes = new Map<string, unknown>();
  for (const [key, value] of values) {
    if (JSON.stringify(current[key] ?? null) !== JSON.stringify(value ?? null)) changes.set(key, value);
  }
  return changes;
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item, i) => item === b[i]);

const clip = (text: string) => (text.length > 64 ? `${text.slice(0, 61)}...` : text);
