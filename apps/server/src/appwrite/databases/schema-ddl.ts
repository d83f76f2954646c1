import type { AttributeDeclaration } from '@pura/core/collections/declaration-types';
import { type CollectionSchema, type DatabaseSchema, indexName, quoteIdentifier } from './collection-schema.ts';

/**
 * Declaration → PostgreSQL DDL (same text on PGlite and PostgreSQL). Every statement is
 * idempotent (IF NOT EXISTS, or drop-and-recreate for CHECK constraints), so the generated
 * migration can be re-applied whenever a declaration changes: new attributes become new columns,
 * new indexes are built, changed ranges replace their constraints.
 *
 * One table per collection: system columns `_seq` ($sequence), `_id` ($id), `_created_at`,
 * `_updated_at`, `_permissions` (document permission strings), then one column per attribute,
 * named exactly like the attribute.
 */

/** PostgreSQL column type of an attribute. */
export function columnType(attribute: AttributeDeclaration): string {
  const scalar = (() => {
    switch (attribute.type) {
      case 'string':
      case 'email':
        return 'text';
      case 'integer':
        return 'bigint';
      case 'float':
        // Exact decimals for money; a plain float attribute is a double.
        return attribute.decimals !== undefined ? `numeric(20, ${attribute.decimals})` : 'double precision';
      case 'boolean':
        return 'boolean';
      case 'datetime':
        // Millisecond precision, like the ISO strings the API returns, so equality queries match.
        return 'timestamptz(3)';
    }
  })();
  return attribute.array ? `${scalar}[]` : scalar;
}

/** The `to_tsvector` expression a fulltext index is built on and Query.search matches against. */
export const searchVector = (column: string) => `to_tsvector('simple', coalesce(${column}, ''))`;

function columnDefinition(attribute: AttributeDeclaration): string {
  const column = quoteIdentifier(attribute.key);
  if (attribute.type === 'string' && attribute.sequenceFormat) {
    const { prefix, digits } = attribute.sequenceFormat;
    const literal = `'${prefix.replace(/'/g, "''")}'`;
    // lpad would truncate a longer number, so only pad below 10^digits.
    return `${column} text GENERATED ALWAYS AS (${literal} || CASE WHEN _seq < ${10 ** digits} THEN lpad(_seq::text, ${digits}, '0') ELSE _seq::text END) STORED`;
  }
  return `${column} ${columnType(attribute)}${attribute.required ? ' NOT NULL' : ''}`;
}

function rangeCheck(schema: CollectionSchema, attribute: AttributeDeclaration): string[] {
  if ((attribute.type !== 'integer' && attribute.type !== 'float') || attribute.array) return [];
  const column = quoteIdentifier(attribute.key);
  const conditions: string[] = [];
  if (attribute.min !== undefined) conditions.push(`${column} >= ${attribute.min}`);
  if (attribute.max !== undefined) conditions.push(`${column} <= ${attribute.max}`);
  if (conditions.length === 0) return [];
  const name = quoteIdentifier(`${schema.tableName}_${attribute.key}_range`);
  return [
    `ALTER TABLE ${schema.table} DROP CONSTRAINT IF EXISTS ${name};`,
    `ALTER TABLE ${schema.table} ADD CONSTRAINT ${name} CHECK (${conditions.join(' AND ')});`,
  ];
}

function indexStatements(schema: CollectionSchema): string[] {
  const statements: string[] = [
    `CREATE INDEX IF NOT EXISTS ${quoteIdentifier(indexName(schema.tableName, '_created'))} ON ${schema.table} (_created_at);`,
    `CREATE INDEX IF NOT EXISTS ${quoteIdentifier(indexName(schema.tableName, '_updated'))} ON ${schema.table} (_updated_at);`,
  ];
  if (schema.documentSecurity) {
    // List filters by `_permissions && <caller's read grants>`; GIN answers array overlap.
    statements.push(
      `CREATE INDEX IF NOT EXISTS ${quoteIdentifier(indexName(schema.tableName, '_permissions'))} ON ${schema.table} USING gin (_permissions);`,
    );
  }
  for (const index of schema.declaration.indexes) {
    if (index.type === 'fulltext') {
      for (const key of index.attributes) {
        const column = schema.fieldByKey.get(key)?.column ?? quoteIdentifier(key);
        const name = quoteIdentifier(indexName(schema.tableName, index.attributes.length === 1 ? index.key : `${index.key}_${key}`));
        statements.push(`CREATE INDEX IF NOT EXISTS ${name} ON ${schema.table} USING gin (${searchVector(column)});`);
      }
      continue;
    }
    const columns = index.attributes.map((key, i) => {
      const column = schema.fieldByKey.get(key)?.column ?? quoteIdentifier(key);
      return index.orders?.[i] === 'DESC' ? `${column} DESC` : column;
    });
    const unique = index.type === 'unique' ? 'UNIQUE ' : '';
    statements.push(
      `CREATE ${unique}INDEX IF NOT EXISTS ${quoteIdentifier(indexName(schema.tableName, index.key))} ON ${schema.table} (${columns.join(', ')});`,
    );
  }
  return statements;
}

/** All DDL of one collection. */
export function collectionDdl(schema: CollectionSchema): string {
  const statements = [
    `CREATE TABLE IF NOT EXISTS ${schema.table} (
  _seq bigserial PRIMARY KEY,
  _id text NOT NULL,
  _created_at timestamptz(3) NOT NULL DEFAULT now(),
  _updated_at timestamptz(3) NOT NULL DEFAULT now(),
  _permissions text[] NOT NULL DEFAULT '{}',
  CONSTRAINT ${quoteIdentifier(`${schema.tableName}__id_key`)} UNIQUE (_id)
);`,
    ...schema.attributes.map((attribute) => `ALTER TABLE ${schema.table} ADD COLUMN IF NOT EXISTS ${columnDefinition(attribute)};`),
    ...schema.attributes.flatMap((attribute) => rangeCheck(schema, attribute)),
    ...indexStatements(schema),
  ];
  return statements.join('\n');
}

/** All DDL of a database. */
export function databaseDdl(database: DatabaseSchema): string {
  return [...database.collections.values()].map(collectionDdl).join('\n\n');
}

/**
 * A statement trigger on every collection table that NOTIFYs `channel` with the table's name
 * when a statement changes it. PostgreSQL delivers the notice only when the transaction commits
 * (and once per table and transaction), so the read cache of every instance hears of exactly
 * the committed changes, whoever made them (document-read-cache.ts). Idempotent, like the rest.
 */
export function changeNoticeDdl(database: DatabaseSchema, channel: string): string {
  const literal = `'${channel.replace(/'/g, "''")}'`;
  const statements = [
    `CREATE OR REPLACE FUNCTION pura_notify_document_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(${literal}, TG_TABLE_NAME);
  RETURN NULL;
END;
$$;`,
  ];
  for (const schema of database.collections.values()) {
    statements.push(
      `DROP TRIGGER IF EXISTS pura_document_change ON ${schema.table};`,
      `CREATE TRIGGER pura_document_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${schema.table} FOR EACH STATEMENT EXECUTE FUNCTION pura_notify_document_change();`,
    );
  }
  return statements.join('\n');
}
