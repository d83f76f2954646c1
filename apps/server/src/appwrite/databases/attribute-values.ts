import { UNSTORABLE_VALUE, isStorableText } from '@pura/core/schemas/storable-text';
import type { AttributeDeclaration } from '@pura/core/collections/declaration-types';
import type { FieldSchema } from './collection-schema.ts';

/**
 * One value of one attribute: checked against its declaration, turned into a SQL parameter, and
 * read back from a row into the JSON the API returns. Validation returns a readable reason
 * instead of throwing, so documents and queries can word their own errors around it.
 */

export type Checked = { ok: true; value: unknown } | { ok: false; kind: 'type' | 'format'; reason: string };

const ok = (value: unknown): Checked => ({ ok: true, value });
const fail = (kind: 'type' | 'format', reason: string): Checked => ({ ok: false, kind, reason });

// A pragmatic address check (docs/product.md §5 asks for "a simple address pattern"), length per RFC 5321.
const EMAIL_PATTERN = /^[^\s@"<>()[\]\\,;:]+@[^\s@"<>()[\]\\,;:]+\.[^\s@"<>()[\]\\,;:.]{2,}$/;
const MAX_EMAIL_LENGTH = 254;

// After the time: an offset (Z, +02:00, -0500) or, as PHP's parser behind Appwrite reads it, a
// zone name after a space ("1975-06-12 14:12:55 America/New_York").
const DATETIME_PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(?:(Z|[+-]\d{2}:?\d{2})| ([A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+){0,2}))?)?$/;

/** Appwrite's words for a value that is no date: it counts as the wrong type, not a bad format. */
// Appwrite's bounds follow its database (1000-01-01 on MariaDB); these are the ones parseDatetime keeps.
export const DATETIME_RULE = 'Value must be valid date between 0001-01-01 00:00:00 and 9999-12-31 23:59:59.';

/**
 * Parses an ISO 8601 date-time (a date alone, or with time and an offset or zone name; neither
 * means UTC) into the API's form with milliseconds and `+00:00`. Null when it is not one, not a
 * real date, or names an unknown zone.
 */
