import { AppwriteError } from '../../infra/errors.ts';
import type { CollectionSchema, FieldSchema } from './collection-schema.ts';
import { isStorableText } from '@pura/core/schemas/storable-text';
import { parseDatetime } from './attribute-values.ts';
import { isValidCustomId } from './document-ids.ts';
import { NestedParam } from '../../http/query-string.ts';

/**
 * Appwrite Query JSON (docs/appwrite-compatibility.md §2.2) → a typed AST, checked against the
 * collection: every attribute exists, every value has the attribute's type. Anything wrong
 * answers 400 general_query_invalid saying what and where. The AST carries no SQL; query-sql.ts
 * turns it into parameterised SQL.
 */

export type CompareOperator = 'equal' | 'notEqual' | 'lessThan' | 'lessThanEqual' | 'greaterThan' | 'greaterThanEqual';

export type FilterNode =
  | { kind: 'compare'; operator: CompareOperator; field: FieldSchema; values: unknown[] }
  | { kind: 'between'; negate: boolean; field: FieldSchema; from: unknown; to: unknown }
  | { kind: 'isNull'; negate: boolean; field: FieldSchema }
  | { kind: 'startsWith' | 'endsWith'; negate: boolean; field: FieldSchema; value: string }
  /** Substring (string attributes) or element (array attributes); `all` for containsAll. */
  | { kind: 'contains'; negate: boolean; all: boolean; field: FieldSchema; values: unknown[] }
  | { kind: 'search'; negate: boolean; field: FieldSchema; value: string }
  | { kind: 'logical'; operator: 'and' | 'or'; children: FilterNode[] };

export interface OrderNode {
  field: FieldSchema;
  direction: 'ASC' | 'DESC';
}

export interface ListQuery {
  filters: FilterNode[];
  orders: OrderNode[];
  limit: number;
  offset: number;
  cursor: { direction: 'after' | 'before'; documentId: string } | null;
  /** Attribute keys to return; null = all. */
  select: string[] | null;
}

export const DEFAULT_LIMIT = 25;
export const MAX_LIMIT = 5000;
export const MAX_OFFSET = 1_000_000;
export const MAX_QUERIES = 100;
export const MAX_QUERY_LENGTH = 4096;
export const MAX_QUERY_VALUES = 500;
const MAX_NESTING = 5;

const FILTER_METHODS = new Set([
  'equal',
  'notEqual',
  'lessThan',
  'lessThanEqual',
  'greaterThan',
  'greaterThanEqual',
  'between',
  'notBetween',
  'isNull',
  'isNotNull',
  'startsWith',
  'endsWith',
  'notStartsWith',
  'notEndsWith',
  'contains',
  'containsAny',
  'containsAll',
  'notContains',
  'search',
  'notSearch',
  'and',
  'or',
]);
const OTHER_METHODS = new Set(['select', 'orderAsc', 'orderDesc', 'limit', 'offset', 'cursorAfter', 'cursorBefore']);
// Methods of the SDK this server does not implement: named, so the error says so plainly.
const UNSUPPORTED_METHODS = new Set([
  'regex',
  'exists',
  'notExists',
  'orderRandom',
  'elemMatch',
  'distanceEqual',
  'distanceNotEqual',
  'distanceGreaterThan',
  'distanceLessThan',
  'intersects',
  'notIntersects',
  'crosses',
  'notCrosses',
  'overlaps',
  'notOverlaps',
  'touches',
  'notTouches',
  'vectorDot',
  'vectorCosine',
  'vectorEuclidean',
]);

export const queryError = (detail: string) => new AppwriteError('general_query_invalid', `Invalid query: ${detail}`);

// A query that cannot be read at all answers in Appwrite's words (its Query::parse), so clients
// that show or match them see the same text; what can be read but not run names the rule.
const unreadable = (message: string) => new AppwriteError('general_query_invalid', message);

/** A method Appwrite does not know, in its words (files use it too). */
export const invalidQueryMethod = (method: string) =>
  unreadable(`Invalid query method: ${method.length > 64 ? `${method.slice(0, 61)}...` : method}`);

/** PHP's gettype() of a decoded JSON value, as Appwrite's messages name it. */
function phpType(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'string') return 'string';
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'double';
  return 'array';
}

