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

/** The kinds of browser issue Lighthouse's best-practices audit `inspector-issues` fails a page for. */
const LIGHTHOUSE_ISSUES = new Set([
  'MixedContentIssue',
  'CookieIssue',
  'BlockedByResponseIssue',
  'HeavyAdIssue',
  'ContentSecurityPolicyIssue',
]);

/**
 * Every such issue Chromium raises for `page` from now on (as DevTools' Issues panel lists them), as
 * "kind: detail". A CSP issue is what zod's test for `new Function` leaves (main.tsx).
 */
export async function watchInspectorIssues(page: Page): Promise<string[]> {
  const issues: string[] = [];
  const session = await page.context().newCDPSession(page);
  session.on('Audits.issueAdded', ({ issue }) => {
    if (!LIGHTHOUSE_ISSUES.has(issue.code)) return;
    const csp = issue.details.contentSecurityPolicyIssueDetails;
    issues.push(
      `${issue.code}: ${csp ? `${csp.violatedDirective} ${csp.blockedURL ?? csp.contentSecurityPolicyViolationType}` : JSON.stringify(issue.details)}`,
    );
  });
  await session.send('Audits.enable');
  return issues;
}
