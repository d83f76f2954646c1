import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

/**
 * Search that understands skin (docs/product.md §9 'Search') in Chromium against the built server
 * and its seeded, tagged catalogue: the header's field on any page, skin words and synonyms, the
 * skin type and concern filters in the URL, the server-rendered result, and an empty result that
 * says why.
 */

const cardNames = (page: Page) => page.getByRole('article').getByRole('heading', { level: 3 }).allTextContents();
const status = (page: Page) => page.getByText(/^Showing \d+ of \d+ products$/);

test('the header’s field finds products for dry skin from any page, best match first', async ({ page }) => {
  await page.goto('/about');
  const field = page.getByRole('search').getByRole('searchbox', { name: 'Search all products' });
  await field.fill('dry skin');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/shop\?q=dry\+skin$/);
  await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue('dry skin');
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('relevance');
  await expect(page.getByRole('link', { name: 'Barrier Repair Cream', exact: true })).toBeVisible();
  // Every word must match: the dry shampoo is not for skin.
  expect(await cardNames(page)).not.toContain('Dry Shampoo Powder');
});

test('acne finds the blemish care, and the skin type filter narrows it in the URL', async ({ page }) => {
  await page.goto('/shop?q=acne');
  await expect(page.getByRole('link', { name: 'Clarifying Gel Cleanser', exact: true })).toBeVisible();
  await page.getByRole('combobox', { name: 'Skin type' }).selectOption('Oily');
  await expect(page).toHaveURL(/\/shop\?q=acne&type=oily$/);
  const names = await cardNames(page);
  expect(names).toContain('Clarifying Gel Cleanser');
  await page.getByRole('combobox', { name: 'Concern' }).selectOption('Acne & blemishes');
  await expect(page).toHaveURL(/type=oily&concern=acne$/);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Skin type' })).toHaveValue('oily');
  await expect(page.getByRole('combobox', { name: 'Concern' })).toHaveValue('acne');
  expect(await cardNames(page)).toContain('Clarifying Gel Cleanser');
});

test('moisturiser and moisturizer find the same creams', async ({ page }) => {
  await page.goto('/shop?q=moisturiser');
  await expect(page.getByRole('link', { name: 'Barrier Repair Cream', exact: true })).toBeVisible();
  const british = await cardNames(page);
  const shown = await status(page).textContent();
  await page.goto('/shop?q=moisturizer');
  await expect(status(page)).toHaveText(shown ?? '');
  expect(await cardNames(page)).toEqual(british);
});

test('an empty result says the category filter is still on, clears it, and offers the quizzes and bestsellers', async ({ page }) => {
  await page.goto('/shop?q=acne&category=Haircare');
  await expect(page.getByText('No products match “acne”')).toBeVisible();
  await expect(page.getByText('The category filter “Haircare” is still on.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Take the Skincare Quiz' })).toHaveAttribute('href', '/quiz/skincare');
  await expect(page.getByRole('link', { name: 'Take the Haircare Quiz' })).toHaveAttribute('href', '/quiz/haircare');
  await expect(page.getByRole('region', { name: 'Our bestsellers' }).getByRole('article').first()).toBeVisible();

  await page.getByRole('button', { name: 'Show all categories' }).click();
  await expect(page).toHaveURL(/\/shop\?q=acne$/);
  await expect(page.getByRole('link', { name: 'Clarifying Gel Cleanser', exact: true })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server renders the search and filters from the URL, and the header’s form gets there', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('searchbox', { name: 'Search all products' }).fill('moisturiser');
    await page.getByRole('searchbox', { name: 'Search all products' }).press('Enter');
    await expect(page).toHaveURL(/\/shop\?q=moisturiser$/);
    await expect(page.getByRole('link', { name: 'Barrier Repair Cream', exact: true })).toBeVisible();

    await page.goto('/shop?q=cream&type=oily');
    const names = await cardNames(page);
    expect(names).toContain('Lightweight Gel Cream');
    expect(names).not.toContain('Barrier Repair Cream');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the header’s search icon widens into a field that searches', async ({ page }) => {
    await page.goto('/');
    const field = page.getByRole('searchbox', { name: 'Search all products' });
    const narrow = await field.boundingBox();
    expect(narrow?.width).toBeLessThanOrEqual(44);
    await field.tap();
    await expect.poll(async () => (await field.boundingBox())?.width ?? 0).toBeGreaterThan(300);
    await field.fill('sunscreen');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/shop\?q=sunscreen$/);
    await expect(page.getByRole('link', { name: 'Mineral Sunscreen SPF 30', exact: true })).toBeVisible();
  });
});
