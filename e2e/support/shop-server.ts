import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A built shop server (apps/server/dist, built by scripts/e2e.mjs) of a journey's own. */
export interface ShopServer {
  /** Its origin, e.g. http://127.0.0.1:41234. */
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** Listens on a free port of 127.0.0.1 and resolves to it. */
export function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

async function freePort(): Promise<number> {
  const probe = createServer();
  const port = await listen(probe);
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Starts the production server on a free port with a fresh data folder, rate limits off and the
 * e2e admin password, plus `env` (SMTP, an SMS gateway, OAuth providers…), and waits until it
 * answers /api/health. Its output goes to the journey's.
 */
export async function startShopServer(name: string, env: Record<string, string> = {}): Promise<ShopServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), `pura-e2e-${name}-`));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMITS: 'off',
      ADMIN_PASSWORD: 'pura-admin-e2e',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  while (
    !(await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`the ${name} shop server did not become healthy at ${url} (exit code ${child.exitCode})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, dataDir, stop };
}
