/**
 * Realtime queries: a subscription may pass SDK Query strings; an event reaches it only when its
 * payload matches all of them. Appwrite supports equal, notEqual, greaterThan(Equal),
 * lessThan(Equal), isNull, isNotNull, and, or for this (appwrite.io/docs/apis/realtime/queries).
 */

export type PayloadQuery =
  | { method: 'equal' | 'notEqual'; attribute: string; values: Scalar[] }
  | { method: 'lessThan' | 'lessThanEqual' | 'greaterThan' | 'greaterThanEqual'; attribute: string; value: number | string }
  | { method: 'isNull' | 'isNotNull'; attribute: string }
  | { method: 'and' | 'or'; queries: PayloadQuery[] };

type Scalar = string | number | boolean | null;

/** A query a client sent that cannot be used; the message says why. */
export class RealtimeQueryError extends Error {}

const MAX_QUERY_LENGTH = 4096;
const MAX_DEPTH = 3;

/** Parses one Query JSON string of a `subscribe` message. */
export function parsePayloadQuery(text: unknown): PayloadQuery {
  if (typeof text !== 'string') throw new RealtimeQueryError('Every query must be a Query JSON string.');
  if (text.length > MAX_QUERY_LENGTH) throw new RealtimeQueryError(`A query may be at most ${MAX_QUERY_LENGTH} characters long.`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new RealtimeQueryError('A query is not valid JSON.');
  }
  return fromObject(parsed, 0);
}

function fromObject(input: unknown, depth: number): PayloadQuery {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) throw new RealtimeQueryError('A query must be a JSON object.');
  const { method, attribute, values } = input as Record<string, unknown>;
  const list = values === undefined ? [] : values;
  if (!Array.isArray(list)) throw new RealtimeQueryError(`"values" of ${String(method)} must be an array.`);
  switch (method) {
    case 'and':
    case 'or':
      if (depth >= MAX_DEPTH) throw new RealtimeQueryError(`Queries may nest at most ${MAX_DEPTH} levels deep.`);
      if (list.length === 0) throw new RealtimeQueryError(`${method} needs at least one query.`);
      return { method, queries: list.map((q) => fromObject(q, depth + 1)) };
    case 'equal':
    case 'notEqual':
      if (list.length === 0 || !list.every(isScalar)) throw new RealtimeQueryError(`${method} needs one or more plain values.`);
      return { method, attribute: attributeOf(method, attribute), values: list as Scalar[] };
    case 'lessThan':
    case 'lessThanEqual':
    case 'greaterThan':
    case 'greaterThanEqual': {
      const [value] = list;
      if (list.length !== 1 || (typeof value !== 'number' && typeof value !== 'string')) {
        throw new RealtimeQueryError(`${method} needs exactly one number or string.`);
      }
      return { method, attribute: attributeOf(method, attribute), value };
    }
    case 'isNull':
    case 'isNotNull':
      return { method, attribute: attributeOf(method, attribute) };
    default:
      throw new RealtimeQueryError(
        `Query method "${String(method)}" is not supported in realtime subscriptions; use equal, notEqual, lessThan, lessThanEqual, greaterThan, greaterThanEqual, isNull, isNotNull, and, or.`,
      );
  }
}

function attributeOf(method: string, attribute: unknown): string {
  if (typeof attribute !== 'string' || attribute === '') throw new RealtimeQueryError(`${method} needs an attribute.`);
  return attribute;
}

function isScalar(value: unknown): value is Scalar {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

/** Whether a payload matches every query. */
export function payloadMatches(queries: readonly PayloadQuery[], payload: unknown): boolean {
  return queries.every((query) => matches(query, payload));
}

function matches(query: PayloadQuery, payload: unknown): boolean {
  if ('queries' in query) {
    return query.method === 'and' ? query.queries.every((q) => matches(q, payload)) : query.queries.some((q) => matches(q, payload));
  }
  const value = typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>)[query.attribute] : undefined;
  switch (query.method) {
    case 'equal':
      return query.values.some((v) => equals(value, v));
    case 'notEqual':
      return !query.values.some((v) => equals(value, v));
    case 'isNull':
      return value === null || value === undefined;
    case 'isNotNull':
      return value !== null && value !== undefined;
    default: {
      if (!('value' in query)) return false;
      const target = query.value;
      if (typeof value !== typeof target || (typeof value !== 'number' && typeof value !== 'string')) return false;
      const a = value as number | string;
      if (query.method === 'lessThan') return a < target;
      if (query.method === 'lessThanEqual') return a <= target;
      if (query.method === 'greaterThan') return a > target;
      return a >= target;
    }
  }
}

/** Scalars compare by value; an array attribute matches when it holds the value. */
function equals(value: unknown, expected: Scalar): boolean {
  if (Array.isArray(value)) return value.some((item) => item === expected);
  return (value ?? null) === expected;
}
