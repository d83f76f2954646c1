import type { Page } from '@playwright/test';

/** The password every journey's shopper signs up with. */
export const JOURNEY_PASSWORD = 'journey-password-1';

/** An address no other journey or earlier run has used, e.g. `checkout-lq3k…@example.com`. */
export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@example.com`;
}

/**
 * Collects uncaught errors and console errors for the account journeys to expect none. Allowed:
 * the 401s of a signed-out probe, a session owing a factor or a wrong password or code, and 404s
 * of a link or code already used.
 */
export function watchAccountErrors(page: Page): string[] {
  const problems: string[] = [];
  const expected = /Failed to load resource: the server responded with a status of (401|404)/;
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !expected.test(message.text())) problems.push(message.text());
  });
  return problems;
}
