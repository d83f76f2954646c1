import { type Page, expect } from '@playwright/test';
import { PROJECT } from './admin-api.ts';
import { linkIn, nextMailTo } from './mail-capture.ts';

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

/**
 * Proves the signed-in shopper's address the way the mailed link does, over the API (reviews are
 * taken only from verified addresses). `page.request` carries the page's session cookie.
 */
export async function verifyEmailOf(page: Page, email: string, baseURL: string): Promise<void> {
  const asked = await page.request.post('/v1/account/verification', { headers: PROJECT, data: { url: `${baseURL}/verify-email` } });
  expect(asked.ok(), await asked.text()).toBe(true);
  const link = new URL(linkIn(await nextMailTo(email, { subject: /^Confirm your e-mail address$/ }), '/verify-email'));
  const proven = await page.request.put('/v1/account/verification', {
    headers: PROJECT,
    data: { userId: link.searchParams.get('userId'), secret: link.searchParams.get('secret') },
  });
  expect(proven.ok(), await proven.text()).toBe(true);
}
