import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../src/infra/db/database.ts';
import { cookieFrom } from '../helpers/accounts.ts';
import { type OidcProvider, startOidcProvider } from '../helpers/oidc-provider.ts';
import { TEST_ENGINE } from '../helpers/test-server.ts';
import { freePort } from '../helpers/free-port.ts';

/**
 * "No password, secret or token ever appears in a log line" (decision 004), checked on the real
 * process: server.ts runs as a child at LOG_LEVEL=trace, every account flow that handles a secret
 * runs against it, and its whole output is searched for each secret afterwards.
 */

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

let child: ChildProcess;
let output = '';
let dataDir: string;
let base: string;
let provider: OidcProvider;

beforeAll(async () => {
  provider = await startOidcProvider(() => ({ email: 'sso-person@example.test', email_verified: true }));

  dataDir = await mkdtemp(path.join(tmpdir(), 'pura-logs-'));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'trace',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_CATALOGUE: 'false',
      RATE_LIMITS: 'off',
      OIDC_ISSUER: provider.issuerUrl,
      OIDC_CLIENT_ID: 'log-test',
      OIDC_CLIENT_SECRET: 'oidc-client-secret-value',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 90_000;
  while (!output.includes('Pura is running')) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 120_000);

afterAll(async () => {
  if (child.exitCode === null) {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
  await provider.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const json = (method: string, url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, { method, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body), redirect: 'manual' });

describe(`log hygiene of the real server process (${TEST_ENGINE} run, embedded database)`, () => {
  it('never logs a password, session secret, mailed secret, OAuth code/state or token secret', async () => {
    const secrets: string[] = [];
    const password = 'Sup3r-secret-pa55word';
    const newPassword = 'An0ther-secret-pa55word';
    secrets.push(password, newPassword, 'oidc-client-secret-value');
    const email = 'logged-person@example.test';

    expect((await json('POST', `${base}/v1/account`, { userId: 'unique()', email, password })).status).toBe(201);
    const login = await json('POST', `${base}/v1/account/sessions/email`, { email, password });
    expect(login.status).toBe(201);
    const cookie = cookieFrom(login, 'a_session_pura')!;
    const sessionSecret = (JSON.parse(Buffer.from(cookie, 'base64').toString()) as { secret: string }).secret;
    secrets.push(cookie, sessionSecret);
    const auth = { cookie: `a_session_pura=${cookie}`, 'x-fallback-cookies': JSON.stringify({ a_session_pura: cookie }) };

    expect((await fetch(`${base}/v1/account`, { headers: auth })).status).toBe(200);
    expect((await json('PATCH', `${base}/v1/account/password`, { password: newPassword, oldPassword: password }, auth)).status).toBe(200);
    expect((await json('POST', `${base}/v1/account/verifications/email`, { url: `${base}/verify` }, auth)).status).toBe(201);
    expect((await json('POST', `${base}/v1/account/recovery`, { email, url: `${base}/reset` })).status).toBe(201);
    expect((await json('PUT', `${base}/v1/account/recovery`, { userId: 'x', secret: 'guessed-secret-value', password })).status).toBe(404);
    secrets.push('guessed-secret-value');

    // OAuth2 token flow: code and state travel in the callback URL, the token secret in the redirect.
    const start = await fetch(`${base}/v1/account/tokens/oauth2/oidc?project=pura`, { redirect: 'manual' });
    const authorize = new URL(start.headers.get('location')!);
    secrets.push(authorize.searchParams.get('state')!, authorize.searchParams.get('code_challenge')!);
    const callback = new URL((await fetch(authorize, { redirect: 'manual' })).headers.get('location')!);
    secrets.push(callback.searchParams.get('code')!);
    // The browser returns the sign-in's state cookie to the callback.
    const stateCookie = start.headers
      .getSetCookie()
      .find((c) => c.startsWith('pura_oauth_state='))!
      .split(';')[0]!;
    const success = new URL((await fetch(callback, { redirect: 'manual', headers: { cookie: stateCookie } })).headers.get('location')!);
    const tokenSecret = success.searchParams.get('secret')!;
    secrets.push(tokenSecret);
    // The browser then loads the web app's success page with the secret in its URL.
    await fetch(success, { redirect: 'manual' });
    const tokenLogin = await json('POST', `${base}/v1/account/sessions/token`, {
      userId: success.searchParams.get('userId'),
      secret: tokenSecret,
    });
    expect(tokenLogin.status).toBe(201);
    secrets.push(cookieFrom(tokenLogin, 'a_session_pura')!);

    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));

    // The mailed secrets are only known from the outbox, read once the server has let go of it.
    const db = await openDatabase({ dataDir });
    const { rows } = await db.query<{ text_body: string; subject: string; recipient: string }>(
      'SELECT text_body, subject, recipient FROM outbox',
    );
    await db.close();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      const secret = new URL(/https?:\/\/\S+/.exec(row.text_body)![0]).searchParams.get('secret');
      secrets.push(secret!);
    }

    expect(output).toContain('incoming request');
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(8);
      expect(output.includes(secret), `log output contains a secret (${secret.slice(0, 4)}…)`).toBe(false);
    }
    // One line per mail, naming recipient and subject.
    const mailLines = output.split('\n').filter((line) => line.includes('mail queued'));
    expect(mailLines).toHaveLength(2);
    expect(mailLines.every((line) => line.includes(email))).toBe(true);
    expect(mailLines.some((line) => line.includes('Reset your password'))).toBe(true);
    expect(output).toContain('secret=[redacted]');
  }, 120_000);
});
