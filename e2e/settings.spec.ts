import type { Page } from '@playwright/test';
import { expect, test as base } from './support/test.ts';
import { ADMIN, PROJECT } from './support/admin-api.ts';
import { enterShippingAddress, payWithTestCard } from './support/checkout.ts';
import { nextMailTo } from './support/mail-capture.ts';
import { startShopServer } from './support/shop-server.ts';
import { journeySmtpUrl } from './support/test.ts';

// Decision 024 journey: the owner changes the shop name, the shipping fee (decision 030), the
// return window and the tax mode in /admin/settings, and sees them in the page titles, on the home
// page, the footer, /shipping, /terms, a product page, the cart and checkout, then a shopper pays
// exactly the total the cart showed, shipping included, and the order e-mail says the same — in
// both tax modes. The journey runs its own server (delivering mail to the run's SMTP capture):
// other journeys expect the default settings.

const test = base.extend<object, { settingsServer: { url: string } }>({
  settingsServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const shop = await startShopServer('settings', { SMTP_URL: journeySmtpUrl() });
      await use({ url: shop.url });
      await shop.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ settingsServer }, use) => use(settingsServer.url),
});

const euros = (cents: number) => `€${(cents / 100).toFixed(2)}`;
const summaryValue = (page: Page, label: string) => page.locator(`dt:text-is("${label}") + dd`);

/** A product with stock to spare (priced below `options.below` euros, if given). */
async function productInStock(page: Page, options: { below?: number } = {}) {
  const list = await page.request.get('/v1/databases/shop/collections/products/documents', { headers: PROJECT });
  const { documents } = (await list.json()) as { documents: Array<{ $id: string; name: string; price: number; stock: number | null }> };
  const below = options.below ?? Infinity;
  const product = documents.find((doc) => (doc.stock === null || doc.stock > 2) && doc.price < below);
  if (!product) throw new Error(`no product under €${below} in stock`);
  return product;
}

/** Signs whoever is signed in out, then signs a new shopper up and in; returns their e-mail. */
async function signUpShopper(page: Page, name: string): Promise<string> {
  expect([204, 401]).toContain((await page.request.delete('/v1/account/sessions/current', { headers: PROJECT })).status());
  const email = `settings-${name.toLowerCase()}-${Date.now()}@example.test`;
  const password = 'journey-pass-1234';
  expect((await page.request.post('/v1/account', { headers: PROJECT, data: { userId: 'unique()', email, password, name } })).status()).toBe(
    201,
  );
  expect((await page.request.post('/v1/account/sessions/email', { headers: PROJECT, data: { email, password } })).status()).toBe(201);
  return email;
}

/**
 * From the cart: checks out to a Berlin address, checks the checkout's summary rows (label → text),
 * pays `total` with the test card and returns the signed-in shopper's only order as the server
 * recorded it when the payment succeeded.
 */
async function checkOutAndPay(
  page: Page,
  shopper: { firstName: string; lastName: string },
  total: string,
  summary: Record<string, string>,
) {
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await enterShippingAddress(page, shopper);
  for (const [label, value] of Object.entries(summary)) await expect(summaryValue(page, label)).toHaveText(value);
  await payWithTestCard(page, total, `${shopper.firstName} ${shopper.lastName}`);
  const response = await page.request.get('/v1/databases/shop/collections/orders/documents', { headers: PROJECT });
  expect(response.ok(), await response.text()).toBe(true);
  const { documents } = (await response.json()) as {
    documents: Array<{ total: number; tax: number; shipping: number; taxMode: string; status: string }>;
  };
  expect(documents).toHaveLength(1);
  return documents[0];
}

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

  // A shopper signs up and buys one product (the owner signs out first: one session at a time),
  // below the free-shipping amount, so the order pays the fee.
  const email = await signUpShopper(page, 'Mia');
  const product = await productInStock(page, { below: 30 });
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

  const order = await checkOutAndPay(page, { firstName: 'Mia', lastName: 'Berg' }, euros(totalCents), {
    Shipping: '€4.90',
    'incl. 8 % VAT': euros(vatCents),
  });
  expect(order).toMatchObject({
    total: totalCents / 100,
    tax: vatCents / 100,
    shipping: 4.9,
    taxMode: 'included_in_prices',
    status: 'completed',
  });

  // The order e-mail as the shopper gets it: the new name, the same total, the VAT inside it.
  const mail = await nextMailTo(email, { subject: /^Your Acme Naturals order ORD-\d+$/ });
  expect(mail.text).toContain('Shipping: €4.90');
  expect(mail.text).toContain(`Total: ${euros(totalCents)}`);
  expect(mail.text).toContain(`incl. 8 % VAT: ${euros(vatCents)}`);
  expect(mail.text).not.toContain('Tax:');
  expect(mail.text).toContain('Free shipping on orders over €30, delivered in 3-5 business days · 30-day returns.');
  expect(mail.text).toContain('— Acme Naturals');
  expect(mail.html).toContain('Acme Naturals');
});

test('tax added at checkout: the checkout shows Tax and the shipping fee, the charge and the e-mail match it', async ({ page }) => {
  test.setTimeout(120_000);
  const admin = await page.request.post('/v1/account/sessions/email', { headers: PROJECT, data: ADMIN });
  expect(admin.status(), await admin.text()).toBe(201);
  await page.goto('/admin/settings');
  await page.getByRole('textbox', { name: 'Shipping fee below it (€)' }).fill('4.90');
  await page.getByRole('textbox', { name: 'Return window (days)' }).fill('21');
  await page.getByRole('combobox', { name: 'Tax' }).selectOption('added_at_checkout');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  await page.goto('/terms');
  await expect(page.getByText(/within 21 days of delivery/)).toBeVisible();

  const email = await signUpShopper(page, 'Noah');
  const product = await productInStock(page, { below: 30 });
  await page.goto(`/product/${product.$id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(`${product.name} added to cart!`)).toBeVisible();

  // Tax added at checkout: 8 % of the goods and the €4.90 shipping (half up), on top of both.
  const subtotalCents = Math.round(product.price * 100);
  const taxCents = Math.floor(((subtotalCents + 490) * 800 * 2 + 10_000) / 20_000);
  const totalCents = subtotalCents + 490 + taxCents;
  await page.goto('/cart');
  await expect(summaryValue(page, 'Subtotal')).toHaveText(euros(subtotalCents));
  await expect(summaryValue(page, 'Tax')).toHaveText(euros(taxCents));
  await expect(summaryValue(page, 'Shipping')).toHaveText('€4.90');
  await expect(summaryValue(page, 'Total')).toHaveText(euros(totalCents));
  await expect(summaryValue(page, 'incl. 8 % VAT')).toHaveCount(0);

  const order = await checkOutAndPay(page, { firstName: 'Noah', lastName: 'Lind' }, euros(totalCents), {
    Tax: euros(taxCents),
    Shipping: '€4.90',
    Total: euros(totalCents),
  });
  expect(order).toMatchObject({
    total: totalCents / 100,
    tax: taxCents / 100,
    shipping: 4.9,
    taxMode: 'added_at_checkout',
    status: 'completed',
  });

  const mail = await nextMailTo(email, { subject: / order ORD-\d+$/ });
  expect(mail.text).toContain(`Subtotal: ${euros(subtotalCents)}`);
  expect(mail.text).toContain(`Tax: ${euros(taxCents)}`);
  expect(mail.text).toContain('Shipping: €4.90');
  expect(mail.text).toContain(`Total: ${euros(totalCents)}`);
  expect(mail.text).not.toContain('incl. 8 % VAT');
  expect(mail.text).toContain('21-day returns');
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
