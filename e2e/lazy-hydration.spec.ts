import { expect, test } from './support/test.ts';
import { isHydrated, watchConsole } from './support/page-checks.ts';

// Decision 012: on a server-rendered page, product cards and routine sections far below the fold
// are taken over by React only when they come near (HydrateWhenNear), so hydration after the
// first paint stays short. Here a phone-sized visitor finds them working all the same.

test.use({ viewport: { width: 390, height: 844 } });

test('the last card of the shop is taken over when scrolled to, and its heart and button work', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/shop');
  const lastCard = page.getByRole('article').last();
  const heart = lastCard.getByRole('button', { name: /to wishlist$/ });
  const addToCart = lastCard.getByRole('button', { name: /^Add to Cart/ });
  // The app runs, the first card is React's, the last one still the server's markup.
  await expect
    .poll(() =>
      isHydrated(
        page
          .getByRole('article')
          .first()
          .getByRole('button', { name: /to wishlist$/ }),
      ),
    )
    .toBe(true);
  expect(await isHydrated(heart)).toBe(false);

  await lastCard.scrollIntoViewIfNeeded();
  await expect.poll(() => isHydrated(heart)).toBe(true);
  const name = await lastCard.getByRole('heading').innerText();
  await heart.click();
  await expect(lastCard.getByRole('button', { name: `Remove ${name} from wishlist` })).toBeVisible();

  if (await addToCart.isEnabled()) {
    await addToCart.click();
    await expect(page.getByText('Please log in to add items to cart')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  }
  expect(problems).toEqual([]);
});

test('a card reached straight away by the keyboard is taken over before the key press lands', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/shop');
  const lastCard = page.getByRole('article').last();
  const heart = lastCard.getByRole('button', { name: /to wishlist$/ });
  await expect
    .poll(() =>
      isHydrated(
        page
          .getByRole('article')
          .first()
          .getByRole('button', { name: /to wishlist$/ }),
      ),
    )
    .toBe(true);
  expect(await isHydrated(heart)).toBe(false);
  // Focus moves there without a scroll event first; the focus itself opens it.
  await heart.focus();
  await page.keyboard.press('Enter');
  const name = await lastCard.getByRole('heading').innerText();
  await expect(lastCard.getByRole('button', { name: `Remove ${name} from wishlist` })).toBeVisible();
  expect(problems).toEqual([]);
});