/** One query as the SDK sends it, checked for shape only. */
export interface RawQuery {
  method: string;
  attribute?: string;
  values?: unknown[];
}

/** Reads the `queries` parameter (a list of Query JSON strings, or one) into raw queries. */
export function readQueriesParam(input: unknown): RawQuery[] {
  if (input === undefined || input === null || input === '') return [];
  const list = Array.isArray(input) ? input : [input];
  if (list.length > MAX_QUERIES) throw queryError(`At most ${MAX_QUERIES} queries are allowed, got ${list.length}.`);
  return list.map((item) => {
    if (item instanceof NestedParam) {
      throw queryError(
        `${item.key} is not a query: send each query as one JSON string, queries[n]=<Query JSON>, as the SDK's Query helpers build it.`,
      );
    }
    if (typeof item !== 'string') throw queryError("Each query must be a JSON string as built by the SDK's Query helpers.");
    if (item.length > MAX_QUERY_LENGTH) throw queryError(`A query must be at most ${MAX_QUERY_LENGTH} characters long.`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(item);
    } catch {
      throw unreadable('Invalid query: Syntax error');
    }
    return asRawQuery(parsed);
  });
}

function asRawQuery(value: unknown): RawQuery {
  if (typeof value !== 'object' || value === null) throw unreadable(`Invalid query. Must be an array, got ${phpType(value)}`);
  const { method, attribute, values } = (Array.isArray(value) ? {} : value) as Record<string, unknown>;
  if (method !== undefined && typeof method !== 'string')
    throw unreadable(`Invalid query method. Must be a string, got ${phpType(method)}`);
  if (method === undefined || method === '') throw unreadable('Invalid query method: ');
  if (attribute !== undefined && typeof attribute !== 'string')
    throw unreadable(`Invalid query attribute. Must be a string, got ${phpType(attribute)}`);
  if (values !== undefined && !Array.isArray(values)) throw unreadable(`Invalid query values. Must be an array, got ${phpType(values)}`);
  // Appwrite's wording, word for word: clients that show or match it keep working.
  if (values && values.length > MAX_QUERY_VALUES) {
    throw queryError(
      `Query on attribute has greater than ${MAX_QUERY_VALUES} values: ${typeof attribute === 'string' ? attribute : method}`,
    );
  }
  return { method, ...(attribute !== undefined ? { attribute } : {}), ...(values ? { values } : {}) };
}

/** Parses a list call's queries against a collection. */
export function parseListQuery(schema: CollectionSchema, raw: RawQuery[]): ListQuery {
  const result: ListQuery = { filters: [], orders: [], limit: DEFAULT_LIMIT, offset: 0, cursor: null, select: null };
  let limitSeen = false;
  let offsetSeen = false;
  for (const query of raw) {
    const { method } = query;
    if (FILTER_METHODS.has(method)) {
      result.filters.push(parseFilter(schema, query, 1));
      continue;
    }
    switch (method) {
      case 'select':
        result.select = parseSelect(schema, query);
        break;
      case 'orderAsc':
      case 'orderDesc':
        result.orders.push({ field: orderField(schema, query), direction: method === 'orderAsc' ? 'ASC' : 'DESC' });
        break;
      case 'limit':
        // Like Appwrite, the first limit/offset/cursor of a request wins.
        if (!limitSeen) result.limit = integerValue(query, 1, MAX_LIMIT);
        limitSeen = true;
        break;
      case 'offset':
        if (!offsetSeen) result.offset = integerValue(query, 0, MAX_OFFSET);
        offsetSeen = true;
        break;
      case 'cursorAfter':
      case 'cursorBefore': {
        const documentId = singleValue(query);
        if (typeof documentId !== 'string' || !isValidCustomId(documentId)) {
          throw queryError(`${method} needs the $id of a document, got ${describe(documentId)}.`);
        }
        result.cursor ??= { direction: method === 'cursorAfter' ? 'after' : 'before', documentId };
        break;
      }
      default:
        throw unknownMethod(method);
    }
  }
  return result;
}

/** Parses getDocument's queries: only `select` is meaningful there. */
export function parseSelectOnly(schema: CollectionSchema, raw: RawQuery[]): string[] | null {
  let select: string[] | null = null;
  for (const query of raw) {
    if (query.method !== 'select') {
      if (!FILTER_METHODS.has(query.method) && !OTHER_METHODS.has(query.method)) throw unknownMethod(query.method);
      throw queryError(`Only select queries are allowed when getting one document, got ${query.method}.`);
    }
    select = parseSelect(schema, query);
  }
  return select;
}

