import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSmtpCapture } from './smtp-capture.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy at ${url} within ${timeoutMs} ms`);
}

/**
 * Starts an SMTP capture and the built server (scripts/e2e.mjs builds it first) delivering to it,
 * and stops both after the run. Workers find the server at PURA_E2E_URL and the captured mails
 * (one JSON file each, read with support/mail-capture.ts) in PURA_E2E_MAIL_DIR.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pura-e2e-'));
  const mailDir = mkdtempSync(path.join(tmpdir(), 'pura-e2e-mail-'));
  const smtp = await startSmtpCapture(mailDir);
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
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
      SMTP_URL: smtp.url,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  process.env.PURA_E2E_URL = url;
  process.env.PURA_E2E_DATA_DIR = dataDir;
  process.env.PURA_E2E_MAIL_DIR = mailDir;
  process.env.PURA_E2E_SMTP_URL = smtp.url;
  await waitForHealth(url, 60_000);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(mailDir, { recursive: true, force: true });
  };
}
