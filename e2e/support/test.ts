import { type Page, test as base } from '@playwright/test';
import { type ShopServer, startShopServer } from './shop-server.ts';

export { expect } from '@playwright/test';

/**
 * Playwright's test, run against a built shop server of the worker's own (started once per
 * worker, with its own data folder, delivering mail to the run's SMTP capture from
 * global-setup.ts), so workers run side by side without seeing each other's carts and orders;
 * `baseURL` points at it. Its page's goto() and reload() resolve once the app has taken over
 * (<html data-app-ready>, set by apps/web/src/app/layout/root-layout.tsx). A server-rendered page is on screen
 * before its JavaScript runs, and a press in that moment does nothing — the journeys act as a
 * visitor would on a page that responds. `waitUntil: 'commit'` opts out (a test of the page before
 * the app), as do responses that are not HTML and pages opened with JavaScript off.
 */
export const test = base.extend<object, { shop: ShopServer }>({
  shop: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
    async ({}, use, workerInfo) => {
      const shop = await startShopServer(`worker-${workerInfo.workerIndex}`, { SMTP_URL: journeySmtpUrl() });
      await use(shop);
      await shop.stop();
    },
    // Starting the server (and seeding its catalogue) is part of no test: it gets a timeout of its
    // own, sized for two servers starting at once on a busy 2-core machine (measured up to 90 s+).
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ shop }, use) => use(shop.url),
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) waitForAppOnLoad(page);
    await slowDownProcessor(page, Number(process.env.PURA_E2E_CPU_SLOWDOWN ?? 1));
    await use(page);
  },
});

/** The run's SMTP capture (global-setup.ts), for a shop server a journey starts itself. */
export function journeySmtpUrl(): string {
  const smtpUrl = process.env.PURA_E2E_SMTP_URL;
  if (!smtpUrl)
    throw new Error('PURA_E2E_SMTP_URL is not set: run the journeys through e2e/playwright.config.ts (its global setup captures mail)');
  return smtpUrl;
}

/**
 * Makes the page's processor `rate` times slower (Chromium's CPU throttling), as on a low-end
 * phone: presses then often land while code is still loading, which is where ordering bugs hide.
 * PURA_E2E_CPU_SLOWDOWN=4 does it for every journey; off by default, as the journeys' timeouts are
 * sized for 1×.
 */
export async function slowDownProcessor(page: Page, rate: number) {
  if (!(rate > 1)) return;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/** Makes the page's goto() and reload() resolve once the app has taken over (see `test`). */
export function waitForAppOnLoad(page: Page) {
  const appReady = async (response: Awaited<ReturnType<Page['goto']>>) => {
    if (!response?.headers()['content-type']?.includes('text/html')) return;
    // Pages the server answers by itself (e.g. the newsletter confirmation) hold no app.
    await page.waitForFunction(() => !document.getElementById('root') || document.documentElement.dataset.appReady === 'true');
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await appReady(response);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== 'commit') await appReady(response);
    return response;
  };
}
