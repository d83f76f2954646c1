import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test as base } from './support/test.ts';
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Issue 11 journey (web): sign in with a texted code from 'Text me a code', then find 'Signed in'
// under 'Recent security activity' on /profile; axe-core on both new parts. The admin outbox never
// lists message bodies (they carry codes), so this journey runs its own server whose SMS gateway
// is a capture in this process (SMS_GATEWAY_URL, as production would deliver texts).

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface PhoneServer {
  url: string;
  /** Waits for the next text to `to` and returns its body. */
  nextSmsTo: (to: string) => Promise<string>;
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

async function freePort(): Promise<number> {
  const probe = createServer();
  const port = await listen(probe);
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function waitForHealth(url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (await fetch(`${url}/api/health`).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy at ${url}`);
}

const test = base.extend<object, { phoneServer: PhoneServer }>({
  phoneServer: [
    // Playwright reads which fixtures a fixture needs from this pattern; this one needs none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const texts: Array<{ to: string; body: string }> = [];
      const gateway = createServer((request, response) => {
        let raw = '';
        request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        request.on('end', () => {
          texts.push(JSON.parse(raw) as { to: string; body: string });
          response.writeHead(202).end();
        });
      });
      const gatewayPort = await listen(gateway);
      const port = await freePort();
      const dataDir = mkdtempSync(path.join(tmpdir(), 'pura-e2e-phone-'));
      const url = `http://127.0.0.1:${port}`;
      const child: ChildProcess = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
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
          SEED_CATALOGUE: 'off',
          ADMIN_PASSWORD: 'pura-admin-e2e',
          SMS_GATEWAY_URL: `http://127.0.0.1:${gatewayPort}/send`,
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      await waitForHealth(url);
      const nextSmsTo = async (to: string) => {
        let body = '';
        await expect.poll(() => (body = texts.findLast((text) => text.to === to)?.body ?? ''), { timeout: 15_000 }).not.toBe('');
        return body;
      };
      await use({ url, nextSmsTo });
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await new Promise((resolve) => gateway.close(resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ phoneServer }, use) => use(phoneServer.url),
});

async function axeProblems(page: Page, label: string, within: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include(within).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${label}: ${violation.id} (${violation.nodes.length})`);
}

test('signs in with a texted code and sees it in the security activity', async ({ page, phoneServer }) => {
  const phone = `+4917${String(Date.now() % 1e7).padStart(7, '0')}`;
  const a11y: string[] = [];

  await page.goto('/login');
  await page.getByRole('button', { name: 'Text me a code' }).click();
  const form = page.getByRole('form', { name: 'Sign in by text message' });
  await form.getByLabel('Phone number').fill('0170 1234567');
  await form.getByRole('button', { name: 'Text me a code' }).click();
  await expect(form.getByRole('alert')).toContainText('international format');
  a11y.push(...(await axeProblems(page, 'phone form', 'form[aria-label="Sign in by text message"]')));
  await form.getByLabel('Phone number').fill(phone);
  await form.getByRole('button', { name: 'Text me a code' }).click();

  const codeForm = page.getByRole('form', { name: 'Sign in with a texted code' });
  await expect(codeForm.getByRole('status')).toContainText(phone);
  const code = /\b(\d{6})\b/.exec(await phoneServer.nextSmsTo(phone))?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await codeForm.getByLabel('Code').fill(code);
  await codeForm.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Logged in successfully!')).toBeVisible();
  await expect(page).toHaveURL(`${phoneServer.url}/`);

  await page.goto('/profile');
  const activity = page.getByRole('list', { name: 'Security activity' });
  await expect(activity.getByRole('listitem').first()).toContainText('Signed in');
  await expect(activity.getByRole('listitem').first()).toContainText('Chrome');
  a11y.push(...(await axeProblems(page, 'security activity', 'section[aria-labelledby="security-log"]')));
  expect(a11y).toEqual([]);
});
