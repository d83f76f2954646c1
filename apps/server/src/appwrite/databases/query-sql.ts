import { AppwriteError } from '../../infra/errors.ts';
import type { CollectionSchema, FieldSchema } from './collection-schema.ts';
import { sqlType, toSqlParam } from './attribute-values.ts';
import type { FilterNode, ListQuery, OrderNode } from './query-parser.ts';
import { searchVector } from './schema-ddl.ts';
import { likePattern } from '../../infra/db/text-matching.ts';

/**
 * Query AST → parameterised SQL. SQL text is built only from the declaration (column names,
 * operators, casts); every value a client sends travels as a `$n` parameter.
 *
 * Null ordering follows Appwrite's SQL engines: null sorts as the smallest value (first when
 * ascending, last when descending), and cursor pagination agrees with that order.
 * Query.search is PostgreSQL full text with the language-neutral 'simple' configuration (the
 * catalogue is English and German): case-insensitive, every word of the search text must occur,
 * each as a word prefix ("vita ser" finds "Vitamin C Serum"). It needs a fulltext index, like
 * Appwrite, and uses the GIN index schema-ddl.ts builds on the same expression.
 */

/** Collects parameters and hands out their `$n` placeholders. */
export class SqlParams {
  readonly values: unknown[] = [];

  /** Adds a value and returns its placeholder, cast to `type` when given. */
  add(value: unknown, type?: string): string {
    this.values.push(value);
    return type ? `$${this.values.length}::${type}` : `$${this.values.length}`;
  }
}

export interface CompiledSql {
  text: string;
  params: unknown[];
}

/** Counting stops here, like Appwrite's APP_LIMIT_COUNT (§9.4). */
export const MAX_COUNT = 5000;

export interface ListSqlOptions {
  /** `read("<role>")` strings the caller holds; null when the caller may read every document. */
  readPermissions: string[] | null;
  /** The cursor document's row, for cursorAfter/cursorBefore. */
  cursorRow?: Record<string, unknown> | null;
}

/** The SELECT of a list call. `reversed` means the rows come back in reverse and must be flipped. */
export function compileList(schema: CollectionSchema, query: ListQuery, options: ListSqlOptions): CompiledSql & { reversed: boolean } {
  const params = new SqlParams();
  const conditions = baseConditions(schema, query, options, params);
  const reversed = query.cursor?.direction === 'before';
  const orders = effectiveOrders(schema, query.orders).map((o) => (reversed ? { ...o, direction: flip(o.direction) } : o));
  if (query.cursor) {
    if (!options.cursorRow) throw new Error('cursor row required');
    conditions.push(cursorCondition(orders, options.cursorRow, params));
  }
  const where = conditions.length ? ` WHERE ${conditions.join(' AND ')}` : '';
  const orderBy = orders.map(orderSql).join(', ');
  const text = `SELECT ${schema.selectColumns} FROM ${schema.table}${where} ORDER BY ${orderBy} LIMIT ${params.add(query.limit, 'bigint')} OFFSET ${params.add(query.offset, 'bigint')}`;
  return { text, params: params.values, reversed };
}

/** The count of a list call: filters and permissions only (not cursor, limit or offset), capped. */
export function compileCount(schema: CollectionSchema, query: ListQuery, options: ListSqlOptions): CompiledSql {
  const params = new SqlParams();
  const conditions = baseConditions(schema, query, options, params);
  const where = conditions.length ? ` WHERE ${conditions.join(' AND ')}` : '';
  return {
    text: `SELECT count(*) AS total FROM (SELECT 1 FROM ${schema.table}${where} LIMIT ${MAX_COUNT}) AS matching`,
    params: params.values,
  };
}

function baseConditions(schema: CollectionSchema, query: ListQuery, options: ListSqlOptions, params: SqlParams): string[] {
  const conditions = query.filters.map((filter) => filterSql(filter, params));
  if (options.readPermissions) conditions.push(`_permissions && ${params.add(options.readPermissions, 'text[]')}`);
  return conditions;
}

/** The orders a list runs with: the requested ones plus the $sequence tie-breaker (§9.4). */
export function effectiveOrders(schema: CollectionSchema, orders: OrderNode[]): OrderNode[] {
  const sequence = schema.fieldByKey.get('$sequence') as FieldSchema;
  if (orders.some((o) => o.field.key === '$sequence' || o.field.key === '$id')) return orders;
  const first = orders[0];
  const direction = first && (first.field.key === '$createdAt' || first.field.key === '$updatedAt') ? first.direction : 'ASC';
  return [...orders, { field: sequence, direction }];
}

const flip = (direction: 'ASC' | 'DESC'): 'ASC' | 'DESC' => (direction === 'ASC' ? 'DESC' : 'ASC');

