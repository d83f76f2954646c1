import type { Page } from '@playwright/test';
import { expect, test as base } from './support/test.ts';
import { ADMIN, PROJECT } from './support/admin-api.ts';
import { enterShippingAddress, payWithTestCard } from './support/checkout.ts';
import { startShopServer } from './support/shop-server.ts';

// Decision 024 journey: the owner changes the shop name, the shipping fee (decision 030), the
// return window and the tax mode in /admin/settings, and sees them in the page titles, on the home
// page, the footer, /shipping, a product page, the cart and checkout, then a shopper pays exactly
// the total the cart showed, shipping included. The journey runs its
// own server: other journeys expect the default settings.

const test = base.extend<object, { settingsServer: { url: string } }>({
  settingsServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const shop = await startShopServer('settings');
      await use({ url: shop.url });
      await shop.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ settingsServer }, use) => use(settingsServer.url),
});

const euros = (cents: number) => `€${(cents / 100).toFixed(2)}`;
const summaryValue = (page: Page, label: string) => page.locator(`dt:text-is("${label}") + dd`);

test('the owner changes name, shipping fee, returns and tax mode; every page and the charge follow', async ({ page }) => {
  test.setTimeout(120_000);
  const admin = await page.request.post('/v1/account/sessions/email', { headers: PROJECT, data: ADMIN });
  expect(admin.status(), await admin.text()).toBe(201);

  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { name: 'Shop settings' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Shop name' }).fill('Acme Naturals');
  await page.getByRole('textbox', { name: 'Shipping fee below it (€)' }).fill('4.90');
  await page.getByRole('textbox', { name: 'Return window (days)' }).fill('30');
  await page.getByRole('combobox', { name: 'Tax' }).selectOption('included_in_prices');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  await expect(page.getByText(/Last changed by admin@pura\.local/)).toContainText(
    'store.shopName, policies.shippingFeeCents, policies.returnWindowDays, pricing.taxMode',
  );

  await page.goto('/');
  await expect(page).toHaveTitle('Acme Naturals — Organic Vegan Skincare & Haircare');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('Acme Naturals', { exact: true })).toBeVisible();
  await expect(footer).toContainText('Free shipping on orders over €30');
  await expect(footer).not.toContainText('10% off');

  await page.goto('/shipping');
  await expect(page).toHaveTitle('Shipping — Acme Naturals');
  await expect(page.getByRole('heading', { level: 1, name: 'Free shipping on orders over €30' })).toBeVisible();
  await expect(page.getByText('Orders below €30 pay €4.90 shipping.')).toBeVisible();
  await page.goto('/returns');
  await expect(page.getByRole('heading', { level: 1, name: '30-day returns' })).toBeVisible();
  await page.goto('/terms');
  await expect(page.getByText(/within 30 days of delivery/)).toBeVisible();

  // A shopper signs up and buys one product (the owner signs out first: one session at a time).
  expect((await page.request.delete('/v1/account/sessions/current', { headers: PROJECT })).status()).toBe(204);
  const email = `settings-${Date.now()}@example.test`;
  const password = 'journey-pass-1234';
  expect(
    (await page.request.post('/v1/account', { headers: PROJECT, data: { userId: 'unique()', email, password, name: 'Mia' } })).status(),
  ).toBe(201);
  expect((await page.request.post('/v1/account/sessions/email', { headers: PROJECT, data: { email, password } })).status()).toBe(201);
  const list = await page.request.get('/v1/databases/shop/collections/products/documents', { headers: PROJECT });
  const { documents } = (await list.json()) as { documents: Array<{ $id: string; name: string; price: number; stock: number | null }> };
  // Below the free-shipping amount, so the order pays the fee.
  const product = documents.find((doc) => (doc.stock === null || doc.stock > 2) && doc.price < 30);
  if (!product) throw new Error('no product under €30 in stock');
  await page.goto(`/product/${product.$id}`);
  await expect(page).toHaveTitle(`${product.name} — Acme Naturals`);
  await expect(page.getByText('Free shipping on orders over €30 · 30-day returns · Delivered in 3-5 business days')).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(`${product.name} added to cart!`)).toBeVisible();

  // Tax included in prices: the total is the price plus the €4.90 shipping, the VAT its part
  // (total × 800 ÷ 10800, half up: shipping is taxed with the goods).
  const totalCents = Math.round(product.price * 100) + 490;
  const vatCents = Math.floor((totalCents * 800 * 2 + 10_800) / (10_800 * 2));
  await page.goto('/cart');
  await expect(page).toHaveTitle('Your Cart — Acme Naturals');
  await expect(summaryValue(page, 'Shipping')).toHaveText('€4.90');
  await expect(summaryValue(page, 'Total')).toHaveText(euros(totalCents));
  await expect(summaryValue(page, 'incl. 8 % VAT')).toHaveText(euros(vatCents));
  await expect(summaryValue(page, 'Tax')).toHaveCount(0);

  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await enterShippingAddress(page, { firstName: 'Mia', lastName: 'Berg' });
  await expect(summaryValue(page, 'Shipping')).toHaveText('€4.90');
  await expect(summaryValue(page, 'incl. 8 % VAT')).toHaveText(euros(vatCents));
  await payWithTestCard(page, euros(totalCents), 'Mia Berg');
});

