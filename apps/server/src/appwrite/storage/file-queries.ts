import { UNSTORABLE_VALUE, isStorableText } from '@pura/core/schemas/storable-text';
import { AppwriteError } from '../../infra/errors.ts';
import {
  DEFAULT_LIMIT,
  MAX_LIMIT,
  MAX_OFFSET,
  type RawQuery,
  integerValue,
  invalidQueryMethod,
  invalidQueryValue,
  attributeNotFound,
  queryError,
  readQueriesParam,
  valueCountError,
} from '../databases/query-parser.ts';
import { parseDatetime } from '../databases/attribute-values.ts';

/**
 * The `queries[]` of listFiles (docs/appwrite-compatibility.md §2.2, §9.4), parsed and checked into a
 * structure the data layer compiles to parameterised SQL. Anything malformed answers 400
 * general_query_invalid saying what is wrong.
 */

export type FileAttribute =
  '$id' | '$createdAt' | '$updatedAt' | 'name' | 'folder' | 'mimeType' | 'signature' | 'sizeOriginal' | 'chunksTotal' | 'chunksUploaded';

type AttributeKind = 'string' | 'integer' | 'date';

export const FILE_ATTRIBUTES: Record<FileAttribute, AttributeKind> = {
  $id: 'string',
  $createdAt: 'date',
  $updatedAt: 'date',
  name: 'string',
  folder: 'string',
  mimeType: 'string',
  signature: 'string',
  sizeOriginal: 'integer',
  chunksTotal: 'integer',
  chunksUploaded: 'integer',
};

export type FilterMethod =
  | 'equal'
  | 'notEqual'
  | 'lessThan'
  | 'lessThanEqual'
  | 'greaterThan'
  | 'greaterThanEqual'
  | 'between'
  | 'startsWith'
  | 'endsWith'
  | 'contains'
  | 'search';

export interface FileFilter {
  method: FilterMethod;
  attribute: FileAttribute;
  values: Array<string | number>;
}

export interface FileOrder {
  attribute: FileAttribute;
  direction: 'ASC' | 'DESC';
}

export interface FileListQuery {
  filters: FileFilter[];
  orders: FileOrder[];
  limit: number;
  offset: number;
  cursor: { direction: 'after' | 'before'; fileId: string } | null;
  /** Words that must all occur in the name or id (the `search` parameter). */
  searchTerms: string[];
}

const MAX_SEARCH_LENGTH = 256;

const FILTER_METHODS = new Set<string>([
  'equal',
  'notEqual',
  'lessThan',
  'lessThanEqual',
  'greaterThan',
  'greaterThanEqual',
  'between',
  'startsWith',
  'endsWith',
  'contains',
  'search',
]);
// Methods Appwrite knows that make no sense for files; named so the error says "not supported", not "invalid".
const KNOWN_METHODS = new Set<string>([
  ...FILTER_METHODS,
  'orderAsc',
  'orderDesc',
  'limit',
  'offset',
  'cursorAfter',
  'cursorBefore',
  'select',
  'isNull',
  'isNotNull',
  'notBetween',
  'notStartsWith',
  'notEndsWith',
  'notContains',
  'notSearch',
  'containsAny',
  'containsAll',
  'and',
  'or',
  'regex',
  'exists',
  'notExists',
  'orderRandom',
  'elemMatch',
]);

/**
 * Parses `queries` and `search` of a listFiles call. The queries are read as the document lists
 * read theirs (query-parser.ts): the same JSON checks, limits and messages.
 */
