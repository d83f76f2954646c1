import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { waitForHydration, watchConsole } from './support/page-checks.ts';

/**
 * Decision 006's last journey: the complete routine from a quiz result lands in the cart as bundle
 * lines, and the cart shows the same 15% saving the result promised.
 */
async function signUp(page: Page) {
  const headers = { 'x-appwrite-project': 'pura' };
  const email = `quiz-cart-${Date.now()}@example.test`;
  const password = 'correct horse battery';
  expect((await page.request.post('/v1/account', { headers, data: { userId: 'unique()', email, password, name: 'Mia' } })).status()).toBe(
    201,
  );
  expect((await page.request.post('/v1/account/sessions/email', { headers, data: { email, password } })).status()).toBe(201);
}

/** The cart page's lines: the list items with a Remove button. */
const cartLines = (page: Page) =>
  page
    .getByRole('list')
    .filter({ has: page.getByRole('button', { name: /^Remove / }) })
    .getByRole('listitem');

test('adding the complete routine shows its discount in the cart', async ({ page }) => {
  await signUp(page);

  // Oily skin, Brightening: 10 distinct products, €244.90, 15% = €36.74 (e2e/quiz.spec.ts).
  await page.goto('/quiz/skincare?r=s1e00_10');
  await page.getByRole('button', { name: 'Add Complete Routine to Cart (15% Off)' }).click();
  await expect(page.getByText('10 products • Save €36.74 (15% off)')).toBeVisible();

  await page.getByRole('link', { name: 'Cart, 10 items' }).click();
  const lines = cartLines(page);
  await expect(lines).toHaveCount(10);
  await expect(lines.filter({ hasText: '15% off' })).toHaveCount(10);
  const value = (label: string) => page.locator(`dt:text-is("${label}") + dd`);
  await expect(value('Subtotal')).toHaveText('€244.90');
  await expect(value('Bundle discount (15%)')).toHaveText('−€36.74');
  // 8% tax on €208.16 = €16.65.
  await expect(value('Tax')).toHaveText('€16.65');
  await expect(value('Total')).toHaveText('€224.81');
});

// docs/product.md §2 /cart, §4 'Cart': a routine from the German quiz keeps its language in the cart, also in the
// /cart the server renders from the cart cookie, which the browser then takes over without a mismatch.
test('the German quiz’s routine is labelled in German in the cart and at checkout', async ({ page }) => {
  const problems = watchConsole(page);
  await signUp(page);
  await page.goto('/quiz/skincare?r=s1d00_10');
  const add = page.getByRole('button', { name: 'Komplette Routine in den Warenkorb (15 % Rabatt)' });
  await waitForHydration(add);
  await add.click();
  await expect(page.getByText('Komplette Routine in den Warenkorb gelegt!')).toBeVisible();

  const response = await page.goto('/cart');
  expect(await response?.text()).toContain('Routine-Set · 15 % Rabatt');
  const lines = cartLines(page);
  await expect(lines).toHaveCount(10);
  await expect(lines.locator('[lang="de"]', { hasText: 'Routine-Set · 15 % Rabatt' })).toHaveCount(10);
  const checkout = page.getByRole('link', { name: 'Proceed to Checkout' }).first();
  await waitForHydration(checkout);
  await checkout.click();
  await expect(page.getByText('Routine-Set · 15 % Rabatt')).toHaveCount(10);
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});
