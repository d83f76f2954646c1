import { AppwriteError } from '../../infra/errors.ts';

/**
 * The `queries[]` of listFiles (appwrite-protocol.md §2.2, §9.4), parsed and checked into a
 * structure the data layer compiles to parameterised SQL. Anything malformed answers 400
 * general_query_invalid saying what is wrong.
 */

export type FileAttribute =
  | '$id'
  | '$createdAt'
  | '$updatedAt'
  | 'name'
  | 'folder'
  | 'mimeType'
  | 'signature'
  | 'sizeOriginal'
  | 'chunksTotal'
  | 'chunksUploaded';

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

export const DEFAULT_LIMIT = 25;
const MAX_QUERIES = 100;
const MAX_QUERY_LENGTH = 4096;
const MAX_VALUES = 100;
const MAX_LIMIT = 5000;
const MAX_OFFSET = 1_000_000;
const MAX_SEARCH_LENGTH = 256;

const FILTER_METHODS = new Set<string>([
  'equal', 'notEqual', 'lessThan', 'lessThanEqual', 'greaterThan', 'greaterThanEqual',
  'between', 'startsWith', 'endsWith', 'contains', 'search',
]);
// Methods Appwrite knows that make no sense for files; named so the error says "not supported", not "invalid".
const KNOWN_METHODS = new Set<string>([
  ...FILTER_METHODS, 'orderAsc', 'orderDesc', 'limit', 'offset', 'cursorAfter', 'cursorBefore', 'select', 'isNull',
  'isNotNull', 'notBetween', 'notStartsWith', 'notEndsWith', 'notContains', 'notSearch', 'containsAny', 'containsAll',
  'and', 'or', 'regex', 'exists', 'notExists', 'orderRandom', 'elemMatch',
]);

const invalid = (message: string) => new AppwriteError('general_query_invalid', `Invalid query: ${message}`);

/** Parses `queries` and `search` of a listFiles call. */
export function parseFileListQuery(queriesInput: unknown, searchInput: unknown): FileListQuery {
  const result: FileListQuery = { filters: [], orders: [], limit: DEFAULT_LIMIT, offset: 0, cursor: null, searchTerms: [] };
  const list = queriesInput === undefined ? [] : Array.isArray(queriesInput) ? queriesInput : [queriesInput];
  if (list.length > MAX_QUERIES) throw invalid(`At most ${MAX_QUERIES} queries are allowed.`);
  for (const raw of list) applyQuery(result, parseQueryText(raw));

  if (searchInput !== undefined) {
    if (typeof searchInput !== 'string' || searchInput.length > MAX_SEARCH_LENGTH) {
      throw new AppwriteError('general_argument_invalid', `Invalid \`search\` param: Value must be a valid string and no longer than ${MAX_SEARCH_LENGTH} chars`);
    }
    result.searchTerms.push(...searchInput.split(/\s+/).filter(Boolean));
  }
  return result;
}

interface RawQuery {
  method: string;
  attribute?: unknown;
  values?: unknown;
}

function parseQueryText(raw: unknown): RawQuery {
  if (typeof raw !== 'string') throw invalid('Every query must be a JSON string such as {"method":"limit","values":[10]}.');
  if (raw.length > MAX_QUERY_LENGTH) throw invalid(`A query may be at most ${MAX_QUERY_LENGTH} characters long.`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw invalid(`Query is not valid JSON: ${truncate(raw)}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw invalid(`Query must be a JSON object: ${truncate(raw)}`);
  const { method } = parsed as Record<string, unknown>;
  if (typeof method !== 'string' || !KNOWN_METHODS.has(method)) {
    throw new AppwriteError('general_query_invalid', `Invalid query method: ${typeof method === 'string' ? truncate(method) : String(method)}`);
  }
  return parsed as RawQuery;
}

function applyQuery(result: FileListQuery, query: RawQuery): void {
  const { method } = query;
  const values = query.values === undefined ? [] : query.values;
  if (!Array.isArray(values)) throw invalid(`"values" of ${method} must be an array.`);
  if (values.length > MAX_VALUES) throw invalid(`A query may carry at most ${MAX_VALUES} values.`);

  switch (method) {
    case 'limit':
      result.limit = integerValue(method, values, 1, MAX_LIMIT);
      return;
    case 'offset':
      result.offset = integerValue(method, values, 0, MAX_OFFSET);
      return;
    case 'cursorAfter':
    case 'cursorBefore': {
      if (result.cursor) throw invalid('Only one cursor query is allowed.');
      const [fileId] = values;
      if (values.length !== 1 || typeof fileId !== 'string' || fileId === '') throw invalid(`${method} needs exactly one file ID.`);
      result.cursor = { direction: method === 'cursorAfter' ? 'after' : 'before', fileId };
      return;
    }
    case 'orderAsc':
    case 'orderDesc':
      result.orders.push({ attribute: attributeOf(query), direction: method === 'orderAsc' ? 'ASC' : 'DESC' });
      return;
  }
  if (!FILTER_METHODS.has(method)) throw invalid(`Query method "${method}" is not supported for files.`);
  const attribute = attributeOf(query);
  const kind = FILE_ATTRIBUTES[attribute];
  const filterMethod = method as FilterMethod;
  if (values.length === 0) throw invalid(`${method} on "${attribute}" needs at least one value.`);
  if (filterMethod === 'between' && values.length !== 2) throw invalid(`between on "${attribute}" needs exactly two values.`);
  const singleValue = !['equal', 'notEqual', 'between'].includes(filterMethod);
  if (singleValue && values.length !== 1) throw invalid(`${method} on "${attribute}" takes exactly one value.`);
  const stringOnly = ['startsWith', 'endsWith', 'contains', 'search'].includes(filterMethod);
  if (stringOnly && kind !== 'string') throw invalid(`${method} needs a text attribute; "${attribute}" is not one.`);
  if (filterMethod === 'search' && attribute !== 'name') throw invalid('search is only available on "name".');
  result.filters.push({ method: filterMethod, attribute, values: values.map((v) => checkValue(attribute, kind, v)) });
}

function attributeOf(query: RawQuery): FileAttribute {
  const { attribute } = query;
  if (typeof attribute !== 'string' || attribute === '') throw invalid(`${query.method} needs an attribute.`);
  if (!Object.hasOwn(FILE_ATTRIBUTES, attribute)) throw invalid(`Attribute not found in schema: ${truncate(attribute)}`);
  return attribute as FileAttribute;
}

function integerValue(method: string, values: unknown[], min: number, max: number): number {
  const [value] = values;
  if (values.length !== 1 || typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw invalid(`${method} must be one whole number between ${min} and ${max}.`);
  }
  return value;
}

function checkValue(attribute: FileAttribute, kind: AttributeKind, value: unknown): string | number {
  if (kind === 'integer') {
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw invalid(`Values of "${attribute}" must be whole numbers.`);
    return value;
  }
  if (typeof value !== 'string') throw invalid(`Values of "${attribute}" must be strings.`);
  if (kind === 'date' && Number.isNaN(Date.parse(value))) throw invalid(`"${truncate(value)}" is not a valid date for "${attribute}".`);
  return value;
}

function truncate(text: string): string {
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}
