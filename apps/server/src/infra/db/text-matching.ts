/**
 * Text matching for Query.startsWith, endsWith and contains, shared by documents and files.
 * Appwrite's MariaDB compares strings under a case-insensitive collation, so "gentle" finds
 * "Gentle"; ILIKE does the same here, Unicode letters included, on PGlite and PostgreSQL alike.
 * A pg_trgm GIN index (migration 095) answers it without reading the whole table.
 */

export type TextMatch = 'startsWith' | 'endsWith' | 'contains';

/** Escapes LIKE's wildcards so a value matches literally (backslash is PostgreSQL's default escape). */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The ILIKE pattern that finds `value` at the start, the end or anywhere in a text. */
export function likePattern(match: TextMatch, value: string): string {
  const escaped = escapeLike(value);
  if (match === 'startsWith') return `${escaped}%`;
  if (match === 'endsWith') return `%${escaped}`;
  return `%${escaped}%`;
}
