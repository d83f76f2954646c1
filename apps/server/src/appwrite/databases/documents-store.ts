import { PG_ERROR, type Queryable, sqlState } from '../../infra/db/database.ts';
import { AppwriteError } from '../../infra/errors.ts';
import type { CollectionSchema, FieldSchema } from './collection-schema.ts';
import { sqlType, toSqlParam } from './attribute-values.ts';
import type { ListQuery } from './query-parser.ts';
import { type CompiledSql, compileCount, compileList, SqlParams } from './query-sql.ts';

/**
 * The SQL of documents: the only code that reads or writes collection tables. Each function
 * runs on whatever Queryable it is given — the database or an open transaction — and turns
 * constraint violations into the Appwrite errors they mean. Permission rules live in
 * documents-service.ts; these functions trust their caller.
 */

export type DocumentRow = Record<string, unknown>;

export interface NewDocumentRow {
  id: string;
  values: ReadonlyMap<string, unknown>;
  permissions: readonly string[];
  createdAt?: string | undefined;
  updatedAt?: string | undefined;
}

export interface DocumentRowChanges {
  values: ReadonlyMap<string, unknown>;
  permissions?: readonly string[] | null | undefined;
  updatedAt?: string | undefined;
}

/** One document row by id; `forUpdate` locks it until the surrounding transaction ends. */
export async function selectDocumentRow(
  q: Queryable,
  schema: CollectionSchema,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<DocumentRow | null> {
  const lock = options.forUpdate ? ' FOR UPDATE' : '';
  const { rows } = await run(schema, () => q.query(`SELECT ${schema.selectColumns} FROM ${schema.table} WHERE _id = $1${lock}`, [id]));
  return rows[0] ?? null;
}

/**
 * A page of rows and, when asked, the capped count of all matching rows. `readPermissions`
 * restricts the rows to those whose $permissions grant one of them (null: no restriction).
 */
export async function listDocumentRows(
  q: Queryable,
  schema: CollectionSchema,
  query: ListQuery,
  options: { readPermissions: string[] | null; withTotal: boolean },
): Promise<{ rows: DocumentRow[]; total: number }> {
  let cursorRow: DocumentRow | null = null;
  if (query.cursor) {
    // The cursor document is looked up without permissions, like Appwrite does (§9.4).
    cursorRow = await selectDocumentRow(q, schema, query.cursor.documentId);
    if (!cursorRow) {
      throw new AppwriteError('general_cursor_not_found', `Document '${query.cursor.documentId}' for the 'cursor' value not found.`);
    }
  }
  const { list, count } = compiledSql(schema, query, options, cursorRow);
  const [listed, counted] = await run(schema, () =>
    Promise.all([q.query(list.text, list.params), count ? q.query<{ total: unknown }>(count.text, count.params) : null]),
  );
  const rows = list.reversed ? listed.rows.reverse() : listed.rows;
  return { rows, total: counted ? Number(counted.rows[0]?.total ?? 0) : 0 };
}

// The SQL of a list query that depends neither on who asks nor on a cursor row is built once per
// query object: list queries are cached (list-query-cache.ts), so the same object comes back.
// Its parameters are shared by every request from then on, hence frozen.
const compiledLists = new WeakMap<ListQuery, { list: CompiledSql & { reversed: boolean }; count: CompiledSql }>();

function compiledSql(
  schema: CollectionSchema,
  query: ListQuery,
  options: { readPermissions: string[] | null; withTotal: boolean },
  cursorRow: DocumentRow | null,
): { list: CompiledSql & { reversed: boolean }; count: CompiledSql | null } {
  const { readPermissions, withTotal } = options;
  if (readPermissions || query.cursor) {
    return {
      list: compileList(schema, query, { readPermissions, cursorRow }),
      count: withTotal ? compileCount(schema, query, { readPermissions }) : null,
    };
  }
  let compiled = compiledLists.get(query);
  if (!compiled) {
    compiled = {
      list: compileList(schema, query, { readPermissions: null }),
      count: compileCount(schema, query, { readPermissions: null }),
    };
    Object.freeze(compiled.list.params);
    Object.freeze(compiled.count.params);
    compiledLists.set(query, compiled);
  }
  return { list: compiled.list, count: withTotal ? compiled.count : null };
}

/** Inserts a validated document and returns its row. */
export async function insertDocumentRow(q: Queryable, schema: CollectionSchema, document: NewDocumentRow): Promise<DocumentRow> {
  const params = new SqlParams();
  const columns = ['_id', '_permissions'];
  const placeholders = [params.add(document.id, 'text'), params.add([...document.permissions], 'text[]')];
  if (document.createdAt) {
    columns.push('_created_at', '_updated_at');
    placeholders.push(params.add(document.createdAt, 'timestamptz'), params.add(document.updatedAt ?? document.createdAt, 'timestamptz'));
  } else if (document.updatedAt) {
    columns.push('_updated_at');
    placeholders.push(params.add(document.updatedAt, 'timestamptz'));
  }
  for (const [key, value] of document.values) {
    const field = fieldOf(schema, key);
    columns.push(field.column);
    placeholders.push(params.add(toSqlParam(field, value), castOf(field)));
  }
  const text = `INSERT INTO ${schema.table} (${columns.join(', ')}) VALUES (${placeholders.join(', ')}) RETURNING ${schema.selectColumns}`;
  const { rows } = await run(schema, () => q.query(text, params.values));
  return rows[0] as DocumentRow;
}

/** Applies changes to one document; null when it does not exist. */
export async function updateDocumentRow(
  q: Queryable,
  schema: CollectionSchema,
  id: string,
  changes: DocumentRowChanges,
): Promise<DocumentRow | null> {
  const params = new SqlParams();
  const assignments: string[] = [];
  for (const [key, value] of changes.values) {
    const field = fieldOf(schema, key);
    assignments.push(`${field.column} = ${params.add(toSqlParam(field, value), castOf(field))}`);
  }
  if (changes.permissions) assignments.push(`_permissions = ${params.add([...changes.permissions], 'text[]')}`);
  assignments.push(changes.updatedAt ? `_updated_at = ${params.add(changes.updatedAt, 'timestamptz')}` : '_updated_at = now()');
  const text = `UPDATE ${schema.table} SET ${assignments.join(', ')} WHERE _id = ${params.add(id, 'text')} RETURNING ${schema.selectColumns}`;
  const { rows } = await run(schema, () => q.query(text, params.values));
  return rows[0] ?? null;
}

/** Deletes one document and returns its last row; null when it did not exist. */
export async function deleteDocumentRow(q: Queryable, schema: CollectionSchema, id: string): Promise<DocumentRow | null> {
  const { rows } = await run(schema, () => q.query(`DELETE FROM ${schema.table} WHERE _id = $1 RETURNING ${schema.selectColumns}`, [id]));
  return rows[0] ?? null;
}

export type AddResult = { status: 'updated'; row: DocumentRow } | { status: 'limit' } | { status: 'missing' };

/**
 * Adds `delta` (negative to subtract) to a numeric attribute in one statement, only when the
 * result stays within `bounds` — so concurrent decrements can never overshoot a minimum.
 * A null value stays null (SQL arithmetic; for stock, null means unlimited).
 */
export async function addToDocumentAttribute(
  q: Queryable,
  schema: CollectionSchema,
  id: string,
  field: FieldSchema,
  delta: number,
  bounds: { min?: number | undefined; max?: number | undefined },
): Promise<AddResult> {
  const params = new SqlParams();
  const type = sqlType(field);
  const column = field.column;
  const amount = params.add(String(delta), type);
  const limits: string[] = [];
  if (bounds.min !== undefined) limits.push(`${column} + ${amount} >= ${params.add(String(bounds.min), type)}`);
  if (bounds.max !== undefined) limits.push(`${column} + ${amount} <= ${params.add(String(bounds.max), type)}`);
  const within = limits.length ? ` AND (${column} IS NULL OR (${limits.join(' AND ')}))` : '';
  const text = `UPDATE ${schema.table} SET ${column} = ${column} + ${amount}, _updated_at = now() WHERE _id = ${params.add(id, 'text')}${within} RETURNING ${schema.selectColumns}`;
  const { rows } = await run(schema, () => q.query(text, params.values));
  if (rows[0]) return { status: 'updated', row: rows[0] };
  const exists = await run(schema, () => q.query(`SELECT 1 FROM ${schema.table} WHERE _id = $1`, [id]));
  return exists.rows.length ? { status: 'limit' } : { status: 'missing' };
}

function fieldOf(schema: CollectionSchema, key: string): FieldSchema {
  const field = schema.fieldByKey.get(key);
  if (!field || field.system) throw new Error(`no attribute "${key}" in ${schema.id}`);
  return field;
}

const castOf = (field: FieldSchema) => (field.array ? `${sqlType(field)}[]` : sqlType(field));

/** Runs a statement and turns database constraint errors into Appwrite errors. */
async function run<T>(schema: CollectionSchema, statement: () => Promise<T>): Promise<T> {
  try {
    return await statement();
  } catch (error) {
    throw translateDatabaseError(schema, error);
  }
}

/** The Appwrite error a database error stands for; unknown errors pass through (→ 500). */
export function translateDatabaseError(schema: CollectionSchema, error: unknown): unknown {
  const state = sqlState(error);
  if (!state) return error;
  const constraint = constraintOf(error);
  if (state === PG_ERROR.uniqueViolation) {
    if (constraint === `${schema.tableName}__id_key`) {
      return new AppwriteError(
        'document_already_exists',
        'Document with the requested ID already exists. Try again with a different ID or use ID.unique() to generate a unique ID.',
      );
    }
    const keys = (constraint && schema.uniqueIndexes.get(constraint)) || [];
    const named = keys.length ? ` Another document already has the same ${keys.map((k) => `"${k}"`).join(' and ')}.` : '';
    return new AppwriteError(
      'document_unique_constraint_violation',
      `Document with the requested unique attributes already exists.${named}`,
    );
  }
  if (state === PG_ERROR.checkViolation) {
    const key = constraint?.startsWith(`${schema.tableName}_`) ? constraint.slice(schema.tableName.length + 1).replace(/_range$/, '') : '';
    return new AppwriteError(
      'document_invalid_structure',
      `Invalid document structure: Attribute ${key ? `"${key}" ` : ''}is out of its allowed range`,
    );
  }
  if (state === PG_ERROR.notNullViolation) {
    const column = (error as { column?: string }).column;
    return new AppwriteError(
      'document_invalid_structure',
      `Invalid document structure: Missing required attribute${column ? ` "${column}"` : ''}`,
    );
  }
  // Class 22 (data exception: out of range, bad encoding, …) and 54000 (value too large to index).
  if (state.startsWith('22') || state === '54000') {
    return new AppwriteError('general_argument_invalid', 'A value cannot be stored: it is out of range or too large.');
  }
  return error;
}

function constraintOf(error: unknown): string | undefined {
  const direct = (error as { constraint?: unknown }).constraint;
  if (typeof direct === 'string') return direct;
  const message = error instanceof Error ? error.message : '';
  return /constraint "([^"]+)"/.exec(message)?.[1];
}