function orderSql(order: OrderNode): string {
  // Only nullable columns name their null position, so plain orders still match plain indexes.
  const nulls = order.field.nullable ? (order.direction === 'ASC' ? ' NULLS FIRST' : ' NULLS LAST') : '';
  return `${order.field.column} ${order.direction}${nulls}`;
}

/** Rows strictly beyond the cursor row in the scan order: a compound comparison level by level. */
function cursorCondition(orders: OrderNode[], row: Record<string, unknown>, params: SqlParams): string {
  const placeholders = orders.map((order) => {
    const value = row[order.field.rowKey];
    if (value === null || value === undefined) {
      throw new AppwriteError(
        'database_query_order_null',
        `Order attribute '${order.field.key}' is empty on the cursor document, so the page cannot be continued from it.`,
      );
    }
    return params.add(value instanceof Date ? value.toISOString() : value, sqlType(order.field));
  });
  const levels = orders.map((order, i) => {
    const column = order.field.column;
    const value = placeholders[i];
    const equalBefore = orders.slice(0, i).map((o, j) => `${o.field.column} = ${placeholders[j]}`);
    const beyond =
      order.direction === 'ASC'
        ? `${column} > ${value}`
        : order.field.nullable
          ? `(${column} < ${value} OR ${column} IS NULL)`
          : `${column} < ${value}`;
    return equalBefore.length ? `(${[...equalBefore, beyond].join(' AND ')})` : beyond;
  });
  return `(${levels.join(' OR ')})`;
}

function filterSql(filter: FilterNode, params: SqlParams): string {
  switch (filter.kind) {
    case 'logical': {
      const parts = filter.children.map((child) => filterSql(child, params));
      return `(${parts.join(filter.operator === 'and' ? ' AND ' : ' OR ')})`;
    }
    case 'compare': {
      const { field, values } = filter;
      const column = field.column;
      const type = sqlType(field);
      const single = values.length === 1;
      const one = () => params.add(toSqlParam(field, values[0]), type);
      const many = () => params.add(toSqlParam(field, values), `${type}[]`);
      switch (filter.operator) {
        case 'equal':
          return single ? `${column} = ${one()}` : `${column} = ANY(${many()})`;
        case 'notEqual':
          return single ? `${column} <> ${one()}` : `${column} <> ALL(${many()})`;
        case 'lessThan':
          return `${column} < ${one()}`;
        case 'lessThanEqual':
          return `${column} <= ${one()}`;
        case 'greaterThan':
          return `${column} > ${one()}`;
        case 'greaterThanEqual':
          return `${column} >= ${one()}`;
      }
      break;
    }
    case 'between': {
      const type = sqlType(filter.field);
      const sql = `${filter.field.column} BETWEEN ${params.add(toSqlParam(filter.field, filter.from), type)} AND ${params.add(toSqlParam(filter.field, filter.to), type)}`;
      return negate(sql, filter.negate);
    }
    case 'isNull':
      return `${filter.field.column} IS ${filter.negate ? 'NOT ' : ''}NULL`;
    case 'startsWith':
    case 'endsWith':
      return negate(`${filter.field.column} ILIKE ${params.add(likePattern(filter.kind, filter.value), 'text')}`, filter.negate);
    case 'contains': {
      const { field } = filter;
      if (field.array) {
        const list = params.add(toSqlParam(field, filter.values), `${sqlType(field)}[]`);
        return negate(`${field.column} ${filter.all ? '@>' : '&&'} ${list}`, filter.negate);
      }
      const parts = filter.values.map((value) => `${field.column} ILIKE ${params.add(likePattern('contains', String(value)), 'text')}`);
      const joined = parts.length === 1 ? (parts[0] as string) : `(${parts.join(filter.all ? ' AND ' : ' OR ')})`;
      return negate(joined, filter.negate);
    }
    case 'search': {
      const tsquery = searchTsquery(filter.value);
      // Search text without a single word matches everything (and its negation nothing).
      if (tsquery === null) return filter.negate ? 'FALSE' : 'TRUE';
      return negate(`${searchVector(filter.field.column)} @@ to_tsquery('simple', ${params.add(tsquery, 'text')})`, filter.negate);
    }
  }
  throw new Error('unreachable filter');
}

const negate = (sql: string, yes: boolean) => (yes ? `NOT (${sql})` : sql);

/**
 * Search text → a tsquery of word prefixes joined by AND: `'vita':* & 'serum':*`. Words are runs
 * of letters and digits only, so the text can never carry tsquery syntax.
 */
export function searchTsquery(text: string): string | null {
  const words =
    text
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, 32) ?? [];
  if (words.length === 0) return null;
  return words.map((word) => `'${word}':*`).join(' & ');
}