/** Changes the checkout setting through the admin's API, then signs the admin out again. */
async function chooseCheckout(page: Page, settingsServerUrl: string, signInToAddToCart: boolean) {
  const headers = { ...PROJECT, origin: settingsServerUrl };
  expect((await page.request.post('/v1/account/sessions/email', { headers, data: ADMIN })).status()).toBe(201);
  const { settings } = (await (await page.request.get('/api/admin/settings', { headers })).json()) as { settings: Record<string, unknown> };
  const saved = await page.request.put('/api/admin/settings', { headers, data: { ...settings, checkout: { signInToAddToCart } } });
  expect(saved.status(), await saved.text()).toBe(200);
  expect((await page.request.delete('/v1/account/sessions/current', { headers })).status()).toBe(204);
}

/** A product with stock to spare, read as a guest. */
async function productInStock(page: Page) {
  const list = await page.request.get('/v1/databases/shop/collections/products/documents', { headers: PROJECT });
  const { documents } = (await list.json()) as { documents: Array<{ $id: string; name: string; stock: number | null }> };
  const product = documents.find((doc) => doc.stock === null || doc.stock > 2);
  if (!product) throw new Error('no product in stock');
  return product;
}

test('sign-in mode: Add to Cart sends a guest to /login and back to the page with the product in the cart', async ({
  page,
  settingsServer,
}) => {
  test.setTimeout(90_000);
  await chooseCheckout(page, settingsServer.url, true);
  const product = await productInStock(page);
  const email = `waiting-${Date.now()}@example.test`;
  const password = 'journey-pass-1234';
  expect(
    (await page.request.post('/v1/account', { headers: PROJECT, data: { userId: 'unique()', email, password, name: 'Noor' } })).status(),
  ).toBe(201);

  await page.goto(`/product/${product.$id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Please log in to add items to cart')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();

  // Back on the product page, the product already in the cart: no second press.
  await expect(page).toHaveURL(new RegExp(`/product/${product.$id}$`));
  await expect(page.getByText(`${product.name} added to cart!`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
  await expect(page.getByRole('main').getByText(product.name).first()).toBeVisible();
});

test('guest cart: a guest fills the cart, signs up at checkout, and pays with the cart intact', async ({ page, settingsServer }) => {
  test.setTimeout(120_000);
  await chooseCheckout(page, settingsServer.url, false);
  const product = await productInStock(page);

  await page.goto(`/product/${product.$id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(`${product.name} added to cart!`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/product/${product.$id}$`));
  await page.goto('/cart');
  const total = await summaryValue(page, 'Total').innerText();
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Sign in or create an account to check out. Your cart stays as it is.')).toBeVisible();
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const signUp = page.getByRole('form', { name: 'Sign up' });
  await signUp.getByLabel('Name').fill('Guest Shopper');
  await signUp.getByLabel('Email').fill(`guest-cart-${Date.now()}@example.test`);
  await signUp.getByLabel('Password', { exact: true }).fill('journey-pass-1234');
  await signUp.getByLabel('Confirm Password').fill('journey-pass-1234');
  await signUp.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/checkout$/);
  await enterShippingAddress(page, { firstName: 'Guest', lastName: 'Shopper' });
  await payWithTestCard(page, total, 'Guest Shopper');
});

test('the owner uploads a logo and a hero image; the header and home show them, and Remove brings back the defaults', async ({
  page,
  settingsServer,
}) => {
  test.setTimeout(90_000);
  const headers = { ...PROJECT, origin: settingsServer.url };
  expect((await page.request.post('/v1/account/sessions/email', { headers, data: ADMIN })).status()).toBe(201);
  // A 1×1 PNG: the bucket checks that uploads decode as images.
  const png = {
    name: 'mark.png',
    mimeType: 'image/png',
    buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'),
  };

  await page.goto('/admin/settings');
  await page.getByLabel('Logo', { exact: true }).setInputFiles({ ...png, name: 'notes.txt', mimeType: 'text/plain' });
  await expect(page.getByText('Logo must be a JPEG, PNG, WebP, AVIF or GIF image')).toBeVisible();
  await page.getByLabel('Logo', { exact: true }).setInputFiles(png);
  await expect(page.getByRole('img', { name: 'Logo now in use' })).toBeVisible();
  await page.getByLabel('Hero image', { exact: true }).setInputFiles(png);
  await expect(page.getByRole('img', { name: 'Hero image now in use' })).toBeVisible();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const home = page.getByRole('banner').getByRole('link', { name: /— home$/ });
  await expect(home.locator('img')).toHaveAttribute('src', /\/storage\/buckets\/product-images\/files\/[^/]+\/preview\?width=64/);
  await expect(home.locator('svg')).toHaveCount(0);
  await expect(page.getByRole('main').locator('section').first().locator('img[src*="width=800"]')).toBeVisible();
  // Phones show the hero image too, under the heading.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('main').locator('section').first().locator('img[src*="width=800"]')).toBeVisible();
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.goto('/admin/settings');
  await page.getByRole('button', { name: 'Remove logo' }).click();
  await page.getByRole('button', { name: 'Remove hero image' }).click();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  await page.goto('/');
  await expect(
    page
      .getByRole('banner')
      .getByRole('link', { name: /— home$/ })
      .locator('svg'),
  ).toHaveCount(1);
});
