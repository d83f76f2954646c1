import { expect, test } from './support/test.ts';
import { type Page } from '@playwright/test';
import { listProducts } from './support/catalogue.ts';
import { JOURNEY_PASSWORD, uniqueEmail } from './support/accounts.ts';

/**
 * The shop walk's phone journey (decision 027) on a 390×844 phone: sorting kept in the URL, Add to Cart and the cart's
 * total in reach in a bottom bar (never under the toasts), and Back returning to where the
 * shopper was on a long page.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

/** Adding to the cart asks a guest to sign in first: the shopper has an account. */
async function signIn(page: Page) {
  const headers = { 'x-appwrite-project': 'pura' };
  const email = uniqueEmail('phone-walk');
  expect(
    (
      await page.request.post('/v1/account', { headers, data: { userId: 'unique()', email, password: JOURNEY_PASSWORD, name: 'Mia' } })
    ).status(),
  ).toBe(201);
  expect((await page.request.post('/v1/account/sessions/email', { headers, data: { email, password: JOURNEY_PASSWORD } })).status()).toBe(
    201,
  );
}

test('sorting lives in the URL: a shared link, Back and the default order', async ({ page }) => {
  const products = await listProducts(page.request);
  const cheapest = [...products].sort((a, b) => a.price - b.price)[0];
  await page.goto('/shop');
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('Price: low to high');
  await expect(page).toHaveURL(/\/shop\?sort=price-asc$/);
  await expect(page.getByRole('article').first().getByRole('heading')).toHaveText(cheapest?.name ?? '');

  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('Bestsellers');
  await expect(page).toHaveURL(/sort=bestsellers$/);
  await page.goBack();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');
  await page.reload();
  await expect(page.getByRole('article').first().getByRole('heading')).toHaveText(cheapest?.name ?? '');
});

test('a product page offers Add to Cart in a bottom bar while its own button is off the screen', async ({ page }) => {
  await signIn(page);
  const product = (await listProducts(page.request)).find((p) => p.stock === null || p.stock > 2);
  await page.goto(`/product/${product?.$id}`);
  const bar = page.getByRole('region', { name: 'Add to cart' });
  const main = page.getByRole('button', { name: 'Add to Cart', exact: true }).first();
  // The page's own button starts below the image: the bar offers it at once.
  await expect(bar).toBeVisible();
  await expect(bar).toContainText(product?.name ?? '');

  await page.getByRole('button', { name: 'Increase quantity' }).scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(bar).toBeHidden();
  await page.mouse.wheel(0, -2000);
  await expect(bar.getByRole('button', { name: 'Add 2 to Cart' })).toBeVisible();
  await bar.getByRole('button', { name: 'Add 2 to Cart' }).click();
  const toast = page.getByRole('region', { name: 'Notifications' }).getByRole('listitem');
  await expect(toast).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  // The toast rises above the bar, and neither covers the header's controls.
  const [toastBox, barBox, header] = await Promise.all([toast.boundingBox(), bar.boundingBox(), page.getByRole('banner').boundingBox()]);
  expect((toastBox?.y ?? 0) + (toastBox?.height ?? 0)).toBeLessThanOrEqual(barBox?.y ?? 0);
  expect(toastBox?.y ?? 0).toBeGreaterThan((header?.y ?? 0) + (header?.height ?? 0));

  await main.scrollIntoViewIfNeeded();
  await expect(bar).toBeHidden();
});

test('a cart holding a quiz routine keeps its total and Proceed to Checkout in reach', async ({ page }) => {
  await signIn(page);
  // Oily skin, Brightening: 10 distinct products, €224.81 with tax (e2e/quiz-cart.spec.ts).
  await page.goto('/quiz/skincare?r=s1e00_10');
  await page.getByRole('button', { name: 'Add Complete Routine to Cart (15% Off)' }).click();
  await page.getByRole('link', { name: 'Cart, 10 items' }).click();
  const bar = page.getByRole('region', { name: 'Checkout' });
  await expect(bar).toBeVisible();
  await expect(bar).toContainText('€224.81');
  await expect(bar.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout');
  // At the Order Summary the bar gives way to the summary's own button.
  await page.getByRole('heading', { name: 'Order Summary' }).scrollIntoViewIfNeeded();
  await page.getByRole('link', { name: 'Continue Shopping' }).scrollIntoViewIfNeeded();
  await expect(bar).toBeHidden();
});

test('Back returns to where the shopper was on the long shop page', async ({ page }) => {
  await page.goto('/shop');
  // Scrolled as a thumb does, a screen at a time, far down the two-column grid.
  const nextFrame = () => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  for (let step = 0; step < 16; step += 1) {
    await page.mouse.wheel(0, 400);
    await nextFrame();
  }
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(5000);
  await nextFrame();
  const before = await page.evaluate(() => window.scrollY);
  await page.mouse.click(100, 420);
  await expect(page).toHaveURL(/\/product\//);
  await page.goBack();
  await expect(page).toHaveURL(/\/shop$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
});
