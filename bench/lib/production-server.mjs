import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from './paths.mjs';

export const SERVER_ENTRY = path.join(ROOT, 'apps/server/dist/server.js');
export const BENCH_PASSWORD = 'bench-password-123';
/** The first admin of every server the bench starts (ADMIN_EMAILS' default address). */
export const BENCH_ADMIN = { email: 'admin@pura.local', password: 'pura-admin-bench' };

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** A temp DATA_DIR for one benchmark server (or several restarts of it). */
export const tempDataDir = () => mkdtemp(path.join(tmpdir(), 'pura-bench-'));

/**
 * Starts the built production server (apps/server/dist/server.js) with the demo catalogue, on
 * PGlite or on `databaseUrl`, and resolves once it is fully started. `coldStartMs` is process
 * start to the first 200 on / (the server answers its page shell while the database still opens);
 * `readyMs` is process start to the first 200 on /api/health, which waits for the database to be
 * open, migrated and seeded. Without `dataDir` it gets a temp one that `stop()` removes.
 */
export async function startProductionServer({ databaseUrl = null, dataDir = null, env = {} } = {}) {
  const ownsDataDir = dataDir === null;
  dataDir ??= await tempDataDir();
  const port = await freePort();
  const startedAt = performance.now();
  const serverEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMITS: 'off',
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...env,
  };
  delete serverEnv.DATABASE_URL;
  if (databaseUrl) serverEnv.DATABASE_URL = databaseUrl;
  const child = spawn(process.execPath, [SERVER_ENTRY], { cwd: ROOT, env: serverEnv, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  const firstOkAt = async (pathname) => {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before answering ${pathname}:\n${stderr}`);
      try {
        const response = await fetch(`${base}${pathname}`);
        await response.arrayBuffer();
        if (response.status === 200) return performance.now();
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const pageAt = await firstOkAt('/');
  const readyAt = await firstOkAt('/api/health');
  return {
    base,
    port,
    coldStartMs: pageAt - startedAt,
    readyMs: readyAt - startedAt,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      if (ownsDataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs up and signs in a shopper; resolves to the `Cookie` header value of the session. */
export async function signedInCookie(base, email = `bench-${Date.now()}@example.com`) {
  const headers = { 'content-type': 'application/json', 'x-appwrite-project': 'pura' };
  const created = await fetch(`${base}/v1/account`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ userId: 'unique()', email, password: BENCH_PASSWORD, name: 'Bench Shopper' }),
  });
  if (created.status !== 201) throw new Error(`sign-up failed: ${created.status} ${await created.text()}`);
  return sessionCookie(base, email, BENCH_PASSWORD);
}

/** Signs in an existing account; resolves to the `Cookie` header value of the session. */
export async function sessionCookie(base, email, password) {
  const headers = { 'content-type': 'application/json', 'x-appwrite-project': 'pura' };
  const session = await fetch(`${base}/v1/account/sessions/email`, { method: 'POST', headers, body: JSON.stringify({ email, password }) });
  if (session.status !== 201) throw new Error(`sign-in failed: ${session.status} ${await session.text()}`);
  return session.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
