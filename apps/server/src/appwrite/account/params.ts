import { z } from 'zod';
import { PASSWORD_LENGTH } from '@pura/core/limits';
import { UNSTORABLE_VALUE, isStorableJson, isStorableText, nestsAtMost } from '@pura/core/schemas/storable-text';
import { AppwriteError } from '../../infra/errors.ts';
import { InvalidRouteInput } from '../../http/route-schemas.ts';
import { type RawQuery, readQueriesParam } from '../databases/query-parser.ts';
import { CUSTOM_ID_RULE, isValidCustomId } from './ids.ts';

/**
 * Request parameters of the Account API, validated with zod and reported the way Appwrite does:
 * a missing parameter is `Param "x" is not optional.`, a malformed one `Invalid \`x\` param: …`,
 * both 400 general_argument_invalid.
 */
export function parseParams<Schema extends z.ZodObject>(schema: Schema, input: unknown): z.output<Schema> {
  const source = typeof input === 'object' && input !== null && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
  const parsed = schema.safeParse(source);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const param = String(issue?.path[0] ?? 'body');
  if (source[param] === undefined && issue?.code === 'invalid_type') {
    throw new AppwriteError('general_argument_invalid', `Param "${param}" is not optional.`);
  }
  // Worded by the error handler, as every route's refused input (http/route-schemas.ts).
  throw new InvalidRouteInput('body', issue);
}

export const emailParam = z
  .string({ error: 'Value must be a valid email address' })
  .max(254, 'Value must be a valid email address')
  .pipe(z.email('Value must be a valid email address'))
  .transform((email) => email.toLowerCase());

const passwordRule = `Password must be between ${PASSWORD_LENGTH.min} and ${PASSWORD_LENGTH.max} characters long.`;
export const passwordParam = z
  .string({ error: passwordRule })
  .min(PASSWORD_LENGTH.min, passwordRule)
  .max(PASSWORD_LENGTH.max, passwordRule);

export const nameParam = z
  .string({ error: 'Value must be a valid string and at most 128 chars' })
  .max(128, 'Value must be a valid string and at most 128 chars')
  .refine(isStorableText, UNSTORABLE_VALUE);

/** `unique()` or a custom ID. */
export const newIdParam = z.string({ error: CUSTOM_ID_RULE }).refine((id) => id === 'unique()' || isValidCustomId(id), CUSTOM_ID_RULE);

/** The ID of an existing resource (no `unique()`). */
export const idParam = z.string({ error: CUSTOM_ID_RULE }).refine(isValidCustomId, CUSTOM_ID_RULE);

export const secretParam = z
  .string({ error: 'Value must be a valid string and at least 1 chars and no longer than 256 chars' })
  .min(1, 'Value must be a valid string and at least 1 chars and no longer than 256 chars')
  .max(256, 'Value must be a valid string and at least 1 chars and no longer than 256 chars');

export const urlParam = z.string({ error: 'Value must be a valid URL' }).max(2048, 'Value must be a valid URL');

export const phoneParam = z
  .string({ error: "Phone number must start with a '+' can have a maximum of fifteen digits." })
  .regex(/^\+[1-9]\d{1,14}$/, "Phone number must start with a '+' can have a maximum of fifteen digits.");

// Appwrite caps preferences at 64 KiB of JSON. The depth is checked first, and stops the checks
// after it: measuring the size serialises the value, which a body nested thousands of levels deep
// would overflow the stack doing.
const PREFS_MAX_CHARS = 65_535;
const PREFS_MAX_DEPTH = 32;
export const prefsParam = z
  .record(z.string(), z.unknown(), { error: 'Value must be a valid object.' })
  .refine((prefs) => nestsAtMost(prefs, PREFS_MAX_DEPTH), {
    message: `Value must be a valid object nested at most ${PREFS_MAX_DEPTH} levels deep.`,
    abort: true,
  })
  .refine(
    (prefs) => JSON.stringify(prefs).length <= PREFS_MAX_CHARS,
    `Value must be a valid object of at most ${PREFS_MAX_CHARS} characters.`,
  )
  .refine(isStorableJson, 'Value must be a valid object whose keys and texts contain no NUL characters or broken Unicode.');

// `queries` is checked by readQueriesParam, as the document lists check theirs.
const listParams = z.object({ queries: z.unknown().optional(), total: z.enum(['true', 'false', '1', '0']).optional() });

/** The page an account list call asks for. */
export interface ListPage {
  limit: number;
  offset: number;
  /** False when the caller sent `total=false`: the count is then left out (0). */
  withTotal: boolean;
}

/**
 * Reads an account list call's `queries` and `total` (docs/appwrite-compatibility.md §4.1). `limit` and
 * `offset` are read here; any other query goes to `other`, which throws when the list does not
 * take it.
 */
export function readListParams(query: unknown, other: (query: RawQuery) => void): ListPage {
  const { queries, total } = parseParams(listParams, query);
  const page: ListPage = { limit: 25, offset: 0, withTotal: total !== 'false' && total !== '0' };
  for (const raw of readQueriesParam(queries)) {
    const first = raw.values?.[0];
    if (raw.method === 'limit' && Number.isInteger(first) && (first as number) >= 1) page.limit = Math.min(first as number, 5000);
    else if (raw.method === 'offset' && Number.isInteger(first) && (first as number) >= 0) page.offset = first as number;
    else other(raw);
  }
  return page;
}
