import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const serverRoot = fileURLToPath(new URL('./apps/server/', import.meta.url));

/**
 * Server test files that never open a database — pure functions, config parsing, a fake HTTP
 * service — run once, on PGlite: running them again on PostgreSQL would test nothing new. A file
 * counts as touching a database when it imports a helper that starts a server or opens a database itself.
 */
const TOUCHES_A_DATABASE = /\b(test-server|web-dist-fixture|buildApp|openDatabase|createPostgresDatabase)\b/;
const databaseFreeFiles = readdirSync(`${serverRoot}test`, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts') && !TOUCHES_A_DATABASE.test(readFileSync(`${serverRoot}test/${file}`, 'utf8')))
  .map((file) => `test/${file}`);

// One vitest run covers every workspace. Server suites run once against PGlite and, when
// TEST_DATABASE_URL is set, once more against PostgreSQL (each test file gets its own database,
// copied from one migrated per run: apps/server/test/helpers/migrated-template.ts).
const serverProject = (name: string, engine: 'pglite' | 'postgres') => ({
  test: {
    name,
    root: './apps/server',
    include: ['test/**/*.test.ts'],
    // *.postgres.test.ts need a real PostgreSQL server (several instances on one database). The
    // database-free files run on PostgreSQL too when npm test runs that project under Node 24, so
    // every server file runs under Node 24 once (scripts/test.mjs).
    exclude: engine === 'pglite' ? ['test/**/*.postgres.test.ts'] : process.env.PURA_TEST_DATABASE_FREE_FILES ? [] : databaseFreeFiles,
    globalSetup: ['./test/helpers/migrated-template.ts'],
    // Two files at a time: a server test mostly waits on its server and database, so on a 2-core
    // machine two overlap well (10 files: 164 s against 247 s one at a time, docs/testing.md).
    maxWorkers: 2,
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { PURA_TEST_ENGINE: engine },
  },
});

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    reporters: ['default'],
    projects: [
      {
        test: {
          name: 'core',
          root: './packages/core',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      serverProject('server:pglite', 'pglite'),
      ...(withPostgres ? [serverProject('server:postgres', 'postgres')] : []),
      {
        plugins: [react()],
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
        },
      },
    ],
  },
});
