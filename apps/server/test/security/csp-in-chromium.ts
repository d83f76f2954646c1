import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { freePort } from '../helpers/free-port.ts';

/**
 * Decision 013 item 3 in a real browser: the built shop under its Content-Security-Policy. Opens the
 * main pages in Chromium and fails on any CSP violation (reported by the page's
 * `securitypolicyviolation` events and by the console), saving screenshots at 1280 and 360 px.
 *
 *   flock /tmp/pura-build.lock sh -c 'npm run build && npx tsx apps/server/test/security/csp-in-chromium.ts'
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const shots = '/tmp/shots-security';

// Runs in the page (as text: this project's server types have no DOM): violations go to the console.
const REPORT_VIOLATIONS = `document.addEventListener('securitypolicyviolation', (event) => {
  console.error('CSP violation: ' + event.violatedDirective + ' blocked ' + (event.blockedURI || 'inline'));
});`;

const port = await freePort();
const dataDir = await mkdtemp(path.join(tmpdir(), 'pura-csp-'));
const url = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
  env: {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: 'pura-admin-csp',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

const violations: string[] = [];
try {
  for (let attempt = 0; ; attempt++) {
    const healthy = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) break;
    if (attempt > 240) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
  const list = (await (
    await fetch(`${url}/v1/databases/shop/collections/products/documents`, { headers: { 'x-appwrite-project': 'pura' } })
  ).json()) as { documents: Array<{ $id: string }> };
  const productId = list.documents[0]?.$id;
  if (!productId) throw new Error('the seeded catalogue has no product');
  const pages = ['/', '/shop', `/product/${productId}`, '/quiz/skincare', '/login'];

  await mkdir(shots, { recursive: true });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  for (const width of [1280, 360]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await context.addInitScript(REPORT_VIOLATIONS);
    const page = await context.newPage();
    page.on('console', (message) => {
      if (/Content Security Policy|CSP violation/i.test(message.text())) violations.push(`${width}px ${page.url()}: ${message.text()}`);
    });
    for (const pathname of pages) {
      await page.goto(`${url}${pathname}`, { waitUntil: 'networkidle' });
      const heading = await page.locator('h1, h2').first().textContent({ timeout: 10_000 });
      if (!heading?.trim()) violations.push(`${width}px ${pathname}: the page rendered no heading`);
      await page.screenshot({ path: path.join(shots, `${pathname.replace(/\W+/g, '_') || 'home'}-${width}.png`) });
    }
    await context.close();
  }
  // The detector must see a violation when there is one: an injected inline script is blocked.
  const probe = await browser.newPage();
  const blocked = new Promise<boolean>((resolve) => {
    probe.on('console', (message) => message.text().includes('CSP violation') && resolve(true));
    setTimeout(() => resolve(false), 10_000);
  });
  await probe.addInitScript(REPORT_VIOLATIONS);
  await probe.goto(`${url}/`, { waitUntil: 'networkidle' });
  await probe.evaluate(
    `document.body.append(Object.assign(document.createElement('script'), { textContent: 'window.__injected = true' }))`,
  );
  const injectedRan = (await probe.evaluate('window.__injected === true')) as boolean;
  if (!(await blocked) || injectedRan) violations.push('self-check: an injected inline script was not blocked and reported');
  await browser.close();
  console.log(`CSP in Chromium: ${pages.length} pages × 2 widths, ${violations.length} violations`);
  for (const violation of violations) console.log(`  ${violation}`);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(violations.length ? 1 : 0);
