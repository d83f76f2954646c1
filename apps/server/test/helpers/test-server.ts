import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { Client } from 'appwrite';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { type Config, loadConfig } from '../../src/config/env.ts';
import { buildApp } from '../../src/app.ts';
import type { Database } from '../../src/infra/db/database.ts';

/** Which engine this vitest project runs the server suites on (set in vitest.config.ts). */
export const TEST_ENGINE = (process.env.PURA_TEST_ENGINE ?? 'pglite') as 'pglite' | 'postgres';

export interface TestServer {
  url: string;
  endpoint: string;
  app: FastifyInstance;
  db: Database;
  config: Config;
  /** A fresh official web SDK client pointed at this server. */
  client(): Client;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /**
   * Start on an empty database instead of a copy of the run's migrated template
   * (migrated-template.ts), for tests of what the very first start of a shop does.
   */
  emptyDatabase?: boolean;
}

/**
 * Starts the real server on a free port with a private data directory and a database of its own
 * (a PGlite folder, or a new PostgreSQL database created from TEST_DATABASE_URL), so test files
 * never share state and parallel runs never collide. The database starts as a copy of the run's
 * migrated template unless `options.emptyDatabase`; the server migrates it either way.
 */
export async function startTestServer(env: Record<string, string> = {}, options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'pura-test-'));
  const database =
    TEST_ENGINE === 'postgres'
      ? await createPostgresDatabase(options.emptyDatabase ? {} : { template: inject('postgresTemplateDatabase') })
      : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    SEED_CATALOGUE: 'false',
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...env,
  });
  if (!database && !options.emptyDatabase) await copyPgliteTemplate(config.dataDir);
  const app = await buildApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  await cachesListening(app);
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server did not bind a TCP port');
  const url = `http://127.0.0.1:${address.port}`;
  const endpoint = `${url}/v1`;
  return {
    url,
    endpoint,
    app,
    db: app.db,
    config,
    client: () => new Client().setEndpoint(endpoint).setProject(config.projectId),
    async close() {
      await app.close();
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Puts a copy of the migrated PGlite template where the server opens its database
 * (<DATA_DIR>/pglite, see openDatabase). A data directory that already holds a database — a test
 * restarting a server on its own DATA_DIR — keeps it.
 */
async function copyPgliteTemplate(dataDir: string): Promise<void> {
  const target = path.join(dataDir, 'pglite');
  const template = inject('pgliteTemplateDir');
  // A run without the template's global setup (npm run test:resilience) starts from empty.
  if (existsSync(target) || !template) return;
  await cp(template, target, { recursive: true });
}

/**
 * Resolves once the app's caches hear changes: each makes its LISTEN in the background at start
 * and serves nothing from memory until then, so a test asserting a cache hit on its first reads
 * would race it on a busy machine.
 */
async function cachesListening(app: FastifyInstance): Promise<void> {
  const caches = [app.documentReads, app.sessionCache].filter((cache) => cache.enabled);
  for (let waited = 0; !caches.every((cache) => cache.serving); waited += 10) {
    if (waited >= 10_000) throw new Error('the caches did not start listening for changes within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A second server instance sharing another's database (docs/architecture.md 'Caches and NOTIFY'). */
export interface SecondInstance {
  app: FastifyInstance;
  endpoint: string;
  /** Closes the instance and removes its data directory; the database stays the first one's. */
  close(): Promise<void>;
}

/** Starts another instance of the server on `first`'s database, with a data directory of its own. */
export async function startSecondInstance(first: TestServer): Promise<SecondInstance> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'pura-test-b-'));
  const app = await buildApp(
    loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      SEED_CATALOGUE: 'false',
      DATABASE_URL: first.config.databaseUrl,
    }),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  await cachesListening(app);
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the second instance did not bind a TCP port');
  return {
    app,
    endpoint: `http://127.0.0.1:${address.port}/v1`,
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A new PostgreSQL database on the TEST_DATABASE_URL server, dropped by `drop()`: empty, or a
 * copy of the database named `options.template`.
 */
export async function createPostgresDatabase(options: { template?: string } = {}): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('PURA_TEST_ENGINE=postgres needs TEST_DATABASE_URL');
  const name = `pura_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(options.template ? `CREATE DATABASE ${name} TEMPLATE ${options.template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      // A closed pool's sockets can linger for a moment: wait for them before forcing.
      for (let attempt = 0; attempt < 20; attempt++) {
        try {
          await client.query(`DROP DATABASE IF EXISTS ${name}`);
          break;
        } catch {
          if (attempt === 19) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          else await new Promise((r) => setTimeout(r, 100));
        }
      }
      await client.end();
    },
  };
}
