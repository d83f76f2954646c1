import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

// One vitest run covers every workspace. Server suites run once against PGlite and, when
// TEST_DATABASE_URL is set, once more against PostgreSQL (each test file gets its own database).
const serverProject = (name: string, engine: 'pglite' | 'postgres') => ({
  test: {
    name,
    root: './apps/server',
    include: ['test/**/*.test.ts'],
    // *.postgres.test.ts need a real PostgreSQL server (several instances on one database).
    exclude: engine === 'pglite' ? ['test/**/*.postgres.test.ts'] : [],
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
