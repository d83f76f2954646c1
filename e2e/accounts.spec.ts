import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from '@playwright/test';

// Issue 7 journeys: sign up from a guarded page and land back on it, log out from the header
// menu, log in again, a wrong password, Access Denied for a non-admin on /admin, and axe-core on
// /login, /profile and the Edit Profile dialog.

const PROJECT = { 'X-Appwrite-Project': 'pura' };
const PASSWORD = 'journey-password-1';

function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@example.com`;
}

/**
 * Fails on uncaught errors and unexpected console errors. Expected: the 401s of a signed-out
 * probe or a wrong password, and the newsletter opt-in's 404 while that endpoint may not exist.
 */
function watchConsole(page: Page) {
  const problems: string[] = [];
  const expected = [/Failed to load resource: the server responded with a status of (401|404)/];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (!expected.some((pattern) => pattern.test(message.text()))) problems.push(message.text());
  });
  return problems;
}

async function createUser(page: Page, name: string): Promise<string> {
  const email = uniqueEmail('account');
  const response = await page.request.post('/v1/account', { headers: PROJECT, data: { userId: 'unique()', email, password: PASSWORD, name } });
  expect(response.ok()).toBe(true);
  return email;
}

async function signIn(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

test.describe('accounts (issue 7)', () => {
  test('sign up from a guarded page, log out, log in and land back where you came from', async ({ page }) => {
    const problems = watchConsole(page);
    const email = uniqueEmail('journey');

    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const signUp = page.getByRole('form', { name: 'Sign up' });
    await signUp.getByLabel('Name').fill('Journey Customer');
    await signUp.getByLabel('Email').fill(email);
    await signUp.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await signUp.getByLabel('Confirm Password').fill(PASSWORD);
    await expect(signUp.getByRole('checkbox', { name: /newsletter/i })).toBeChecked();
    await signUp.getByRole('button', { name: 'Create Account' }).click();

    await expect(page.getByText('Account created successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeVisible();
    await expect(page.getByText(email).first()).toBeVisible();
    await expect(page.getByText('Email not verified')).toBeVisible();
    await expect(page.getByText(/^[A-Z][a-z]+ \d{4}$/)).toBeVisible();
    await expect(page.getByText("You haven't placed any orders yet.")).toBeVisible();

    await page.getByRole('button', { name: 'Account menu' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText('Journey Customer')).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Admin Dashboard' })).toHaveCount(0);
    await menu.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByText('Logged out successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();

    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, email, PASSWORD);
    await expect(page.getByText('Logged in successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);

    await page.goto('/login');
    await expect(page).not.toHaveURL(/\/login$/);
    expect(problems).toEqual([]);
  });

  test('a wrong password shows the error and stays on /login', async ({ page }) => {
    const problems = watchConsole(page);
    const email = await createUser(page, 'Wrong Password');
    await page.goto('/login');
    await signIn(page, email, 'not-the-password');
    await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('alert')).toContainText(/invalid/i);
    await expect(page).toHaveURL(/\/login$/);
    expect(problems).toEqual([]);
  });

  test('a signed-in non-admin on /admin sees Access Denied', async ({ page }) => {
    const email = await createUser(page, 'Not An Admin');
    await page.goto('/login');
    await signIn(page, email, PASSWORD);
    await expect(page.getByText('Logged in successfully!')).toBeVisible();
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
  });

  test('axe-core finds no serious or critical violation on /login, /profile and the dialog', async ({ page }) => {
    test.setTimeout(120_000);
    const email = await createUser(page, 'Axe Customer');
    const report: string[] = [];
    const check = async (label: string) => {
      const results = await new AxeBuilder({ page }).analyze();
      for (const violation of results.violations) {
        if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
        report.push(`${label}: ${violation.id} (${violation.impact}) — ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      }
    };
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/login');
      await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
      await check(`${width}px /login`);
    }
    await signIn(page, email, PASSWORD);
    await expect(page.getByText('Logged in successfully!')).toBeVisible();
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/profile');
      await expect(page.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeVisible();
      await expect(page.getByText("You haven't placed any orders yet.")).toBeVisible();
      await check(`${width}px /profile`);
      await page.getByRole('button', { name: 'Edit Profile' }).click();
      await expect(page.getByRole('dialog', { name: 'Edit Profile' })).toBeVisible();
      await check(`${width}px Edit Profile dialog`);
      await page.keyboard.press('Escape');
    }
    expect(report).toEqual([]);
  });
});
