import { parsePermissions } from '../permissions/permissions.ts';
import type {
  AttributeDeclaration,
  CollectionDeclaration,
  DatabaseDeclaration,
  IndexDeclaration,
} from '@pura/core/collections/declaration-types';
import { shopDatabase } from '@pura/core/collections/shop-database';

/**
 * Declarations compiled once at start into what every request needs: lookup maps, the table and
 * column names, and the parsed collection permissions. A declaration mistake (bad key, unknown
 * attribute in an index) stops the server at start instead of surfacing in a request.
 */

/** The system attributes every document has, queryable and orderable (§9.4). */
export type SystemAttributeKey = '$id' | '$sequence' | '$createdAt' | '$updatedAt';

/** A queryable field: a declared attribute or a system attribute, with its SQL column. */
export interface FieldSchema {
  key: string;
  /** Quoted SQL column name; safe to place in SQL text (it comes from code, never from input). */
  column: string;
  /** The column's key in a result row. */
  rowKey: string;
  type: AttributeDeclaration['type'] | 'sequence';
  array: boolean;
  nullable: boolean;
  system: boolean;
  /** Decimal places of an exact float attribute. */
  decimals?: number;
  /** The declaration, for declared attributes. */
  attribute?: AttributeDeclaration;
}

export interface CollectionSchema {
  databaseId: string;
  declaration: CollectionDeclaration;
  id: string;
  /** Quoted SQL table name. */
  table: string;
  /** Unquoted table name, for constraint and index names. */
  tableName: string;
  permissions: string[];
  documentSecurity: boolean;
  attributes: readonly AttributeDeclaration[];
  attributeByKey: ReadonlyMap<string, AttributeDeclaration>;
  fieldByKey: ReadonlyMap<string, FieldSchema>;
  /** Attributes that Query.search may use (they have a fulltext index). */
  searchable: ReadonlySet<string>;
  /** Unique constraint/index name → attribute keys, to name them in 409 messages. */
  uniqueIndexes: ReadonlyMap<string, readonly string[]>;
  /** Every column a document row is read with, in a fixed order. */
  selectColumns: string;
}

export interface DatabaseSchema {
  id: string;
  name: string;
  collections: ReadonlyMap<string, CollectionSchema>;
}

const KEY_PATTERN = /^[a-zA-Z][a-zA-Z0-9_]{0,35}$/;
const ID_PATTERN = /^[a-z][a-z0-9_]{0,30}$/;

const SYSTEM_FIELDS: FieldSchema[] = [
  { key: '$id', column: '_id', rowKey: '_id', type: 'string', array: false, nullable: false, system: true },
  { key: '$sequence', column: '_seq', rowKey: '_seq', type: 'sequence', array: false, nullable: false, system: true },
  { key: '$createdAt', column: '_created_at', rowKey: '_created_at', type: 'datetime', array: false, nullable: false, system: true },
  { key: '$updatedAt', column: '_updated_at', rowKey: '_updated_at', type: 'datetime', array: false, nullable: false, system: true },
];

export const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Table name of a collection: `doc_<database>_<collection>`. */
export const tableNameOf = (databaseId: string, collectionId: string) => `doc_${databaseId}_${collectionId}`;

export function compileDatabase(declaration: DatabaseDeclaration): DatabaseSchema {
  if (!ID_PATTERN.test(declaration.id)) throw new Error(`Database id "${declaration.id}" must match ${ID_PATTERN}`);
  const collections = new Map<string, CollectionSchema>();
  for (const collection of declaration.collections) {
    if (collections.has(collection.id)) throw new Error(`Collection "${collection.id}" is declared twice`);
    collections.set(collection.id, compileCollection(declaration.id, collection));
  }
  return { id: declaration.id, name: declaration.name, collections };
}

function compileCollection(databaseId: string, declaration: CollectionDeclaration): CollectionSchema {
  const where = `collection "${declaration.id}"`;
  if (!ID_PATTERN.test(declaration.id)) throw new Error(`${where}: id must match ${ID_PATTERN}`);
  const tableName = tableNameOf(databaseId, declaration.id);
  const attributeByKey = new Map<string, AttributeDeclaration>();
  const fieldByKey = new Map<string, FieldSchema>(SYSTEM_FIELDS.map((f) => [f.key, f]));
  for (const attribute of declaration.attributes) {
    if (!KEY_PATTERN.test(attribute.key)) throw new Error(`${where}: attribute key "${attribute.key}" must match ${KEY_PATTERN}`);
    if (attributeByKey.has(attribute.key)) throw new Error(`${where}: attribute "${attribute.key}" is declared twice`);
    checkAttribute(where, attribute);
    attributeByKey.set(attribute.key, attribute);
    fieldByKey.set(attribute.key, {
      key: attribute.key,
      column: quoteIdentifier(attribute.key),
      rowKey: attribute.key,
      type: attribute.type,
      array: attribute.array === true,
      nullable: attribute.required !== true,
      system: false,
      ...(attribute.type === 'float' && attribute.decimals !== undefined ? { decimals: attribute.decimals } : {}),
      attribute,
    });
  }
  if (declaration.ownerAttribute !== undefined) {
    const owner = attributeByKey.get(declaration.ownerAttribute);
    if (!owner || owner.type !== 'string' || owner.array) throw new Error(`${where}: ownerAttribute must name a string attribute`);
  }
  const searchable = new Set<string>();
  const uniqueIndexes = new Map<string, readonly string[]>([[`${tableName}__id_key`, ['$id']]]);
  for (const index of declaration.indexes) {
    checkIndex(where, index, fieldByKey);
    if (index.type === 'fulltext') for (const key of index.attributes) searchable.add(key);
    if (index.type === 'unique') uniqueIndexes.set(indexName(tableName, index.key), index.attributes);
  }
  const permissions = parsePermissions([...declaration.permissions], { container: true }) ?? [];
  const selectColumns = [
    ...SYSTEM_FIELDS.map((f) => f.column),
    '_permissions',
    ...declaration.attributes.map((a) => quoteIdentifier(a.key)),
  ].join(', ');
  return {
    databaseId,
    declaration,
    id: declaration.id,
    table: quoteIdentifier(tableName),
    tableName,
    permissions,
    documentSecurity: declaration.documentSecurity,
    attributes: declaration.attributes,
    attributeByKey,
    fieldByKey,
    searchable,
    uniqueIndexes,
    selectColumns,
  };
}

