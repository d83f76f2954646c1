import { mkdtemp, rm } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/infra/db/database.ts';
import { runMigrations } from '../../src/infra/db/migrate.ts';

/**
 * Vitest global setup of the server projects: migrates one database per run, before any test
 * file starts, and hands it to every test server (test-server.ts) to start from. Building PGlite
 * from nothing costs 1.4–2.8 s and migrating it 0.3 s more; copying a migrated data folder costs a
 * fraction of that, and ~85 test servers start per run. On PostgreSQL the template is a database
 * each test file's database is created from with `CREATE DATABASE … TEMPLATE`.
 *
 * The servers still run their migrations on start (no-ops on the copy), so what a test server
 * sees is what a production server sees on its second start; tests of the first start ask
 * startTestServer for an empty database.
 */
export default async function migrateTemplate(project: TestProject): Promise<() => Promise<void>> {
  return process.env.PURA_TEST_ENGINE === 'postgres' ? postgresTemplate(project) : pgliteTemplate(project);
}

async function pgliteTemplate(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'pura-template-'));
  const db = await openDatabase({ dataDir });
  await runMigrations(db);
  await db.close();
  // openDatabase keeps PGlite in <dataDir>/pglite, where a test server's copy goes too.
  project.provide('pgliteTemplateDir', path.join(dataDir, 'pglite'));
  return () => rm(dataDir, { recursive: true, force: true });
}

async function postgresTemplate(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('PURA_TEST_ENGINE=postgres needs TEST_DATABASE_URL');
  const name = `pura_template_${randomBytes(6).toString('hex')}`;
  await onServer(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: url.toString(), dataDir: tmpdir() });
  await runMigrations(db);
  // CREATE DATABASE … TEMPLATE refuses a template anyone is connected to: close before handing it out.
  await db.close();
  project.provide('postgresTemplateDatabase', name);
  return () => onServer(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

async function onServer(adminUrl: string, work: (admin: pg.Client) => Promise<unknown>): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await work(admin);
  } finally {
    await admin.end();
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder to copy (PGlite runs only). */
    pgliteTemplateDir: string;
    /** A migrated PostgreSQL database to create test databases from (PostgreSQL runs only). */
    postgresTemplateDatabase: string;
  }
}
