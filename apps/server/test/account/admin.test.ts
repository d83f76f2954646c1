import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { Account } from 'appwrite';
import { buildApp } from '../../src/app.ts';
import { ensureInitialAdmin, INITIAL_ADMIN_FILE } from '../../src/appwrite/account/admin-bootstrap.ts';
import { type TestServer, startTestServer, TEST_ENGINE } from '../helpers/test-server.ts';
import { createSignedInUser, createUser, signIn, uniqueEmail } from '../helpers/accounts.ts';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

describe(`admin bootstrap on ${TEST_ENGINE}`, () => {
  let server: TestServer;
  const printed: string[] = [];
  beforeAll(async () => {
    const write = process.stdout.write.bind(process.stdout);
    const capture = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
      if (String(chunk).includes('Pura admin account')) {
        printed.push(String(chunk));
        return true;
      }
      return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
    }) as typeof process.stdout.write;
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation(capture);
    try {
      // A shop's very first start, migrations included: the bootstrap runs right after them.
      server = await startTestServer(
        { ADMIN_BOOTSTRAP: 'on', ADMIN_EMAILS: 'Boss@Shop.test, deputy@shop.test', RATE_LIMITS: 'off' },
        { emptyDatabase: true },
      );
    } finally {
      spy.mockRestore();
    }
  });
  afterAll(() => server.close());

  it('creates the first ADMIN_EMAILS account with a random password, printed once and saved mode 600', async () => {
    expect(printed).toHaveLength(1);
    const file = path.join(server.config.dataDir, INITIAL_ADMIN_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const content = await readFile(file, 'utf8');
    const password = /password: (\S+)/.exec(content)?.[1] ?? '';
    expect(content).toMatch(/email: boss@shop\.test/);
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect(printed[0]).toContain(password);

    const { client } = await signIn(server, 'boss@shop.test', password);
    const admin = await new Account(client).get();
    expect(admin).toMatchObject({ email: 'boss@shop.test', labels: ['admin'], emailVerification: true, name: 'Admin' });
  });

  it('does nothing on later starts once an admin exists', async () => {
    const file = path.join(server.config.dataDir, INITIAL_ADMIN_FILE);
    await rm(file);
    const print = vi.fn();
    const again = await buildApp(server.config, { db: server.db });
    await again.close();
    await ensureInitialAdmin(server.db, server.config, again.log, print);
    expect(print).not.toHaveBeenCalled();
    await expect(stat(file)).rejects.toThrow();
    const { rows } = await server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM users WHERE 'admin' = ANY(labels)");
    expect(rows[0]?.n).toBe(1);
  });

  it('uses ADMIN_PASSWORD when set, and leaves an existing non-admin account with that address alone', async () => {
    await server.db.query("DELETE FROM users WHERE 'admin' = ANY(labels)");
    const print = vi.fn();
    const warn = vi.fn();
    const log = { info: vi.fn(), warn } as unknown as Parameters<typeof ensureInitialAdmin>[2];
    await ensureInitialAdmin(server.db, { ...server.config, adminPassword: 'chosen-admin-password' }, log, print);
    expect(print).not.toHaveBeenCalled();
    const { client } = await signIn(server, 'boss@shop.test', 'chosen-admin-password');
    expect((await new Account(client).get()).labels).toEqual(['admin']);

    await server.db.query("DELETE FROM users WHERE 'admin' = ANY(labels)");
    await createUser(server, { email: 'boss@shop.test', password: 'squatter-password' });
    await ensureInitialAdmin(server.db, server.config, log, print);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(warn.mock.calls)).not.toMatch(/password:/);
    const { rows } = await server.db.query<{ labels: string[] }>("SELECT labels FROM users WHERE email = 'boss@shop.test'");
    expect(rows[0]?.labels).toEqual([]);
  });
});

describe(`npm run admin -- grant | revoke | reset-password on ${TEST_ENGINE}`, () => {
  let dataDir: string;
  let server: TestServer;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'pura-admin-cli-'));
    server = await startTestServer({ DATA_DIR: dataDir, RATE_LIMITS: 'off' });
  });
  afterAll(async () => {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  type CliResult = { code: number; stdout: string; stderr: string };

  /**
   * Runs CLI commands against the server's database. PGlite allows one process per data
   * directory, so with it the server is stopped while the commands run and started again on the
   * same directory afterwards (which also proves sessions survive a restart).
   */
  async function withServerStopped(commands: Array<{ args: string[]; viaNpm?: boolean }>): Promise<CliResult[]> {
    const embedded = !server.config.databaseUrl;
    const port = new URL(server.url).port;
    if (embedded) await server.app.close();
    const env = {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      // The CLI refuses to run while a server answers on PORT; this one was just stopped.
      PORT: port,
      ...(server.config.databaseUrl ? { DATABASE_URL: server.config.databaseUrl } : {}),
    };
    const results: CliResult[] = [];
    for (const { args, viaNpm } of commands) {
      const [command, commandArgs] = viaNpm
        ? ['npm', ['run', '--silent', 'admin', '--', ...args]]
        : [process.execPath, ['scripts/admin.mjs', ...args]];
      results.push(
        await run(command, commandArgs, { cwd: ROOT, env }).then(
          ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
          (error: CliResult) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
        ),
      );
    }
    if (embedded) {
      const stopped = server;
      server = await startTestServer({ DATA_DIR: dataDir, RATE_LIMITS: 'off' });
      await stopped.close().catch(() => undefined);
    }
    return results;
  }

  it('grants and revokes the admin label and resets passwords; explains unknown accounts and wrong usage', async () => {
    const granted = await createSignedInUser(server, { email: uniqueEmail('granted') });
    const revoked = await createUser(server, { email: uniqueEmail('revoked'), password: 'first-password-1', labels: ['admin'] });
    const reset = await createSignedInUser(server, { email: uniqueEmail('reset'), password: 'first-password-1' });

    const [grant, revoke, resetPassword, unknown, usage] = await withServerStopped([
      { args: ['grant', granted.email.toUpperCase()], viaNpm: true },
      { args: ['revoke', revoked.email] },
      { args: ['reset-password', reset.email] },
      { args: ['grant', 'nobody@example.test'] },
      { args: ['promote', 'x@y.z'] },
    ]);

    expect(grant).toMatchObject({ code: 0 });
    expect(grant!.stdout).toContain(`${granted.email} is now an admin`);
    // The label applies on the next request of the existing session: no new sign-in needed.
    const grantedAccount = new Account(server.client().setSession(granted.cookie));
    expect((await grantedAccount.get()).labels).toEqual(['admin']);

    expect(revoke).toMatchObject({ code: 0 });
    const { client } = await signIn(server, revoked.email, 'first-password-1');
    expect((await new Account(client).get()).labels).toEqual([]);

    expect(resetPassword).toMatchObject({ code: 0 });
    const password = /\(shown once\): (\S+)/.exec(resetPassword!.stdout)?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(16);
    const oldSession = await new Account(server.client().setSession(reset.cookie)).get().catch((e: { type: string }) => e);
    expect(oldSession).toMatchObject({ type: 'general_unauthorized_scope' });
    await expect(signIn(server, reset.email, 'first-password-1')).rejects.toThrow(/401/);
    await expect(signIn(server, reset.email, password)).resolves.toBeTruthy();

    expect(unknown).toMatchObject({ code: 1 });
    expect(unknown!.stderr).toMatch(/No account uses the e-mail address nobody@example\.test/);
    expect(usage).toMatchObject({ code: 2 });
    expect(usage!.stderr).toMatch(/Usage: npm run admin -- <command> <email>/);
  }, 240_000);
});
