import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { ADMIN, PROJECT } from './support/admin-api.ts';
import { uniqueEmail } from './support/accounts.ts';
import { PRODUCTS } from './support/catalogue.ts';
import { linkIn, nextMailTo } from './support/mail-capture.ts';
import { seriousAxeProblems } from './support/axe.ts';

// docs/product.md §2 /wishlist and §4 Back in stock: the hearts lead to a page of saved products,
// and a sold-out product can be asked for by e-mail, answered once when its stock returns.

async function adminContext(
  playwright: { request: { newContext(options: { baseURL?: string }): Promise<APIRequestContext> } },
  baseURL?: string,
) {
  const admin = await playwright.request.newContext({ baseURL });
  const signIn = await admin.post('/v1/account/sessions/email', { headers: PROJECT, data: ADMIN });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  return admin;
}

test.describe('wishlist and back in stock', () => {
  test('a heart saves a product; the header heart counts it and /wishlist lists it with Add to Cart and remove', async ({ page }) => {
    await page.goto('/shop');
    const firstCard = page.getByRole('main').getByRole('article').first();
    const name = (await firstCard.getByRole('heading').textContent())?.trim() ?? '';
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Wishlist', exact: true })).toBeVisible();
    await firstCard.getByRole('button', { name: `Add ${name} to wishlist` }).click();
    await expect(header.getByRole('link', { name: 'Wishlist, 1 saved' })).toBeVisible();

    await header.getByRole('link', { name: 'Wishlist, 1 saved' }).click();
    await expect(page).toHaveURL(/\/wishlist$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Wishlist' })).toBeVisible();
    const saved = page.getByRole('main').getByRole('article');
    await expect(saved).toHaveCount(1);
    await expect(saved.getByRole('heading')).toHaveText(name);
    // Add to Cart works as on every card: a signed-out visitor signs in first (the default settings).
    await saved.getByRole('button', { name: /Add to Cart/ }).click();
    await expect(page).toHaveURL(/\/login/);

    // Kept in this browser: a fresh load of the page (the server answers 200) still lists it.
    const response = await page.goto('/wishlist');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
    expect(await seriousAxeProblems(page, 'wishlist')).toEqual([]);

    await page.getByRole('button', { name: `Remove ${name} from wishlist` }).click();
    await expect(page.getByRole('heading', { name: 'Nothing saved yet' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Wishlist', exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Browse the Shop' }).click();
    await expect(page).toHaveURL(/\/shop$/);
  });

  test('a sold-out product mails its confirmed requester once when an admin restocks it', async ({ page, playwright, baseURL }) => {
    const admin = await adminContext(playwright, baseURL);
    const id = `sold-out-${Date.now().toString(36)}`;
    const created = await admin.post(PRODUCTS, {
      headers: PROJECT,
      data: { documentId: id, data: { name: 'Journey Night Balm', price: 18.5, description: 'Rich.', category: 'Skincare', stock: 0 } },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const email = uniqueEmail('restock');
    try {
      await page.goto(`/product/${id}`);
      await expect(page.getByRole('button', { name: 'Add to Cart' }).first()).toBeDisabled();
      const field = page.getByRole('textbox', { name: 'E-mail me when it is back' });
      await page.getByRole('button', { name: 'Notify me' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Please enter your email address' })).toBeVisible();
      await field.fill(email);
      await page.getByRole('button', { name: 'Notify me' }).click();
      await expect(page.getByText(/please confirm through the link in the e-mail we just sent you/)).toBeVisible();

      const confirmation = await nextMailTo(email, { subject: /Confirm your alert for Journey Night Balm/ });
      await page.goto(linkIn(confirmation, '/api/stock-alerts/confirm'));
      await expect(page.getByRole('heading', { name: 'Alert confirmed' })).toBeVisible();

      const restock = await admin.patch(`${PRODUCTS}/${id}`, { headers: PROJECT, data: { data: { stock: 4 } } });
      expect(restock.ok(), await restock.text()).toBe(true);
      const notice = await nextMailTo(email, { subject: /Journey Night Balm is back in stock/ });
      await page.goto(linkIn(notice, `/product/${id}`));
      await expect(page.getByRole('heading', { level: 1, name: 'Journey Night Balm' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'E-mail me when it is back' })).toHaveCount(0);

      // Sold out and back once more: the request was answered, so no second mail.
      await admin.patch(`${PRODUCTS}/${id}`, { headers: PROJECT, data: { data: { stock: 0 } } });
      await admin.patch(`${PRODUCTS}/${id}`, { headers: PROJECT, data: { data: { stock: 2 } } });
      await expect(nextMailTo(email, { subject: /is back in stock/, timeoutMs: 2_000 })).rejects.toThrow(/no mail/);
    } finally {
      await admin.delete(`${PRODUCTS}/${id}`, { headers: PROJECT });
      await admin.dispose();
    }
  });
});
