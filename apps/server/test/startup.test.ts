import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config/env.ts';
import { type Database, openDatabase } from '../src/infra/db/database.ts';
import { runMigrations } from '../src/infra/db/migrate.ts';
import { migrations } from '../src/infra/db/migrations/index.ts';
import { TEST_ENGINE, createPostgresDatabase } from './helpers/test-server.ts';
import { createWebDist } from './seo/web-dist-fixture.ts';

/**
 * Decision 012 cold start: the server registers its routes and listens while its database still
 * opens, migrates and seeds. What needs no data (the web app's assets) answers at once; whatever
 * queries waits for the database, and a database that cannot start fails every query and the
 * process instead of leaving it half-started.
 */

const ASSET = '/assets/index-abc123.js';

const serverEntry = fileURLToPath(new URL('../src/server.ts', import.meta.url));

/** `db` whose statements wait for `release()`: a database that is slow to start. */
function holdStartup(db: Database) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: Database = {
    ...db,
    query: async (sql, params) => {
      await released;
      return db.query(sql, params);
    },
    transaction: async (fn) => {
      await released;
      return db.transaction(fn);
    },
  };
  return { held, release };
}

/** `db` on which every statement fails, as on a full disk. */
const failing = (db: Database): Database => ({
  ...db,
  query: () => Promise.reject(new Error('disk full')),
  transaction: () => Promise.reject(new Error('disk full')),
});

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server did not bind a TCP port');
  return `http://127.0.0.1:${address.port}`;
}

describe(`startup before the database is ready on ${TEST_ENGINE}`, () => {
  let dataDir: string;
  let web: Awaited<ReturnType<typeof createWebDist>>;
  let postgres: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  let config: Config;
  let db: Database;
  let app: FastifyInstance | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'pura-startup-'));
    web = await createWebDist();
    await mkdir(path.join(web.dir, 'assets'));
    await writeFile(path.join(web.dir, ASSET), 'export {};\n');
    postgres = TEST_ENGINE === 'postgres' ? await createPostgresDatabase() : undefined;
    config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      WEB_DIST: web.dir,
      SEED_CATALOGUE: 'false',
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    });
    db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir });
  });
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });
  afterAll(async () => {
    await db.close();
    await postgres?.drop();
    await web.remove();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('serves assets while the migrations still run; requests that query wait for them', async () => {
    const { held, release } = holdStartup(db);
    app = await buildApp(config, { db: held, serveBeforeStartup: true });
    const url = await listen(app);

    let healthAnswered = false;
    const health = fetch(`${url}/api/health`).then((response) => {
      healthAnswered = true;
      return response;
    });
    const asset = await fetch(`${url}${ASSET}`);
    expect(asset.status).toBe(200);
    expect(await asset.text()).toBe('export {};\n');
    expect(healthAnswered).toBe(false);

    release();
    const answer = await health;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ status: 'ok', database: { kind: TEST_ENGINE, status: 'up' } });
    await app.startup;
    const page = await fetch(`${url}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    const products = await fetch(`${url}/v1/databases/shop/collections/products/documents`, {
      headers: { 'x-appwrite-project': config.projectId },
    });
    expect(products.status).toBe(200);
  });

  it('fails every query and app.startup when the database cannot start', async () => {
    app = await buildApp(config, { db: failing(db), serveBeforeStartup: true });
    const url = await listen(app);
    await expect(app.startup).rejects.toThrow('disk full');
    expect((await fetch(`${url}${ASSET}`)).status).toBe(200);
    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: 'error', database: { status: 'down' } });
  });

  it('applies a migration added to an up-to-date schema once, though a current schema skips the locked path', async () => {
    await runMigrations(db);
    const added = { id: '999-startup-probe', sql: 'CREATE TABLE startup_probe (id integer)' };
    expect(await runMigrations(db, [...migrations, added])).toEqual([added.id]);
    expect(await runMigrations(db, [...migrations, added])).toEqual([]);
    expect((await db.query('SELECT count(*)::int AS n FROM startup_probe')).rows).toEqual([{ n: 0 }]);
  });

  it('without serveBeforeStartup, buildApp itself waits for the database and rejects with its failure', async () => {
    await expect(buildApp(config, { db: failing(db) })).rejects.toThrow('disk full');
  });
});

describe('a server process whose database cannot be opened', () => {
  it('exits with status 1 and says why', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'pura-startup-'));
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
        env: {
          ...process.env,
          NODE_ENV: 'production',
          LOG_LEVEL: 'warn',
          HOST: '127.0.0.1',
          PORT: '0',
          DATA_DIR: dataDir,
          DATABASE_URL: 'postgres://pura@127.0.0.1:1/nowhere',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code).toBe(1);
      expect(output).toMatch(/ECONNREFUSED/);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

/** Starts the production server on a fresh PGlite folder, and stops it once it is running; resolves to its log. */
async function startLog(env: Record<string, string> = {}): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'pura-startup-'));
  try {
    const withoutStripe = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !name.startsWith('STRIPE_') && name !== 'DATABASE_URL'),
    );
    const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
      env: {
        ...withoutStripe,
        NODE_ENV: 'production',
        LOG_LEVEL: 'info',
        HOST: '127.0.0.1',
        PORT: '0',
        DATA_DIR: dataDir,
        SEED_CATALOGUE: 'false',
        ADMIN_BOOTSTRAP: 'off',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const running = new Promise<void>((resolve, reject) => {
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Pura is running')) resolve();
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.once('exit', (code) => reject(new Error(`server exited with ${String(code)} before running:\n${output}`)));
    });
    await running.finally(() => child.kill('SIGTERM'));
    return output;
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

describe('a production server without Stripe', () => {
  it('warns at start that its payments are test cards, which move no money', async () => {
    expect(await startLog()).toMatch(/payments use the built-in test card processor/);
  }, 60_000);

  it('does not warn once Stripe is configured', async () => {
    const log = await startLog({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' });
    expect(log).not.toMatch(/test card processor/);
  }, 60_000);
});