export function parseDatetime(text: string): string | null {
  const match = DATETIME_PATTERN.exec(text);
  if (!match) return null;
  const [, year = '', month = '', day = '', hour = '00', minute = '00', second = '00', fraction = '', offset = 'Z', zone] = match;
  const [y, m, d] = [Number(year), Number(month), Number(day)];
  if (y < 1 || m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m) || Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59)
    return null;
  const normalizedOffset = offset === 'Z' ? 'Z' : offset.includes(':') ? offset : `${offset.slice(0, 3)}:${offset.slice(3)}`;
  const millis = fraction.padEnd(3, '0').slice(0, 3);
  const date = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}.${millis}${normalizedOffset}`);
  if (Number.isNaN(date.getTime())) return null;
  const instant = zone === undefined ? date.getTime() : wallTimeInZone(date.getTime(), zone);
  if (instant === null) return null;
  const utc = new Date(instant);
  // An offset may carry the instant past the year range DATETIME_RULE names.
  return utc.getUTCFullYear() >= 1 && utc.getUTCFullYear() <= 9999 ? formatDatetime(utc) : null;
}

/**
 * The instant at which clocks in `zone` show `wallTimeMs` (that wall time read as if it were UTC);
 * null for an unknown zone. The zone's offset is taken at a first guess and again at the result,
 * so a date on the other side of a daylight-saving change gets its own offset.
 */
function wallTimeInZone(wallTimeMs: number, zone: string): number | null {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
  } catch {
    return null;
  }
  const offsetAt = (instantMs: number) => {
    const parts = Object.fromEntries(format.formatToParts(new Date(instantMs)).map((part) => [part.type, Number(part.value)]));
    const shown = Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0);
    return shown - Math.floor(instantMs / 1000) * 1000;
  };
  const guess = wallTimeMs - offsetAt(wallTimeMs);
  return wallTimeMs - offsetAt(guess);
}

function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

/** The API's date form: ISO 8601 with milliseconds and an explicit `+00:00` (§8). */
// toISOString always ends in 'Z'; every document read formats two dates per row.
export const formatDatetime = (date: Date) => `${date.toISOString().slice(0, -1)}+00:00`;

/** Number of digits after the decimal point in the shortest decimal form of `value`. */
function decimalPlaces(value: number): number {
  const text = String(value);
  const exponent = /e([+-]\d+)$/.exec(text);
  const mantissa = exponent ? text.slice(0, exponent.index) : text;
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - (exponent ? Number(exponent[1]) : 0));
}

const formatLimit = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 6 });

function rangeReason(attribute: { min?: number; max?: number }, kind: string): string {
  const min = attribute.min ?? (kind === 'integer' ? Number.MIN_SAFE_INTEGER : -Number.MAX_VALUE);
  const max = attribute.max ?? (kind === 'integer' ? Number.MAX_SAFE_INTEGER : Number.MAX_VALUE);
  return `Value must be a valid range between ${formatLimit(min)} and ${formatLimit(max)}`;
}

/** Checks one scalar value (an array element, for array attributes) against its declaration. */
export function checkScalar(attribute: AttributeDeclaration, value: unknown): Checked {
  switch (attribute.type) {
    case 'string': {
      const reason = `Value must be a valid string and no longer than ${attribute.size} chars`;
      if (typeof value !== 'string') return fail('type', reason);
      if (!isStorableText(value)) return fail('format', UNSTORABLE_VALUE);
      if (value.length > attribute.size) return fail('format', reason);
      // Appwrite's words for an enum attribute's refusal.
      if (attribute.elements && !attribute.elements.includes(value))
        return fail('format', `Value must be one of (${attribute.elements.join(', ')})`);
      return ok(value);
    }
    case 'email': {
      const reason = 'Value must be a valid email address';
      if (typeof value !== 'string') return fail('type', reason);
      if (value.length > MAX_EMAIL_LENGTH || !isStorableText(value) || !EMAIL_PATTERN.test(value)) return fail('format', reason);
      return ok(value);
    }
    case 'integer': {
      if (typeof value !== 'number' || !Number.isSafeInteger(value)) return fail('type', 'Value must be a valid integer');
      if ((attribute.min !== undefined && value < attribute.min) || (attribute.max !== undefined && value > attribute.max)) {
        return fail('format', rangeReason(attribute, 'integer'));
      }
      return ok(value);
    }
    case 'float': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return fail('type', 'Value must be a valid float');
      if (attribute.decimals !== undefined && decimalPlaces(value) > attribute.decimals) {
        return fail('format', `Value must be a number with at most ${attribute.decimals} decimals`);
      }
      if ((attribute.min !== undefined && value < attribute.min) || (attribute.max !== undefined && value > attribute.max)) {
        return fail('format', rangeReason(attribute, 'float'));
      }
      return ok(value);
    }
    case 'boolean':
      return typeof value === 'boolean' ? ok(value) : fail('type', 'Value must be a valid boolean');
    case 'datetime': {
      const parsed = typeof value === 'string' && value.length <= 64 ? parseDatetime(value) : null;
      return parsed ? ok(parsed) : fail('type', DATETIME_RULE);
    }
  }
}

/** Whether `delta` has no more decimals than the attribute stores (for increment/decrement). */
export const fitsDecimals = (attribute: AttributeDeclaration, value: number) =>
  attribute.type !== 'float' || attribute.decimals === undefined || decimalPlaces(value) <= attribute.decimals;

/** The SQL type a parameter for this field is cast to. */
export function sqlType(field: FieldSchema): string {
  switch (field.type) {
    case 'sequence':
    case 'integer':
      return 'bigint';
    case 'float':
      return field.decimals !== undefined ? 'numeric' : 'double precision';
    case 'boolean':
      return 'boolean';
    case 'datetime':
      return 'timestamptz';
    default:
      return 'text';
  }
}

/**
 * A checked JS value as a SQL parameter. Numbers for exact columns travel as their shortest
 * decimal text (24.99 → '24.99'), which PostgreSQL's numeric reads exactly: no float rounding.
 */
export function toSqlParam(field: FieldSchema, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.map((v) => toSqlParam(field, v));
  if (typeof value === 'number') return String(value);
  return value;
}

/** A value read from a row as the API returns it: numbers as numbers, dates as ISO strings. */
export function fromSqlValue(field: FieldSchema, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.map((v) => fromSqlValue(field, v));
  switch (field.type) {
    case 'integer':
    case 'float':
      return typeof value === 'number' ? value : Number(value);
    case 'datetime':
      return value instanceof Date ? formatDatetime(value) : formatDatetime(new Date(String(value)));
    default:
      return value;
  }
}