export function parseFileListQuery(queriesInput: unknown, searchInput: unknown): FileListQuery {
  const result: FileListQuery = { filters: [], orders: [], limit: DEFAULT_LIMIT, offset: 0, cursor: null, searchTerms: [] };
  const seen = new Set<string>();
  for (const query of readQueriesParam(queriesInput)) {
    // Like Appwrite, the first limit, offset and cursor of a request win.
    const paging = query.method.startsWith('cursor') ? 'cursor' : query.method;
    if (paging === 'limit' || paging === 'offset' || paging === 'cursor') {
      if (!seen.has(paging)) applyPaging(result, query);
      seen.add(paging);
    } else {
      applyQuery(result, query);
    }
  }

  if (searchInput !== undefined) {
    if (typeof searchInput !== 'string' || searchInput.length > MAX_SEARCH_LENGTH) {
      throw new AppwriteError(
        'general_argument_invalid',
        `Invalid \`search\` param: Value must be a valid string and no longer than ${MAX_SEARCH_LENGTH} chars`,
      );
    }
    if (!isStorableText(searchInput)) {
      throw new AppwriteError('general_argument_invalid', `Invalid \`search\` param: ${UNSTORABLE_VALUE}`);
    }
    result.searchTerms.push(...searchInput.split(/\s+/).filter(Boolean));
  }
  return result;
}

function applyPaging(result: FileListQuery, query: RawQuery): void {
  switch (query.method) {
    case 'limit':
      result.limit = integerValue(query, 1, MAX_LIMIT);
      return;
    case 'offset':
      result.offset = integerValue(query, 0, MAX_OFFSET);
      return;
  }
  const [fileId] = query.values ?? [];
  if (query.values?.length !== 1 || typeof fileId !== 'string' || fileId === '')
    throw queryError(`${query.method} needs exactly one file ID.`);
  result.cursor = { direction: query.method === 'cursorAfter' ? 'after' : 'before', fileId };
}

function applyQuery(result: FileListQuery, query: RawQuery): void {
  const { method } = query;
  const values = query.values ?? [];
  if (method === 'orderAsc' || method === 'orderDesc') {
    result.orders.push({ attribute: attributeOf(query), direction: method === 'orderAsc' ? 'ASC' : 'DESC' });
    return;
  }
  if (!KNOWN_METHODS.has(method)) throw invalidQueryMethod(method);
  if (!FILTER_METHODS.has(method)) throw queryError(`Query method ${method} is not supported for files.`);
  const attribute = attributeOf(query);
  const kind = FILE_ATTRIBUTES[attribute];
  const filterMethod = method as FilterMethod;
  // In Appwrite's words, as documents answer (appwrite-compatibility.md §11).
  if (values.length === 0) throw valueCountError(method, filterMethod === 'between' ? 'exactly two values' : 'at least one value');
  if (filterMethod === 'between' && values.length !== 2) throw valueCountError(method, 'exactly two values');
  const singleValue = !['equal', 'notEqual', 'between'].includes(filterMethod);
  if (singleValue && values.length !== 1) throw valueCountError(method, 'exactly one value');
  const stringOnly = ['startsWith', 'endsWith', 'contains', 'search'].includes(filterMethod);
  if (stringOnly && kind !== 'string') throw queryError(`${method} needs a text attribute; "${attribute}" is not one.`);
  if (filterMethod === 'search' && attribute !== 'name') throw queryError('search is only available on "name".');
  result.filters.push({ method: filterMethod, attribute, values: values.map((v) => checkValue(attribute, kind, v)) });
}

function attributeOf(query: RawQuery): FileAttribute {
  const { attribute } = query;
  if (attribute === undefined || attribute === '') throw queryError(`${query.method} needs an attribute.`);
  if (!Object.hasOwn(FILE_ATTRIBUTES, attribute)) throw attributeNotFound(attribute);
  return attribute as FileAttribute;
}

function checkValue(attribute: FileAttribute, kind: AttributeKind, value: unknown): string | number {
  if (kind === 'integer') {
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw invalidQueryValue(attribute);
    return value;
  }
  if (typeof value !== 'string' || !isStorableText(value)) throw invalidQueryValue(attribute);
  if (kind !== 'date') return value;
  // The same dates documents take (their words too): ISO 8601, with an offset or a zone name.
  const date = parseDatetime(value);
  if (!date) throw invalidQueryValue(attribute);
  return date;
}
