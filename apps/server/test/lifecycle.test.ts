import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TEST_ENGINE, createPostgresDatabase } from './helpers/test-server.ts';
import { freePort } from './helpers/free-port.ts';

const serverEntry = fileURLToPath(new URL('../src/server.ts', import.meta.url));

async function waitForHealth(url: string): Promise<void> {
  for (let i = 0; i < 900; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server never became healthy');
}

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: { ...process.env, LOG_LEVEL: 'warn', SEED_CATALOGUE: 'false', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, stderr: () => stderr };
}

describe(`process lifecycle on ${TEST_ENGINE}`, () => {
  it('stops cleanly on SIGTERM and SIGINT and starts again on the same data', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'pura-lifecycle-'));
    const database = TEST_ENGINE === 'postgres' ? await createPostgresDatabase() : undefined;
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const env = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...(database ? { DATABASE_URL: database.url } : {}) };
    try {
      const first = startServer(env);
      await waitForHealth(url);
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);

      const second = startServer(env);
      await waitForHealth(url);
      second.child.kill('SIGINT');
      expect(await second.exited).toBe(0);
      expect(second.stderr()).not.toMatch(/Error/);
    } finally {
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 240_000);

  it('refuses to start with an invalid environment and lists every problem', async () => {
    const run = startServer({ PORT: 'eighty', DATABASE_URL: 'mysql://nope' });
    expect(await run.exited).toBe(1);
    expect(run.stderr()).toMatch(/Invalid configuration:/);
    expect(run.stderr()).toMatch(/PORT/);
    expect(run.stderr()).toMatch(/DATABASE_URL: must start with postgres/);
  }, 30_000);
});
