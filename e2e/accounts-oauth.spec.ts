import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { type OidcShop, startOidcShop } from './support/oidc-shop.ts';

// Decision 007: social sign-in through the OAuth2 token flow against a real OpenID Connect server,
// configured once as the generic `oidc` provider and once as `google`.

let shop: OidcShop;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  shop = await startOidcShop();
});

test.afterAll(async () => {
  await shop?.stop();
});

function person(tag: string) {
  const id = `${tag}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  return { sub: `subject-${id}`, email: `${id}@example.com`, email_verified: true, name: `Olivia ${tag.toUpperCase()}` };
}

async function expectSignedInAs(page: Page, profile: { name: string; email: string }) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText(profile.name)).toBeVisible();
  await expect(menu.getByText(profile.email)).toBeVisible();
  await page.keyboard.press('Escape');
}

for (const { button, tag } of [
  { button: 'Continue with Test SSO', tag: 'oidc' },
  { button: 'Continue with Google', tag: 'google' },
]) {
  test(`'${button}' signs in through the provider, lands on /auth/success, then /`, async ({ page }) => {
    const profile = person(tag);
    shop.signInNextAs(profile);
    await page.goto(`${shop.url}/login`);
    await page.getByRole('button', { name: button }).click();

    await expect(page).toHaveURL(new RegExp(`^${shop.url}/auth/success\\?`));
    await expect(page.getByRole('heading', { name: 'Login successful!' })).toBeVisible();
    await expect(page.getByText(`Welcome, ${profile.name}.`)).toBeVisible();
    await expect(page).toHaveURL(`${shop.url}/`);
    await expectSignedInAs(page, profile);

    await page.goto(`${shop.url}/profile`);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeVisible();
    await expect(page.getByText(profile.email).first()).toBeVisible();
    // The provider vouched for the address, so it counts as verified.
    await expect(page.getByText('Email not verified')).toHaveCount(0);
  });
}

test('the login page offers only the providers the server has enabled', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Continue with/ })).toHaveCount(0);
  await page.goto(`${shop.url}/login`);
  await expect(page.getByRole('button', { name: /^Continue with/ })).toHaveText(['Continue with Google', 'Continue with Test SSO']);
});
