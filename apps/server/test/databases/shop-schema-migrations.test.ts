import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, TEST_ENGINE, startTestServer } from '../helpers/test-server.ts';
import { runMigrations } from '../../src/infra/db/migrate.ts';
import { shopCollections } from '../../src/infra/db/migrations/020-shop-collections.ts';
import { documentChangeNotices } from '../../src/infra/db/migrations/021-document-change-notices.ts';
import { shopSchema } from '../../src/appwrite/databases/collection-schema.ts';
import { DOCUMENT_CHANGES_CHANNEL } from '../../src/appwrite/databases/document-read-cache.ts';
import { changeNoticeDdl, databaseDdl } from '../../src/appwrite/databases/schema-ddl.ts';

/**
 * Migrations are fixed SQL; the declarations in @pura/core/collections are the contract. These
 * tests keep the two in step (docs/data-contract.md): a changed declaration changes the generated
 * DDL, which must be reviewed into the snapshot and written as a new migration.
 */
const generatedDdl = `${databaseDdl(shopSchema)}\n\n${changeNoticeDdl(shopSchema, DOCUMENT_CHANGES_CHANNEL)}\n`;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** What the migrations built for the shop's tables: columns, constraints, indexes, triggers. */
async function shopTables(): Promise<unknown[]> {
  const tables = `c.relname LIKE 'doc\\_shop\\_%'`;
  const queries = [
    `SELECT c.relname AS "table", a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull AS "notNull",
       pg_get_expr(d.adbin, d.adrelid) AS "default"
     FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
     WHERE ${tables} AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped ORDER BY 1, 2`,
    `SELECT c.relname AS "table", k.conname AS name, pg_get_constraintdef(k.oid) AS definition
     FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid WHERE ${tables} ORDER BY 1, 2`,
    `SELECT tablename AS "table", indexname AS name, indexdef AS definition FROM pg_indexes WHERE tablename LIKE 'doc\\_shop\\_%' ORDER BY 1, 2`,
    `SELECT c.relname AS "table", t.tgname AS name, pg_get_triggerdef(t.oid) AS definition
     FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid WHERE ${tables} AND NOT t.tgisinternal ORDER BY 1, 2`,
  ];
  const results = [];
  for (const sql of queries) results.push((await server.db.query(sql)).rows);
  return results;
}

describe(`the shop's tables on ${TEST_ENGINE}`, () => {
  it('match the reviewed snapshot of the DDL the declarations generate', async () => {
    // A failure here means a declaration changed: review the new DDL, update the snapshot with
    // `vitest -u`, and add a migration that brings existing databases to it.
    await expect(generatedDdl).toMatchFileSnapshot('../../src/infra/db/migrations/shop-schema.snapshot.sql');
  });

  it('are built by the migrations exactly as the declarations generate them', async () => {
    const migrated = await shopTables();
    await server.db.exec(generatedDdl);
    expect(await shopTables()).toEqual(migrated);
  });

  it('migrate cleanly from a database that recorded an older generated id of 020 and 021', async () => {
    await server.db.query('DELETE FROM schema_migrations WHERE id = ANY($1)', [[shopCollections.id, documentChangeNotices.id]]);
    await server.db.query(
      `INSERT INTO schema_migrations (id) VALUES ('020-shop-collections-000000000000'), ('021-document-change-notices-000000000000')`,
    );
    const before = await shopTables();
    expect(await runMigrations(server.db)).toEqual([shopCollections.id, documentChangeNotices.id]);
    expect(await shopTables()).toEqual(before);
  });
});
