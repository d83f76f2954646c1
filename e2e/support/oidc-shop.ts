import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { OAuth2Server } from 'oauth2-mock-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** What the provider's next ID token says about the person signing in. */
export interface OidcProfile {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
}

export interface OidcShop {
  /** The shop's origin, e.g. http://127.0.0.1:41234. */
  url: string;
  /** Sets who the provider signs in next. */
  signInNextAs(profile: OidcProfile): void;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the OIDC shop server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the OIDC shop server did not become healthy at ${url} within ${timeoutMs} ms`);
}

/**
 * A real OpenID Connect provider (oauth2-mock-server: PKCE, signed ID tokens, nonce) and a second
 * built shop server configured against it as both the generic `oidc` provider ('Test SSO') and
 * `google` — the global e2e server stays without social sign-in.
 */
export async function startOidcShop(): Promise<OidcShop> {
  const provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  provider.issuer.url = `http://127.0.0.1:${provider.address().port}`;
  let next: OidcProfile | null = null;
  provider.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    if (next) Object.assign(token.payload, next);
  });

  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pura-e2e-oidc-'));
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
      OIDC_ISSUER: provider.issuer.url,
      OIDC_CLIENT_ID: 'pura-e2e',
      OIDC_CLIENT_SECRET: 'pura-e2e-oidc-secret',
      OIDC_NAME: 'Test SSO',
      GOOGLE_CLIENT_ID: 'pura-e2e.apps.example',
      GOOGLE_CLIENT_SECRET: 'pura-e2e-google-secret',
      GOOGLE_ISSUER: provider.issuer.url,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForHealth(url, child, 60_000);
  } catch (error) {
    child.kill('SIGTERM');
    await provider.stop();
    throw error;
  }

  return {
    url,
    signInNextAs(profile) {
      next = profile;
    },
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      await provider.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
