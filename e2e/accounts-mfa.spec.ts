import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { generate } from 'otplib';
import { linkIn, nextMailTo } from './support/mail-capture.ts';
import { seriousAxeProblems } from './support/axe.ts';
import { JOURNEY_PASSWORD, uniqueEmail, watchAccountErrors } from './support/accounts.ts';
import { PROJECT } from './support/admin-api.ts';

// Decision 011 journeys (web): set up an authenticator app on /profile (codes computed from the key
// on screen) and save the recovery codes, sign in with a code, sign in with a recovery code, and
// sign in by the e-mailed magic link or code; axe-core on the setup dialog and the second-factor step.

/** The code an authenticator app shows `steps` 30-second periods from now (each step signs in once). */
const totpCode = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

async function signIn(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(JOURNEY_PASSWORD);
  await form.getByRole('checkbox', { name: /newsletter/i }).uncheck();
  await form.getByRole('button', { name: 'Sign In' }).click();
}

async function logOut(page: Page) {
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully!')).toBeVisible();
}

test.describe('two-step verification and passwordless sign-in (decision 011)', () => {
  test('set up an authenticator, then sign in with a code and with a recovery code', async ({ page }) => {
    test.setTimeout(120_000);
    const problems = watchAccountErrors(page);
    const a11y: string[] = [];
    const email = uniqueEmail('mfa');

    await page.goto('/login');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const signUp = page.getByRole('form', { name: 'Sign up' });
    await signUp.getByLabel('Name').fill('Two Step Customer');
    await signUp.getByLabel('Email').fill(email);
    await signUp.getByLabel('Password', { exact: true }).fill(JOURNEY_PASSWORD);
    await signUp.getByLabel('Confirm Password').fill(JOURNEY_PASSWORD);
    await signUp.getByRole('checkbox', { name: /newsletter/i }).uncheck();
    await signUp.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Account created successfully!')).toBeVisible();

    await page.goto('/profile');
    const security = page.getByRole('region', { name: 'Two-step verification' });
    await expect(security.getByText('Off', { exact: true })).toBeVisible();
    await security.getByRole('button', { name: 'Set up authenticator app' }).click();
    const setup = page.getByRole('dialog', { name: 'Set up authenticator app' });
    await expect(setup.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    a11y.push(...(await seriousAxeProblems(page, 'setup dialog', '[role="dialog"]')));
    const secret = (await setup.getByLabel(/setup key/).inputValue()).replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    await setup.getByLabel('6-digit code').fill('000000' === (await totpCode(secret)) ? '111111' : '000000');
    await setup.getByRole('button', { name: 'Verify and turn on' }).click();
    await expect(setup.getByRole('alert')).toBeVisible();
    await setup.getByLabel('6-digit code').fill(await totpCode(secret));
    await setup.getByRole('button', { name: 'Verify and turn on' }).click();

    const saveCodes = page.getByRole('dialog', { name: 'Save your recovery codes' });
    const codeItems = saveCodes.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codeItems).toHaveCount(10);
    const codes = await codeItems.allTextContents();
    a11y.push(...(await seriousAxeProblems(page, 'recovery codes', '[role="dialog"]')));
    const download = page.waitForEvent('download');
    await saveCodes.getByRole('link', { name: 'Download (.txt)' }).click();
    expect((await download).suggestedFilename()).toBe('pura-recovery-codes.txt');
    await saveCodes.getByRole('checkbox', { name: 'I have saved these codes' }).check();
    await saveCodes.getByRole('button', { name: 'Done' }).click();
    await expect(security.getByText('On', { exact: true })).toBeVisible();
    await expect(security.getByText('Set up', { exact: true })).toBeVisible();

    // Password, then the authenticator code; back on the guarded page the visitor came from.
    await logOut(page);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, email);
    await expect(page.getByRole('heading', { name: 'Finish signing in' })).toBeVisible();
    const code = page.getByLabel('Authentication code');
    await expect(code).toBeVisible();
    a11y.push(...(await seriousAxeProblems(page, 'second-factor step')));
    await code.fill('000000' === (await totpCode(secret, 1)) ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toContainText('That code is not right or has expired.');
    await code.fill(await totpCode(secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Logged in successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'Your Profile' })).toBeVisible();

    // A lost phone: a recovery code instead, once.
    await logOut(page);
    await page.goto('/login');
    await signIn(page, email);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(codes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Logged in successfully!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

    expect(a11y).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('a session owing its factor on arrival is offered the step or Log out', async ({ page }) => {
    const email = uniqueEmail('pending');
    await page.request.post('/v1/account', {
      headers: PROJECT,
      data: { userId: 'unique()', email, password: JOURNEY_PASSWORD, name: 'Pending Customer' },
    });
    await page.goto('/login');
    await signIn(page, email);
    await expect(page.getByText('Logged in successfully!')).toBeVisible();
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Set up authenticator app' }).click();
    const secret = (await page.getByLabel(/setup key/).inputValue()).replace(/\s/g, '');
    await page.getByLabel('6-digit code').fill(await totpCode(secret));
    await page.getByRole('button', { name: 'Verify and turn on' }).click();
    await page.getByRole('checkbox', { name: 'I have saved these codes' }).check();
    await page.getByRole('button', { name: 'Done' }).click();
    await logOut(page);
    await page.goto('/login');
    await signIn(page, email);
    await expect(page.getByRole('heading', { name: 'Finish signing in' })).toBeVisible();

    // A reload keeps the half-finished sign-in: the header points to it, /login finishes it.
    await page.goto('/');
    await page.getByRole('link', { name: 'Finish signing in' }).click();
    await expect(page.getByRole('heading', { name: 'Finish signing in' })).toBeVisible();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByText('Logged out successfully!')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  });

  test('sign in by the e-mailed link', async ({ page }) => {
    const problems = watchAccountErrors(page);
    const email = uniqueEmail('magic');
    await page.request.post('/v1/account', {
      headers: PROJECT,
      data: { userId: 'unique()', email, password: JOURNEY_PASSWORD, name: 'Magic Customer' },
    });

    await page.goto('/login');
    await page.getByRole('form', { name: 'Sign in' }).getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
    const form = page.getByRole('form', { name: 'Sign in by e-mail link' });
    await expect(form.getByLabel('Email')).toHaveValue(email);
    await form.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
    await expect(page.getByText(`We've sent a sign-in link to ${email}`)).toBeVisible();

    const mail = await nextMailTo(email, { subject: /sign-in link/ });
    await page.goto(linkIn(mail, '/auth/magic'));
    await expect(page.getByText('Logged in successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menu').getByText(email)).toBeVisible();

    // The link works once.
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByText('Logged out successfully!')).toBeVisible();
    await page.goto(linkIn(mail, '/auth/magic'));
    await expect(page.getByRole('alert')).toContainText('This sign-in link is invalid or was already used.');

    // Or a 6-digit code from the e-mail instead of a link.
    await page.goto('/login');
    await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
    await page.getByRole('form', { name: 'Sign in by e-mail link' }).getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'E-mail me a code instead' }).click();
    const codeForm = page.getByRole('form', { name: 'Sign in with a code' });
    const codeMail = await nextMailTo(email, { subject: /sign-in code/ });
    await codeForm.getByLabel('Code').fill(/\b(\d{6})\b/.exec(codeMail.text)?.[1] ?? '');
    await codeForm.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Logged in successfully!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    expect(problems).toEqual([]);
  });
});
