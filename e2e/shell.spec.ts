import { expect, test } from './support/test.ts';

// The SDK ping and /api/health are tested on both engines in apps/server/test/skeleton.test.ts.

test.describe('walking skeleton', () => {
  test('home shows header and footer; nav reaches /about; unknown paths show 404; /quiz lands on the skincare quiz', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });

    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Pura — home' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('100% Vegan')).toBeVisible();
    await expect(footer.getByRole('navigation', { name: 'Quick Links' })).toBeVisible();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // A path that is no page answers 404 (the browser logs that as a failed resource) with the page.
    expect((await page.goto('/nope'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    const notFoundLog = errors.indexOf('Failed to load resource: the server responded with a status of 404 (Not Found)');
    expect(notFoundLog).toBeGreaterThanOrEqual(0);
    errors.splice(notFoundLog, 1);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/quiz');
    await expect(page).toHaveURL(/\/quiz\/skincare$/);

    expect(errors).toEqual([]);
  });

  test('a keyboard visitor following a link lands on the new page’s heading, also on Back and on a page whose data loads', async ({
    page,
  }) => {
    await page.goto('/');
    const shopLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop' });
    for (let presses = 0; presses < 10 && !(await shopLink.evaluate((link) => link === document.activeElement)); presses++)
      await page.keyboard.press('Tab');
    await expect(shopLink).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/shop$/);
    const shopHeading = page.getByRole('heading', { level: 1, name: 'Shop' });
    await expect(shopHeading).toBeFocused();
    // Tab goes on from the heading, into the page.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(true);

    // The product page shows a skeleton until its data arrives; the heading takes the focus then.
    const productLink = page.getByRole('main').getByRole('heading', { level: 3 }).getByRole('link').first();
    const productName = (await productLink.textContent())?.trim() ?? '';
    await productLink.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/product\//);
    await expect(page.getByRole('heading', { level: 1, name: productName })).toBeFocused();

    await page.goBack();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(shopHeading).toBeFocused();
  });

  test('the mobile menu opens and navigates on a phone-sized screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
    // On the new page, not back on "Open menu".
    await expect(page.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeFocused();
  });
});
