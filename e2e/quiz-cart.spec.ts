import { expect, test } from './support/test.ts';

/**
 * Decision 006's last journey: the complete routine from a quiz result lands in the cart as bundle
 * lines, and the cart shows the same 15% saving the result promised.
 */
test('adding the complete routine shows its discount in the cart', async ({ page }) => {
  const headers = { 'x-appwrite-project': 'pura' };
  const email = `quiz-cart-${Date.now()}@example.test`;
  const password = 'correct horse battery';
  expect((await page.request.post('/v1/account', { headers, data: { userId: 'unique()', email, password, name: 'Mia' } })).status()).toBe(
    201,
  );
  expect((await page.request.post('/v1/account/sessions/email', { headers, data: { email, password } })).status()).toBe(201);

  // Oily skin, Brightening: 10 distinct products, €244.90, 15% = €36.74 (e2e/quiz.spec.ts).
  await page.goto('/quiz/skincare?r=s1e00_10');
  await page.getByRole('button', { name: 'Add Complete Routine to Cart (15% Off)' }).click();
  await expect(page.getByText('10 products • Save €36.74 (15% off)')).toBeVisible();

  await page.getByRole('link', { name: 'Cart, 10 items' }).click();
  const lines = page
    .getByRole('list')
    .filter({ has: page.getByRole('button', { name: /^Remove / }) })
    .getByRole('listitem');
  await expect(lines).toHaveCount(10);
  await expect(lines.filter({ hasText: '15% off' })).toHaveCount(10);
  const value = (label: string) => page.locator(`dt:text-is("${label}") + dd`);
  await expect(value('Subtotal')).toHaveText('€244.90');
  await expect(value('Bundle discount (15%)')).toHaveText('−€36.74');
  // 8% tax on €208.16 = €16.65.
  await expect(value('Tax')).toHaveText('€16.65');
  await expect(value('Total')).toHaveText('€224.81');
});
