import type { CollectionSchema, FieldSchema } from './collection-schema.ts';
import { formatDatetime, fromSqlValue } from './attribute-values.ts';

/**
 * Row → Document JSON (docs/appwrite-compatibility.md §8.4): `$id`, `$sequence` (a string), `$collectionId`,
 * `$databaseId`, `$createdAt`, `$updatedAt`, `$permissions`, then the attributes in declaration
 * order. This is what REST answers, realtime payloads and the server-side API all return
 * (REST turns `$sequence` back into an integer for older response formats: withIntegerSequence).
 */

export interface DocumentJson {
  $id: string;
  $sequence: string;
  $collectionId: string;
  $databaseId: string;
  $createdAt: string;
  $updatedAt: string;
  $permissions: string[];
  [attribute: string]: unknown;
}

export interface DocumentList {
  total: number;
  documents: DocumentJson[];
}

type Row = Record<string, unknown>;

/** How to read one attribute from a row, specialised per attribute once (lists are hot paths). */
interface Reader {
  key: string;
  rowKey: string;
  read(value: unknown): unknown;
}

const readers = new WeakMap<CollectionSchema, Reader[]>();

function readersOf(schema: CollectionSchema): Reader[] {
  let list = readers.get(schema);
  if (!list) {
    list = schema.attributes.map((attribute) => {
      const field = schema.fieldByKey.get(attribute.key) as FieldSchema;
      const plain = field.type === 'string' || field.type === 'email' || field.type === 'boolean';
      return {
        key: field.key,
        rowKey: field.rowKey,
        read: plain ? (value: unknown) => value ?? null : (value: unknown) => fromSqlValue(field, value),
      };
    });
    readers.set(schema, list);
  }
  return list;
}

const asDate = (value: unknown) => (value instanceof Date ? formatDatetime(value) : formatDatetime(new Date(String(value))));

/** A Document in the response formats before 1.9.0, where `$sequence` was an integer (§8.4). */
export type IntegerSequenceDocumentJson = Omit<DocumentJson, '$sequence'> & { $sequence: number };

/** The Document for a response format before 1.9.0; `$sequence` keeps its place among the keys. */
export function withIntegerSequence(document: DocumentJson): IntegerSequenceDocumentJson {
  return { ...document, $sequence: Number(document.$sequence) };
}

/** One row as a Document; `select` limits the attributes (system fields always stay, §9.4). */
export function toDocument(schema: CollectionSchema, row: Row, select: readonly string[] | null = null): DocumentJson {
  const document: DocumentJson = {
    $id: row._id as string,
    $sequence: String(row._seq),
    $collectionId: schema.id,
    $databaseId: schema.databaseId,
    $createdAt: asDate(row._created_at),
    $updatedAt: asDate(row._updated_at),
    $permissions: (row._permissions as string[] | null) ?? [],
  };
  for (const reader of readersOf(schema)) {
    if (select && !select.includes(reader.key)) continue;
    document[reader.key] = reader.read(row[reader.rowKey]);
  }
  return document;
}
