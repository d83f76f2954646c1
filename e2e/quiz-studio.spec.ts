import type { Page } from '@playwright/test';
import { expect, test as base } from './support/test.ts';
import { ADMIN, PROJECT } from './support/admin-api.ts';
import { enterShippingAddress, payWithTestCard } from './support/checkout.ts';
import { startShopServer } from './support/shop-server.ts';

// The quiz studio's journey (decision 025): the owner creates a product, makes the skincare quiz recommend it for Oily
// skin in /admin/quizzes (a first rule in the morning moisturiser slot), publishes; a shopper who
// answers Oily gets it in the routine, adds the whole routine and pays the 15 %-discounted total.
// The journey runs its own server: the others expect version 1 of the quizzes.

const test = base.extend<object, { studioServer: { url: string } }>({
  studioServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const shop = await startShopServer('quiz-studio');
      await use({ url: shop.url });
      await shop.stop();
    },
    // A fresh server migrates and seeds its database first, which takes a while on a busy machine.
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ studioServer }, use) => use(studioServer.url),
});

const PRODUCT = 'Oil Balance Gel Moisturiser';
const value = (page: Page, label: string) => page.locator(`dt:text-is("${label}") + dd`);

test('the owner publishes a quiz version recommending a new product; an Oily shopper buys the whole routine at 15 % off', async ({
  page,
}) => {
  test.setTimeout(180_000);
  expect((await page.request.post('/v1/account/sessions/email', { headers: PROJECT, data: ADMIN })).status()).toBe(201);

  // The product, through the admin's products page.
  await page.goto('/admin/products');
  await page.getByRole('button', { name: 'Add product' }).click();
  const productDialog = page.getByRole('dialog', { name: 'Add product' });
  await productDialog.getByLabel('Name').fill(PRODUCT);
  await productDialog.getByLabel('Category').selectOption('Skincare');
  await productDialog.getByLabel('Price (€)').fill('29');
  await productDialog.getByLabel('Description').fill('A light gel moisturiser for oily skin.');
  await productDialog.getByLabel('Stock (empty = unlimited)').fill('40');
  await productDialog.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByText('Product created successfully!')).toBeVisible();

  // The studio: a first rule in the morning moisturiser slot, for skin type Oily.
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Quizzes' }).click();
  await page.getByRole('link', { name: /Start a draft of the skincare quiz/ }).click();
  await expect(page.getByRole('heading', { name: 'Skincare quiz: draft of version 2' })).toBeVisible();
  await page.getByRole('button', { name: 'Rules' }).click();
  await expect(page.getByRole('button', { name: 'Morning' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Add a rule to moisturiser' }).click();

  // Keyboard: the new last rule moves to the top with Enter on its Move up button; the focus follows it.
  const rules = await page.getByRole('button', { name: /^Move rule \d+ of moisturiser up$/ }).count();
  await page.getByRole('button', { name: `Move rule ${rules} of moisturiser up` }).focus();
  for (let position = rules; position > 1; position--) {
    await page.keyboard.press('Enter');
    const next = position - 1 === 1 ? 'Move rule 1 of moisturiser down' : `Move rule ${position - 1} of moisturiser up`;
    await expect(page.getByRole('button', { name: next })).toBeFocused();
  }

  await page.getByRole('button', { name: 'Add a condition to rule 1 of moisturiser' }).click();
  await page.getByRole('combobox', { name: 'Condition 1 of rule 1 of moisturiser: Question' }).selectOption('skin-type');
  await page.getByRole('combobox', { name: 'Condition 1 of rule 1 of moisturiser: How' }).selectOption('equals');
  await page.getByRole('combobox', { name: 'Condition 1 of rule 1 of moisturiser: Answer' }).selectOption('oily');
  await page.getByRole('button', { name: /^Product of rule 1 of moisturiser/ }).click();
  const picker = page.getByRole('dialog', { name: 'Choose the product' });
  await picker.getByRole('searchbox', { name: 'Search products' }).fill('oil balance');
  await picker.getByRole('button', { name: new RegExp(PRODUCT) }).click();
  await expect(page.getByRole('button', { name: /^Product of rule 1 of moisturiser/ })).toContainText(PRODUCT);
  await page
    .getByRole('textbox', { name: 'Reason of rule 1 of moisturiser (English)' })
    .fill('A light gel that hydrates oily skin without shine.');
  await page
    .getByRole('textbox', { name: 'Reason of rule 1 of moisturiser (German)' })
    .fill('Ein leichtes Gel, das fettige Haut ohne Glanz pflegt.');

  const coverage = page.getByRole('region', { name: 'Coverage check' });
  await expect(coverage).toContainText('3,780 ways of answering checked: 0 error(s)');
  await page.getByRole('button', { name: 'Publish' }).click();
  const publish = page.getByRole('dialog', { name: 'Publish version 2?' });
  await publish.getByRole('button', { name: 'Publish version 2' }).click();
  await expect(page.getByText('Version 2 is live')).toBeVisible();
  await page.getByRole('link', { name: 'All quizzes' }).click();
  await expect(page.getByRole('region', { name: 'Skincare quiz' })).toContainText('Version 2, published');

  // A shopper (the owner signs out first: one session at a time).
  expect((await page.request.delete('/v1/account/sessions/current', { headers: PROJECT })).status()).toBe(204);
  const email = `quiz-studio-${Date.now()}@example.test`;
  const password = 'journey-pass-1234';
  expect(
    (await page.request.post('/v1/account', { headers: PROJECT, data: { userId: 'unique()', email, password, name: 'Mia' } })).status(),
  ).toBe(201);
  expect((await page.request.post('/v1/account/sessions/email', { headers: PROJECT, data: { email, password } })).status()).toBe(201);

  await page.goto('/quiz/skincare');
  await page.getByRole('button', { name: /Start Quiz/ }).click();
  for (const [choice, next] of [
    [/^Oily/, 'Next'],
    [/^Brighter skin/, 'Next'],
  ] as const) {
    await page.getByRole('radio', { name: choice }).click();
    await page.getByRole('button', { name: next }).click();
  }
  await page.getByRole('button', { name: 'Next' }).click(); // the optional second concern, skipped
  await page.getByRole('radio', { name: /^Hybrid SPF 50\+/ }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: /^Gentle care/ }).click();
  await page.getByRole('button', { name: 'Get My Routine' }).click();

  const morning = page.getByRole('region', { name: 'Morning' });
  await expect(morning.getByRole('article', { name: PRODUCT })).toBeVisible();
  await expect(morning.getByRole('article', { name: PRODUCT })).toContainText('A light gel that hydrates oily skin without shine.');
  const yourPrice = (await page.getByText('Your Price').locator('xpath=following-sibling::dd').textContent())?.trim() ?? '';

  await page.getByRole('button', { name: 'Add Complete Routine to Cart (15% Off)' }).click();
  await page.goto('/cart');
  await expect(value(page, 'Bundle discount (15%)')).toBeVisible();
  const subtotal = await value(page, 'Subtotal').textContent();
  const discount = await value(page, 'Bundle discount (15%)').textContent();
  const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);
  expect(cents(subtotal) - cents(discount)).toBe(cents(yourPrice));
  const total = ((await value(page, 'Total').textContent()) ?? '').trim();

  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await enterShippingAddress(page, { firstName: 'Mia', lastName: 'Berg' });
  await payWithTestCard(page, total, 'Mia Berg');
});
