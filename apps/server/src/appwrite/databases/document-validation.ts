import { AppwriteError } from '../../infra/errors.ts';
import type { AttributeDeclaration } from '@pura/core/collections/declaration-types';
import type { CollectionSchema } from './collection-schema.ts';
import { DATETIME_RULE, checkScalar, formatDatetime, parseDatetime } from './attribute-values.ts';

/**
 * Checks document data against its collection declaration, in Appwrite's order (required
 * attributes, then unknown ones, then each value), and answers 400 document_invalid_structure
 * naming the attribute, e.g. `Invalid document structure: Missing required attribute "name"`.
 */

export interface ValidatedData {
  /** Attribute key → checked value, ready for toSqlParam. */
  values: Map<string, unknown>;
  /** $createdAt / $updatedAt, only honoured for server-side writes (seeding keeps its dates). */
  createdAt?: string;
  updatedAt?: string;
}

export interface ValidationOptions {
  /** Server-side writes may set $createdAt and $updatedAt; clients' are ignored (§4.2). */
  allowSystemDates: boolean;
}

/** Most elements an array attribute holds; keeps one document far below the body limit. */
export const MAX_ARRAY_ELEMENTS = 1000;

// System fields a client may send back inside `data` (e.g. a document it read); they are dropped.
const IGNORED_SYSTEM_KEYS = new Set(['$id', '$sequence', '$databaseId', '$collectionId', '$tableId', '$permissions']);

export const invalidStructure = (detail: string) =>
  new AppwriteError('document_invalid_structure', `Invalid document structure: ${detail}`);

/** `data` must be a JSON object (the SDK sends one; a JSON string of one is accepted too). */
export function readDataParam(data: unknown, param = 'data'): Record<string, unknown> {
  let value = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      value = undefined;
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new AppwriteError('general_argument_invalid', `Invalid \`${param}\` param: Value must be a valid JSON object.`);
  }
  return value as Record<string, unknown>;
}

/** Appwrite's answer to a create without data (no `data`, or `{}`). */
export function documentMissingData(): AppwriteError {
  return new AppwriteError('document_missing_data', 'The document data is missing. Try again with document data populated.');
}

/** Validates the data of a new document and fills in defaults. */
export function validateNewDocument(schema: CollectionSchema, data: Record<string, unknown>, options: ValidationOptions): ValidatedData {
  if (Object.keys(data).length === 0) throw documentMissingData();
  for (const attribute of schema.attributes) {
    if (attribute.required && (data[attribute.key] === undefined || data[attribute.key] === null)) {
      throw invalidStructure(`Missing required attribute "${attribute.key}"`);
    }
  }
  const result = checkKeysAndValues(schema, data, options);
  for (const attribute of schema.attributes) {
    if (result.values.has(attribute.key) || isReadOnly(attribute)) continue;
    result.values.set(attribute.key, defaultValue(attribute));
  }
  return result;
}

/** Validates a partial update: only the attributes given, none of them set to null if required. */
export function validateDocumentPatch(schema: CollectionSchema, data: Record<string, unknown>, options: ValidationOptions): ValidatedData {
  for (const attribute of schema.attributes) {
    if (attribute.required && data[attribute.key] === null) throw invalidStructure(`Missing required attribute "${attribute.key}"`);
  }
  return checkKeysAndValues(schema, data, options);
}

function checkKeysAndValues(schema: CollectionSchema, data: Record<string, unknown>, options: ValidationOptions): ValidatedData {
  const result: ValidatedData = { values: new Map() };
  for (const key of Object.keys(data)) {
    if (key.startsWith('$')) {
      if (IGNORED_SYSTEM_KEYS.has(key)) continue;
      if (key === '$createdAt' || key === '$updatedAt') {
        if (options.allowSystemDates) result[key === '$createdAt' ? 'createdAt' : 'updatedAt'] = systemDate(key, data[key]);
        continue;
      }
    }
    if (!schema.attributeByKey.has(key)) throw invalidStructure(`Unknown attribute: "${truncateKey(key)}"`);
  }
  for (const [key, value] of Object.entries(data)) {
    const attribute = schema.attributeByKey.get(key);
    if (!attribute || value === undefined) continue;
    if (isReadOnly(attribute)) throw invalidStructure(`Attribute "${key}" is read-only`);
    result.values.set(key, checkValue(attribute, value));
  }
  return result;
}

function checkValue(attribute: AttributeDeclaration, value: unknown): unknown {
  if (value === null) return null;
  const key = attribute.key;
  if (attribute.array) {
    if (!Array.isArray(value)) throw invalidStructure(`Attribute "${key}" must be an array`);
    if (value.length > MAX_ARRAY_ELEMENTS)
      throw invalidStructure(`Attribute "${key}" must be an array of at most ${MAX_ARRAY_ELEMENTS} values`);
    return value.map((element, index) => {
      const checked = checkScalar(attribute, element);
      if (!checked.ok) throw invalidStructure(`Attribute "${key}['${index}']" has invalid ${checked.kind}. ${checked.reason}`);
      return checked.value;
    });
  }
  if (Array.isArray(value)) throw invalidStructure(`Attribute "${key}" has invalid type. It must be a single value, not an array`);
  const checked = checkScalar(attribute, value);
  if (!checked.ok) throw invalidStructure(`Attribute "${key}" has invalid ${checked.kind}. ${checked.reason}`);
  return checked.value;
}

const isReadOnly = (attribute: AttributeDeclaration) => attribute.type === 'string' && attribute.sequenceFormat !== undefined;

function defaultValue(attribute: AttributeDeclaration): unknown {
  if (attribute.type === 'datetime' && attribute.defaultNow) return formatDatetime(new Date());
  const value = attribute.default;
  if (value === undefined || value === null) return null;
  return Array.isArray(value) ? [...value] : value;
}

function systemDate(key: string, value: unknown): string {
  const parsed = typeof value === 'string' ? parseDatetime(value) : null;
  if (!parsed) throw invalidStructure(`Attribute "${key}" has invalid type. ${DATETIME_RULE}`);
  return parsed;
}

const truncateKey = (key: string) => (key.length > 64 ? `${key.slice(0, 61)}...` : key);