/**
 * Appwrite's words for a filter with the wrong number of values (its query Filter validator):
 * "Between queries require exactly two values.", the method's name capitalised.
 */
export const valueCountError = (method: string, rule: 'exactly one value' | 'exactly two values' | 'at least one value') =>
  queryError(`${capitalised(method)} queries require ${rule}.`);
const capitalised = (method: string) => `${method.charAt(0).toUpperCase()}${method.slice(1)}`;

function unknownMethod(method: string): AppwriteError {
  if (UNSUPPORTED_METHODS.has(method)) return queryError(`Query method ${method} is not supported by this server.`);
  return invalidQueryMethod(method);
}

function parseFilter(schema: CollectionSchema, query: RawQuery, depth: number): FilterNode {
  const { method } = query;
  if (method === 'and' || method === 'or') {
    if (depth > MAX_NESTING) throw queryError(`and/or queries may be nested at most ${MAX_NESTING} levels deep.`);
    const values = query.values ?? [];
    // Appwrite asks for two; one nested query is harmless and kept (docs/appwrite-compatibility.md §11).
    if (values.length === 0) throw queryError(`${capitalised(method)} queries require at least one query.`);
    const children = values.map((value) => {
      const child = asRawQuery(value);
      if (!FILTER_METHODS.has(child.method)) {
        if (OTHER_METHODS.has(child.method)) throw queryError(`${capitalised(method)} queries can only contain filter queries`);
        throw unknownMethod(child.method);
      }
      return parseFilter(schema, child, depth + 1);
    });
    return { kind: 'logical', operator: method, children };
  }

  const field = filterField(schema, query);
  const values = query.values ?? [];
  const negate = method.startsWith('not') || method === 'isNotNull';
  switch (method) {
    case 'equal':
    case 'notEqual':
    case 'lessThan':
    case 'lessThanEqual':
    case 'greaterThan':
    case 'greaterThanEqual': {
      rejectArrayField(field, method);
      if (method === 'equal' || method === 'notEqual') {
        if (values.length === 0) throw valueCountError(method, 'at least one value');
      } else if (values.length !== 1) {
        throw valueCountError(method, 'exactly one value');
      }
      return { kind: 'compare', operator: method, field, values: values.map((v) => checkValue(field, v)) };
    }
    case 'between':
    case 'notBetween': {
      rejectArrayField(field, method);
      if (values.length !== 2) throw valueCountError(method, 'exactly two values');
      return { kind: 'between', negate, field, from: checkValue(field, values[0]), to: checkValue(field, values[1]) };
    }
    case 'isNull':
    case 'isNotNull':
      return { kind: 'isNull', negate, field };
    case 'startsWith':
    case 'endsWith':
    case 'notStartsWith':
    case 'notEndsWith': {
      rejectArrayField(field, method);
      if (!isTextField(field)) throw queryError(`Cannot query ${method} on attribute "${field.key}" because it is not a string.`);
      if (values.length !== 1) throw valueCountError(method, 'exactly one value');
      const value = checkText(field, values[0]);
      return { kind: method.toLowerCase().endsWith('startswith') ? 'startsWith' : 'endsWith', negate, field, value };
    }
    case 'contains':
    case 'containsAny':
    case 'containsAll':
    case 'notContains': {
      if (!field.array && !isTextField(field)) {
        throw queryError(`Cannot query ${method} on attribute "${field.key}" because it is not an array or string.`);
      }
      if (values.length === 0) throw valueCountError(method, 'at least one value');
      const checked = values.map((v) => (field.array ? checkValue(field, v) : checkText(field, v)));
      return { kind: 'contains', negate, all: method === 'containsAll', field, values: checked };
    }
    case 'search':
    case 'notSearch': {
      if (!schema.searchable.has(field.key)) {
        throw queryError(`Searching by attribute "${field.key}" requires a fulltext index.`);
      }
      if (values.length !== 1) throw valueCountError(method, 'exactly one value');
      return { kind: 'search', negate, field, value: checkText(field, values[0]) };
    }
    default:
      throw unknownMethod(method);
  }
}

