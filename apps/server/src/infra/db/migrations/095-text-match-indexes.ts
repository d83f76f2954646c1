import type { Migration } from '../migrate.ts';

/**
 * Query.startsWith, endsWith and contains match text case-insensitively, like Appwrite (ILIKE,
 * infra/db/text-matching.ts). A pattern with a leading wildcard cannot use a B-tree; a pg_trgm
 * GIN index answers ILIKE anywhere in the text. The admin order search asks for a reference
 * prefix or a part of the e-mail address, so those two columns get one. pg_trgm ships with
 * PostgreSQL's contrib and is a trusted extension (the database owner may create it); PGlite
 * loads it in database.ts.
 */
export const textMatchIndexes: Migration = {
  id: '095-text-match-indexes',
  sql: `
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX IF NOT EXISTS doc_shop_orders_email_trgm ON doc_shop_orders USING gin (email gin_trgm_ops);
CREATE INDEX IF NOT EXISTS doc_shop_orders_reference_trgm ON doc_shop_orders USING gin (reference gin_trgm_ops);
`,
};
