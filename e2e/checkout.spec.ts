import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { seriousAxeProblems } from './support/axe.ts';
import { PROJECT } from './support/admin-api.ts';

/**
 * Checkout journeys (decision 008; docs/product.md §2 /cart, /checkout, /payment-success, §4 'Checkout flow')
 * in Chromium against the built server and its seeded catalogue, paying with the built-in test
 * processor's cards.
 */

const ROUTINE_URL = '/quiz/skincare?r=s1e00_10';
// The routine behind ROUTINE_URL (e2e/quiz.spec.ts): 10 distinct products for €244.90.
const ROUTINE_NAMES = new Set([
  'Clarifying Gel Cleanser',
  'Vitamin C Serum',
  'Lightweight Gel Cream',
  'Hybrid Sunscreen SPF 50+',
  'Brightening Glow Mask',
  'Gentle Enzyme Scrub',
  'Gentle Sensitive Body Wash',
  'Urea Repair Body Lotion',
  'Repair Lip Balm',
  'Plumping Tint Lip Balm',
]);
const ROUTINE_CENTS = 24_490;

interface ProductDoc {
  $id: string;
  name: string;
  price: number;
  stock: number | null;
}

const euros = (cents: number) => `€${(cents / 100).toFixed(2)}`;

/** Signs a new customer up and in through the API; page.request shares the page's cookies. */
async function signUp(page: Page, label: string): Promise<string> {
  const email = `${label}-${Date.now()}@example.test`;
  const password = 'journey-pass-1234';
  const created = await page.request.post('/v1/account', {
    headers: PROJECT,
    data: { userId: 'unique()', email, password, name: 'Journey Shopper' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const session = await page.request.post('/v1/account/sessions/email', { headers: PROJECT, data: { email, password } });
  expect(session.status(), await session.text()).toBe(201);
  return email;
}

/** A seeded product outside the routine with stock to spare. */
async function standaloneProduct(request: APIRequestContext): Promise<ProductDoc> {
  const limit = encodeURIComponent(JSON.stringify({ method: 'limit', values: [100] }));
  const response = await request.get(`/v1/databases/shop/collections/products/documents?queries[0]=${limit}`, { headers: PROJECT });
  const { documents } = (await response.json()) as { documents: ProductDoc[] };
  const product = documents.find((doc) => !ROUTINE_NAMES.has(doc.name) && (doc.stock === null || doc.stock > 5));
  expect(product, 'a product outside the routine').toBeDefined();
  return product as ProductDoc;
}

async function addProduct(page: Page, product: ProductDoc) {
  await page.goto(`/product/${product.$id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(`${product.name} added to cart!`)).toBeVisible();
}

async function fillAddress(page: Page) {
  await page.getByLabel('First name', { exact: true }).fill('Mia');
  await page.getByLabel('Last name', { exact: true }).fill('Berg');
  await page.getByLabel('Address', { exact: true }).fill('Lindenstraße 5');
  await page.getByLabel('City', { exact: true }).fill('Berlin');
  await page.getByLabel('ZIP code', { exact: true }).fill('10115');
}

async function payWithCard(page: Page, number: string) {
  const form = page.getByRole('form', { name: 'Card payment' });
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiry (MM/YY)').fill('12/34');
  await form.getByLabel('CVC').fill('123');
  await form.getByLabel('Name on card').fill('Mia Berg');
  await form.getByRole('button', { name: /^Pay Now/ }).click();
}

async function toPaymentStep(page: Page) {
  await page.goto('/checkout');
  await expect(page.getByRole('button', { name: 'Continue to Payment' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Checking your cart...' })).toHaveCount(0);
  await fillAddress(page);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByRole('form', { name: 'Card payment' }).getByText('Test mode — no real charge')).toBeVisible();
}

async function myOrderCount(page: Page): Promise<number> {
  const response = await page.request.get('/v1/databases/shop/collections/orders/documents', { headers: PROJECT });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { total: number }).total;
}

const summaryValue = (page: Page, label: string) => page.locator(`dt:text-is("${label}") + dd`);

test.describe('checkout (decision 008)', () => {
  test('a product and a quiz routine: bundle discount in the cart, paid with 4242…, the order in /profile', async ({ page }) => {
    test.setTimeout(120_000);
    await signUp(page, 'checkout');
    const product = await standaloneProduct(page.request);
    await addProduct(page, product);
    await page.goto(ROUTINE_URL);
    await page.getByRole('button', { name: 'Add Complete Routine to Cart (15% Off)' }).click();
    await expect(page.getByText('Complete routine added to cart!')).toBeVisible();

    await page.getByRole('link', { name: 'Cart, 11 items' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
    const productCents = Math.round(product.price * 100);
    const discountCents = Math.floor((ROUTINE_CENTS * 1500 + 5000) / 10_000);
    const discounted = ROUTINE_CENTS + productCents - discountCents;
    const totalCents = discounted + Math.floor((discounted * 800 + 5000) / 10_000);
    await expect(summaryValue(page, 'Subtotal')).toHaveText(euros(ROUTINE_CENTS + productCents));
    await expect(summaryValue(page, 'Bundle discount (15%)')).toHaveText(`−${euros(discountCents)}`);
    await expect(summaryValue(page, 'Shipping')).toHaveText('Free');
    await expect(summaryValue(page, 'Total')).toHaveText(euros(totalCents));
    await page.getByLabel('Personalise your package (optional)').fill('For Mia');

    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await fillAddress(page);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page.getByRole('button', { name: `Pay Now ${euros(totalCents)}` })).toBeVisible();
    await payWithCard(page, '4242 4242 4242 4242');

    await expect(page).toHaveURL(/\/payment-success\?order=/);
    await expect(page.getByText('Order placed successfully!')).toBeVisible();
    const reference = page.getByText(/^ORD-\d{6}$/);
    await expect(reference).toBeVisible();
    const orderNumber = await reference.textContent();
    await expect(page.getByText(euros(totalCents), { exact: true })).toBeVisible();
    await expect(page.getByText(/processing takes 1-2 business days/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();

    await page.getByRole('link', { name: 'View Orders' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText(`Total: ${euros(totalCents)}`)).toBeVisible();
    // The history names the order by the number the confirmation gave.
    await expect(page.getByRole('region', { name: 'Order History' }).getByText(`Order ${orderNumber}`)).toBeVisible();
    expect(await myOrderCount(page)).toBe(1);
  });

  test('a declined card shows the message and creates no order', async ({ page }) => {
    await signUp(page, 'declined');
    await addProduct(page, await standaloneProduct(page.request));
    await toPaymentStep(page);
    await payWithCard(page, '4000 0000 0000 0002');
    await expect(page.getByRole('form', { name: 'Card payment' }).getByRole('alert')).toHaveText('Your card was declined.');
    await expect(page).toHaveURL(/\/checkout$/);
    expect(await myOrderCount(page)).toBe(0);
  });

  test('the authentication-required card walks through the extra step', async ({ page }) => {
    await signUp(page, 'three-ds');
    await addProduct(page, await standaloneProduct(page.request));
    await toPaymentStep(page);
    await payWithCard(page, '4000 0025 0000 3155');
    const dialog = page.getByRole('dialog', { name: 'Confirm your payment' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(page).toHaveURL(/\/payment-success\?order=/);
    await expect(page.getByText(/^ORD-\d{6}$/)).toBeVisible();
    expect(await myOrderCount(page)).toBe(1);
  });

  test('/checkout sends signed-out visitors to /login and an empty cart to /cart', async ({ page }) => {
    await page.goto('/checkout');
    await expect(page).toHaveURL(/\/login$/);
    await signUp(page, 'empty-cart');
    await page.goto('/checkout');
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your cart is empty' })).toBeVisible();
  });

  test('axe-core finds no serious or critical violation on /cart and /checkout', async ({ page }) => {
    test.setTimeout(120_000);
    await signUp(page, 'axe');
    await addProduct(page, await standaloneProduct(page.request));
    const report: string[] = [];
    const audit = async (label: string) => {
      report.push(...(await seriousAxeProblems(page, label)));
    };
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/cart');
      await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
      await audit(`${width}px /cart`);
      await toPaymentStep(page);
      await audit(`${width}px /checkout`);
    }
    expect(report).toEqual([]);
  });
});
