/**
 * The shape of a collection declaration (docs/data-contract.md): written once here, it drives the
 * server's table DDL (schema-ddl.ts, whose output is the committed migration snapshot), document
 * validation, the queries a client may run and the Document JSON, and the document types and zod
 * schemas both apps use (document-schema.ts). The vocabulary follows Appwrite's attribute and
 * index options. Pure data: nothing here may import anything.
 */

interface AttributeBase {
  /** Attribute name as clients see it; letters, digits and `_`, starting with a letter. */
  key: string;
  /** Required attributes must be present and non-null on create; NOT NULL in the table. */
  required?: boolean;
  /** A list of values of the type instead of one value. */
  array?: boolean;
}

export interface StringAttribute extends AttributeBase {
  type: 'string';
  /** Maximum length in characters (per element for arrays). */
  size: number;
  default?: string | readonly string[] | null;
  /**
   * Read-only: the database derives it from $sequence as `prefix` + zero-padded number
   * (e.g. ORD-000123), so it is unique and never written by clients or the server.
   */
  sequenceFormat?: { prefix: string; digits: number };
  /**
   * The only values allowed (each element, for arrays), like Appwrite's enum attributes: the server
   * refuses any other on write and forms offer exactly these.
   */
  elements?: readonly string[];
}

export interface EmailAttribute extends AttributeBase {
  type: 'email';
  default?: string | null;
}

export interface IntegerAttribute extends AttributeBase {
  type: 'integer';
  min?: number;
  max?: number;
  default?: number | readonly number[] | null;
}

export interface FloatAttribute extends AttributeBase {
  type: 'float';
  min?: number;
  max?: number;
  /**
   * Exact decimal with this many fraction digits (PostgreSQL numeric), for money: values with
   * more decimals are refused and no float arithmetic ever touches the stored value.
   */
  decimals?: number;
  default?: number | null;
}

export interface BooleanAttribute extends AttributeBase {
  type: 'boolean';
  default?: boolean | null;
}

export interface DatetimeAttribute extends AttributeBase {
  type: 'datetime';
  default?: string | null;
  /** Filled with the current time on create when absent. */
  defaultNow?: boolean;
}

export type AttributeDeclaration =
  StringAttribute | EmailAttribute | IntegerAttribute | FloatAttribute | BooleanAttribute | DatetimeAttribute;

export type AttributeType = AttributeDeclaration['type'];

export interface IndexDeclaration {
  key: string;
  /** `fulltext` enables Query.search on each of its (string) attributes. */
  type: 'key' | 'unique' | 'fulltext';
  /** Attribute keys, or the system attributes $id, $createdAt, $updatedAt, $sequence. */
  attributes: readonly string[];
  orders?: ReadonlyArray<'ASC' | 'DESC'>;
}

export interface CollectionDeclaration {
  /** The collectionId of the API, e.g. `products`. */
  id: string;
  name: string;
  /**
   * Collection-level permissions (docs/appwrite-compatibility.md §10): `create`, `read`, `update`,
   * `delete` or `write` (= create + update + delete), e.g. `create("label:admin")`.
   */
  permissions: readonly string[];
  /** When true a document's own $permissions grant access too (§10.2). */
  documentSecurity: boolean;
  attributes: readonly AttributeDeclaration[];
  indexes: readonly IndexDeclaration[];
  /**
   * The attribute naming the document's author: a client's create sets it to the caller's own
   * user id (a different value is refused) and no client may change it afterwards.
   */
  ownerAttribute?: string;
}

export interface DatabaseDeclaration {
  /** The databaseId of the API, e.g. `shop`. */
  id: string;
  name: string;
  collections: readonly CollectionDeclaration[];
}
