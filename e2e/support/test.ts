import { type Page, test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Playwright's test, with a page whose goto() and reload() resolve once the app has taken over
 * (<html data-app-ready>, set by apps/web/src/app/layout/root-layout.tsx). A server-rendered page is on screen
 * before its JavaScript runs, and a press in that moment does nothing — the journeys act as a
 * visitor would on a page that responds. `waitUntil: 'commit'` opts out (a test of the page before
 * the app), as do responses that are not HTML and pages opened with JavaScript off.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) waitForAppOnLoad(page);
    await slowDownProcessor(page, Number(process.env.PURA_E2E_CPU_SLOWDOWN ?? 1));
    await use(page);
  },
});

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
