import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../helpers/free-port.ts';

/**
 * The built production server (apps/server/dist/server.js) as a child process of the test, so a
 * fault is a real one: SIGKILL ends it between any two instructions, exactly as a crash or an
 * OOM kill would. The runner (scripts/test-resilience.mjs) builds it first when it is outdated.
 */

export const SERVER_BUNDLE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/server.js');

export interface ServerProcess {
  url: string;
  endpoint: string;
  pid: number;
  /** stderr and the last stdout lines, for a readable failure when the server dies unexpectedly. */
  output(): string;
  /** SIGKILL: no shutdown hook, no flush, no goodbye. Resolves once the process is gone. */
  crash(): Promise<void>;
  /** SIGTERM: the server's clean stop (finishes in-flight requests, closes the database). */
  stop(): Promise<void>;
}

/**
 * Starts the built server with `env` (DATA_DIR and/or DATABASE_URL say which data it runs on) on
 * a free port and resolves once GET /api/health answers 200.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  if (!existsSync(SERVER_BUNDLE))
    throw new Error(`${SERVER_BUNDLE} is missing: run npm run build -w @pura/server (the resilience runner does)`);
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      SEED_CATALOGUE: 'false',
      ADMIN_BOOTSTRAP: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  await waitUntilHealthy(url, child, () => output);
  const pid = child.pid ?? 0;
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return { url, endpoint: `${url}/v1`, pid, output: () => output, crash: () => end('SIGKILL'), stop: () => end('SIGTERM') };
}

async function waitUntilHealthy(url: string, child: ChildProcess, output: () => string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`server exited (${child.exitCode ?? child.signalCode}) before it was healthy:\n${output()}`);
    const status = await fetch(`${url}/api/health`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not healthy within ${timeoutMs} ms:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The `Cookie` header of a session signed in over real HTTP (POST /v1/account/sessions/email).
 * `clientIp` is sent as X-Forwarded-For (the server trusts it from loopback): sign-in is limited
 * per client IP too, so many shoppers should not all arrive from one address.
 */
export async function signInOver(
  endpoint: string,
  email: string,
  password: string,
  clientIp?: string,
): Promise<{ status: number; cookieHeader: string | null }> {
  const response = await fetch(`${endpoint}/account/sessions/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-appwrite-project': 'pura', ...(clientIp ? { 'x-forwarded-for': clientIp } : {}) },
    body: JSON.stringify({ email, password }),
  });
  await response.arrayBuffer();
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('a_session_pura='));
  return { status: response.status, cookieHeader: cookie ? (cookie.split(';')[0] ?? null) : null };
}
