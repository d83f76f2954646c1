import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { linkIn, nextMailTo } from './support/mail-capture.ts';
import { seriousAxeProblems } from './support/axe.ts';
import { JOURNEY_PASSWORD, uniqueEmail, watchAccountErrors } from './support/accounts.ts';
import { PROJECT } from './support/admin-api.ts';

// Decision 007 journeys: sign up from a guarded page and land back on it, log out from the header
// menu, log in again, a wrong password, the newsletter opt-in and e-mail verification and the
// forgotten password through the mails the shop sends (SMTP capture), editing the name, changing the password, signing out the
// other sessions, the phone menu's account entries, Access Denied for a non-admin on /admin, and
// axe-core on /login, /profile and the Edit Profile dialog.

async function createUser(page: Page, name: string): Promise<string> {
  const email = uniqueEmail('account');
  const response = await page.request.post('/v1/account', {
    headers: PROJECT,
    data: { userId: 'unique()', email, password: JOURNEY_PASSWORD, name },
  });
  expect(response.ok()).toBe(true);
  return email;
}

async function signIn(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * Makes the page's first session read (GET /v1/account) leave before the change under test and
 * land after it: the server answers it first, the PUT matching `change` goes next, and the old
 * answer reaches the page only `lateMs` after the change's own. The app must not settle for it.
 * Resolves once the old answer has landed: what the test checks after that is what the app made
 * of it (and the test cannot end, closing the page, while the answer is still held).
 */
async function landFirstSessionReadAfter(page: Page, change: RegExp, lateMs = 500): Promise<{ landed: Promise<void> }> {
  let answered!: () => void;
  const firstReadAnswered = new Promise<void>((resolve) => (answered = resolve));
  let changed!: () => void;
  const changeDone = new Promise<void>((resolve) => (changed = resolve));
  let landedNow!: () => void;
  const landed = new Promise<void>((resolve) => (landedNow = resolve));
  let held = false;
  await page.route(/\/v1\/account$/, async (route) => {
    if (route.request().method() !== 'GET' || held) return route.continue();
    held = true;
    const response = await route.fetch();
    answered();
    await changeDone;
    await new Promise((resolve) => setTimeout(resolve, lateMs));
    await route.fulfill({ response });
    landedNow();
  });
  await page.route(change, async (route) => {
    if (route.request().method() !== 'PUT') return route.continue();
    await firstReadAnswered;
    await route.fulfill({ response: await route.fetch() });
    changed();
  });
  return { landed };
}

test.describe('accounts (decision 007)', () => {
  test('sign up from a guarded page, log out, log in and land back where you came from', async ({ page }) => {
    const problems = watchAccountErrors(page);
    const email = uniqueEmail('journey');

    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const signUp = page.getByRole('form', { name: 'Sign up' });
    await signUp.getByLabel('Name').fill('Journey Customer');
    await signUp.getByLabel('Email').fill(email);
    await signUp.getByLabel('Password', { exact: true }).fill(JOURNEY_PASSWORD);
    await signUp.getByLabel('Confirm Password').fill(JOURNEY_PASSWORD);
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
    await signIn(page, email, JOURNEY_PASSWORD);
    await expect(page.getByText('Logged in successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);

    await page.goto('/login');
    await expect(page).not.toHaveURL(/\/login$/);
    expect(problems).toEqual([]);
  });

  test('a wrong password shows the error and stays on /login', async ({ page }) => {
    const problems = watchAccountErrors(page);
    const email = await createUser(page, 'Wrong Password');
    await page.goto('/login');
    await signIn(page, email, 'not-the-password');
    await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('alert')).toContainText(/invalid/i);
    await expect(page).toHaveURL(/\/login$/);
    expect(problems).toEqual([]);
  });

  test('sign up with the newsletter box ticked, then verify the e-mail through its link', async ({ page }) => {
    const problems = watchAccountErrors(page);
    const email = uniqueEmail('verify');
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const signUp = page.getByRole('form', { name: 'Sign up' });
    await signUp.getByLabel('Name').fill('Vera Fied');
    await signUp.getByLabel('Email').fill(email);
    await signUp.getByLabel('Password', { exact: true }).fill(JOURNEY_PASSWORD);
    await signUp.getByLabel('Confirm Password').fill(JOURNEY_PASSWORD);
    await signUp.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Account created successfully!')).toBeVisible();

    // The ticked box subscribed the address: the newsletter's double opt-in mail is on its way.
    await nextMailTo(email, { subject: /newsletter/i });
    const first = await nextMailTo(email, { subject: /^Confirm your e-mail address$/ });
    expect(linkIn(first, '/verify-email')).toContain(new URL(page.url()).origin);

    await page.goto('/profile');
    await expect(page.getByText('Email not verified')).toBeVisible();
    await page.getByRole('button', { name: 'Resend verification e-mail' }).click();
    await expect(page.getByText('Verification e-mail sent')).toBeVisible();
    const resent = await nextMailTo(email, { subject: /^Confirm your e-mail address$/ });

    // The header's first read of the session races the verification; it must not win.
    const staleRead = await landFirstSessionReadAfter(page, /\/v1\/account\/verifications?(\/email)?$/);
    await page.goto(linkIn(resent, '/verify-email'));
    await expect(page.getByText('Your e-mail address is verified. Thank you!')).toBeVisible();
    await staleRead.landed;
    await page.getByRole('link', { name: 'Go to your profile' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeVisible();
    await expect(page.getByText('Email not verified')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Resend verification e-mail' })).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('a forgotten password is reset through the e-mailed link', async ({ page }) => {
    const problems = watchAccountErrors(page);
    const email = await createUser(page, 'Forgetful Customer');
    const newPassword = 'journey-password-3';
    await page.goto('/login');
    await page.getByRole('form', { name: 'Sign in' }).getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const request = page.getByRole('form', { name: 'Reset password' });
    await expect(request.getByLabel('Email')).toHaveValue(email);
    await request.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'If an account exists' })).toBeVisible();

    const mail = await nextMailTo(email, { subject: /^Reset your password$/ });
    await page.goto(linkIn(mail, '/reset-password'));
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm New Password').fill(newPassword);
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page.getByText('Password reset successfully! Please sign in with your new password.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await signIn(page, email, newPassword);
    await expect(page.getByText('Logged in successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(problems).toEqual([]);
  });

  test('edit the name in the Edit Profile dialog', async ({ page }) => {
    const problems = watchAccountErrors(page);
    const email = await createUser(page, 'Before Rename');
    await page.goto('/login');
    await signIn(page, email, JOURNEY_PASSWORD);
    await expect(page.getByText('Logged in successfully!')).toBeVisible();
    await page.goto('/profile');

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('No changes to save');
    await dialog.getByLabel('Name').fill('After Rename');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();

    await expect(page.getByText('Profile updated successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 2, name: 'After Rename' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'After Rename' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('change the password, then only the new one signs in', async ({ page }) => {
    const email = await createUser(page, 'Password Changer');
    const newPassword = 'journey-password-2';
    await page.goto('/login');
    await signIn(page, email, JOURNEY_PASSWORD);
    await expect(page.getByText('Logged in successfully!')).toBeVisible();
    await page.goto('/profile');

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
    await dialog.getByLabel('Current Password').fill('not-the-password');
    await dialog.getByLabel('New Password', { exact: true }).fill(newPassword);
    await dialog.getByLabel('Confirm New Password').fill(newPassword);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByRole('alert')).toContainText(/password/i);
    await expect(dialog).toBeVisible();

    await dialog.getByLabel('Current Password').fill(JOURNEY_PASSWORD);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByText('Logged out successfully!')).toBeVisible();
    await page.goto('/login');
    await signIn(page, email, JOURNEY_PASSWORD);
    await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('alert')).toContainText(/invalid/i);
    await signIn(page, email, newPassword);
    await expect(page.getByText('Logged in successfully!')).toBeVisible();
  });

  test('Active sessions lists every browser and signs out the others', async ({ page, browser }) => {
    const email = await createUser(page, 'Two Browsers');
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await otherPage.goto('/login');
    await signIn(otherPage, email, JOURNEY_PASSWORD);
    await expect(otherPage.getByText('Logged in successfully!')).toBeVisible();

    await page.goto('/login');
    await signIn(page, email, JOURNEY_PASSWORD);
    await expect(page.getByText('Logged in successfully!')).toBeVisible();
    await page.goto('/profile');
    const sessions = page.getByRole('list', { name: 'Sessions' }).getByRole('listitem');
    await expect(sessions).toHaveCount(2);
    await expect(sessions.first()).toContainText('This device');
    await expect(sessions.first()).toContainText('Chrome');
    await expect(sessions.nth(1)).not.toContainText('This device');

    await page.getByRole('button', { name: 'Sign out other sessions' }).click();
    await expect(page.getByText('Signed out of all other sessions')).toBeVisible();
    await expect(sessions).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Sign out other sessions' })).toHaveCount(0);

    await otherPage.goto('/profile');
    await expect(otherPage).toHaveURL(/\/login$/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeVisible();
    await other.close();
  });

  test('the phone menu offers Sign In, then the account entries and Logout', async ({ page }) => {
    const email = await createUser(page, 'Phone Customer');
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, email, JOURNEY_PASSWORD);
    await expect(page.getByText('Logged in successfully!')).toBeVisible();

    await page.getByRole('button', { name: 'Open menu' }).click();
    const account = page.getByRole('dialog', { name: 'Menu' }).getByRole('region', { name: 'Account' });
    await expect(account.getByText('Phone Customer')).toBeVisible();
    await expect(account.getByText(email)).toBeVisible();
    await expect(account.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
    await account.getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByText('Logged out successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a signed-in non-admin on /admin sees Access Denied', async ({ page }) => {
    const email = await createUser(page, 'Not An Admin');
    await page.goto('/login');
    await signIn(page, email, JOURNEY_PASSWORD);
    await expect(page.getByText('Logged in successfully!')).toBeVisible();
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
  });

  test('axe-core finds no serious or critical violation on /login, the password forms, /profile and the dialog', async ({ page }) => {
    test.setTimeout(120_000);
    const email = await createUser(page, 'Axe Customer');
    const report: string[] = [];
    const check = async (label: string) => {
      report.push(...(await seriousAxeProblems(page, label)));
    };
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/login');
      await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
      await check(`${width}px /login`);
      await page.getByRole('button', { name: 'Forgot password?' }).click();
      await expect(page.getByRole('form', { name: 'Reset password' })).toBeVisible();
      await check(`${width}px forgotten password form`);
      await page.goto('/reset-password?userId=someone&secret=something');
      await expect(page.getByRole('form', { name: 'New password' })).toBeVisible();
      await check(`${width}px /reset-password`);
    }
    await page.goto('/login');
    await signIn(page, email, JOURNEY_PASSWORD);
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