function filterField(schema: CollectionSchema, query: RawQuery): FieldSchema {
  if (query.attribute === undefined || query.attribute === '') throw queryError(`${query.method} needs an attribute.`);
  const field = schema.fieldByKey.get(query.attribute);
  if (!field) throw attributeNotFound(query.attribute);
  return field;
}

function orderField(schema: CollectionSchema, query: RawQuery): FieldSchema {
  const field = filterField(schema, query);
  if (field.array) throw queryError(`Cannot order by attribute "${field.key}" because it is an array.`);
  return field;
}

function rejectArrayField(field: FieldSchema, method: string): void {
  if (field.array) throw queryError(`Cannot query ${method} on attribute "${field.key}" because it is an array.`);
}

const isTextField = (field: FieldSchema) => field.type === 'string' || field.type === 'email';

/** Appwrite's words for a value that does not fit the attribute's type. */
/** Appwrite's words for a value that does not fit its attribute (files use it too). */
export const invalidQueryValue = (key: string) => queryError(`Query value is invalid for attribute "${key}"`);
const invalidValue = (field: FieldSchema) => invalidQueryValue(field.key);

function checkText(field: FieldSchema, value: unknown): string {
  if (typeof value !== 'string' || !isStorableText(value)) {
    throw invalidValue(field);
  }
  return value;
}

/** A filter value, checked by the attribute's type (its size and range do not limit queries). */
function checkValue(field: FieldSchema, value: unknown): unknown {
  switch (field.type) {
    case 'sequence': {
      // $sequence is a string in Document JSON; accept it as a number or as digits.
      const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;
      if (typeof text !== 'string' || !/^\d{1,18}$/.test(text)) throw invalidValue(field);
      return text;
    }
    case 'datetime': {
      const parsed = typeof value === 'string' && value.length <= 64 ? parseDatetime(value) : null;
      if (!parsed) throw invalidValue(field);
      return parsed;
    }
    case 'string':
    case 'email':
      return checkText(field, value);
    case 'integer':
      if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw invalidValue(field);
      return value;
    case 'float':
      if (typeof value !== 'number' || !Number.isFinite(value)) throw invalidValue(field);
      return value;
    case 'boolean':
      if (typeof value !== 'boolean') throw invalidValue(field);
      return value;
  }
}

function parseSelect(schema: CollectionSchema, query: RawQuery): string[] | null {
  const values = query.values ?? [];
  if (values.length === 0) throw queryError('select needs at least one attribute.');
  const unknown: string[] = [];
  const keys: string[] = [];
  for (const value of values) {
    if (value === '*') return null;
    if (typeof value !== 'string' || !(schema.attributeByKey.has(value) || ALWAYS_SELECTED.has(value))) {
      unknown.push(typeof value === 'string' ? quote(value) : describe(value));
      continue;
    }
    if (!value.startsWith('$')) keys.push(value);
  }
  if (unknown.length) throw queryError(`Cannot select attributes: ${unknown.join(', ')}.`);
  return keys;
}

// Always part of a Document, so selecting them is allowed and changes nothing (§9.4).
const ALWAYS_SELECTED = new Set(['$id', '$sequence', '$createdAt', '$updatedAt', '$permissions', '$collectionId', '$databaseId']);

function singleValue(query: RawQuery): unknown {
  if (!query.values || query.values.length !== 1) throw queryError(`${query.method} takes exactly one value.`);
  return query.values[0];
}

/** The one whole number of a limit or offset query, from `min` to `max`. */
export function integerValue(query: RawQuery, min: number, max: number): number {
  const value = singleValue(query);
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min || value > max) {
    throw queryError(`${query.method} must be an integer from ${min} to ${max}, got ${describe(value)}.`);
  }
  return value;
}

function describe(value: unknown): string {
  if (typeof value === 'string') return quote(value);
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  return String(value);
}

/** Appwrite's words for an attribute the collection does not have; files use it too. */
export const attributeNotFound = (attribute: string) => queryError(`Attribute not found in schema: ${quote(attribute).slice(1, -1)}`);

/** A value quoted for an error message, cut short and with control characters escaped. */
export function quote(text: string): string {
  const short = text.length > 60 ? `${text.slice(0, 57)}...` : text;
  return JSON.stringify(short);
}