/** Index names are `<table>_<index key>`; PostgreSQL identifiers stop at 63 bytes. */
export const indexName = (tableName: string, key: string) => `${tableName}_${key}`;

function checkAttribute(where: string, attribute: AttributeDeclaration): void {
  const name = `${where}: attribute "${attribute.key}"`;
  if (attribute.type === 'string' && (!Number.isSafeInteger(attribute.size) || attribute.size < 1))
    throw new Error(`${name}: size must be a positive integer`);
  if (attribute.type === 'string' && attribute.sequenceFormat && (attribute.array || attribute.required)) {
    throw new Error(`${name}: a sequenceFormat attribute is read-only, so neither array nor required`);
  }
  if (attribute.type === 'string' && attribute.elements?.some((element) => element.length > attribute.size)) {
    throw new Error(`${name}: an element is longer than size`);
  }
  if (
    attribute.type === 'float' &&
    attribute.decimals !== undefined &&
    !(Number.isInteger(attribute.decimals) && attribute.decimals >= 0 && attribute.decimals <= 6)
  ) {
    throw new Error(`${name}: decimals must be an integer from 0 to 6`);
  }
  if (
    (attribute.type === 'integer' || attribute.type === 'float') &&
    attribute.min !== undefined &&
    attribute.max !== undefined &&
    attribute.min > attribute.max
  ) {
    throw new Error(`${name}: min is greater than max`);
  }
  if (attribute.required && attribute.default !== undefined && attribute.default !== null) {
    throw new Error(`${name}: a required attribute cannot have a default`);
  }
}

function checkIndex(where: string, index: IndexDeclaration, fields: ReadonlyMap<string, FieldSchema>): void {
  if (!KEY_PATTERN.test(index.key)) throw new Error(`${where}: index key "${index.key}" must match ${KEY_PATTERN}`);
  if (index.attributes.length === 0) throw new Error(`${where}: index "${index.key}" has no attributes`);
  if (index.orders && index.orders.length !== index.attributes.length)
    throw new Error(`${where}: index "${index.key}" needs one order per attribute`);
  for (const key of index.attributes) {
    const field = fields.get(key);
    if (!field) throw new Error(`${where}: index "${index.key}" names unknown attribute "${key}"`);
    if (index.type === 'fulltext' && (field.type !== 'string' || field.array || field.system)) {
      throw new Error(`${where}: fulltext index "${index.key}" must name scalar string attributes`);
    }
  }
}

/** The compiled `shop` database, the only one this server hosts. */
export const shopSchema: DatabaseSchema = compileDatabase(shopDatabase);

const databases = new Map<string, DatabaseSchema>([[shopSchema.id, shopSchema]]);

/** Looks a database up by its API id; undefined when there is none. */
export const findDatabase = (databaseId: string): DatabaseSchema | undefined => databases.get(databaseId);

/** SQL names of one shop collection for code that queries its table directly. */
export interface CollectionColumns<Collection extends CollectionDeclaration> {
  /** Quoted table name. */
  table: string;
  /** The column of each field as the API names it: a declared attribute, or `$id`, `$createdAt`… */
  column: Record<Collection['attributes'][number]['key'] | SystemAttributeKey, string>;
}

/**
 * The table and columns of a shop collection, from its declaration: SQL written by hand (the
 * dashboard's aggregates) names fields as the API does and never the table's internal names.
 */
export function shopColumns<Collection extends CollectionDeclaration>(collection: Collection): CollectionColumns<Collection> {
  const schema = shopSchema.collections.get(collection.id);
  if (!schema) throw new Error(`the shop database declares no collection ${collection.id}`);
  const column = Object.fromEntries([...schema.fieldByKey].map(([key, field]) => [key, field.column]));
  return { table: schema.table, column: column as CollectionColumns<Collection>['column'] };
}
