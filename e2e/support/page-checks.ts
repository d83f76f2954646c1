import { type Locator, type Page, expect } from '@playwright/test';

/**
 * Every console error or warning and every uncaught error: a hydration mismatch shows up there.
 * The one expected line is the signed-out session probe (GET /v1/account answers 401).
 */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (/Failed to load resource: the server responded with a status of 401/.test(message.text())) return;
    problems.push(`${message.type()}: ${message.text()}`);
  });
  return problems;
}

/** Whether React has taken over `target`'s element: it marks each element it hydrated with its props. */
export const isHydrated = (target: Locator): Promise<boolean> =>
  target.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$')));

/**
 * Waits until React has taken over `target`'s element. The app's code loads only after the
 * first paint, and a press before that reaches nothing.
 */
export async function waitForHydration(target: Locator): Promise<void> {
  await expect.poll(() => isHydrated(target)).toBe(true);
}
