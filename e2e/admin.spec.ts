import { readFile } from 'node:fs/promises';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import sharp from 'sharp';
import { ADMIN, PROJECT, signInAsAdmin } from './support/admin-api.ts';
import { seriousAxeProblems } from './support/axe.ts';
import { PRODUCTS_CHANNEL } from './support/catalogue.ts';
import { realtimeSubscribed } from './support/realtime.ts';

// Decision 009 journeys: the admin signs in through /login, creates a product with an uploaded image
// and finds it in /shop, edits its price while a product page is open elsewhere (it changes
// live), moves a customer's order to Shipped (purple in their /profile) and exports the
// subscribers CSV; axe-core finds nothing serious on the admin pages.

const unique = (tag: string) => `${tag}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

async function signInThroughLogin(page: Page, email: string, password: string) {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

async function expectNoSeriousAxeViolations(page: Page) {
  expect(await seriousAxeProblems(page, new URL(page.url()).pathname)).toEqual([]);
}

/** A customer with a paid order, placed through the real checkout with the test card. */
async function customerWithOrder(request: APIRequestContext): Promise<{ email: string; password: string; reference: string }> {
  const email = `${unique('customer')}@example.com`;
  const password = 'customer-password-1';
  expect(
    (await request.post('/v1/account', { headers: PROJECT, data: { userId: 'unique()', email, password, name: 'Order Customer' } })).ok(),
  ).toBe(true);
  expect((await request.post('/v1/account/sessions/email', { headers: PROJECT, data: { email, password } })).ok()).toBe(true);
  const query = encodeURIComponent(JSON.stringify({ method: 'greaterThan', attribute: 'stock', values: [5] }));
  const products = (await (
    await request.get(`/v1/databases/shop/collections/products/documents?queries[0]=${query}`, { headers: PROJECT })
  ).json()) as { documents: Array<{ $id: string }> };
  const productId = products.documents[0]?.$id;
  expect(productId).toBeTruthy();
  const session = await request.post('/api/create-checkout-session', {
    data: {
      items: [{ productId, quantity: 1, isBundle: false }],
      shippingAddress: { firstName: 'Order', lastName: 'Customer', address: 'Main St 1', city: 'Vienna', zipCode: '1010' },
    },
  });
  expect(session.ok(), await session.text()).toBe(true);
  const { clientSecret } = (await session.json()) as { clientSecret: string };
  const paid = await request.post('/api/payments/test/confirm', {
    data: { clientSecret, card: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Order Customer' } },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  const result = (await paid.json()) as { status: string; order: { reference: string } | null };
  expect(result.status).toBe('succeeded');
  expect(result.order).not.toBeNull();
  return { email, password, reference: result.order!.reference };
}

test.describe('admin area (decision 009)', () => {
  test('create a product with an image, see it in the shop, change its price and watch an open product page follow', async ({
    page,
    context,
  }) => {
    const name = `Admin Journey Balm ${unique('p')}`;
    await signInThroughLogin(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByText("Today's sales")).toBeVisible();
    await expect(page.getByRole('img', { name: /Revenue and orders per day/ })).toBeVisible();
    await expect(page.getByRole('img', { name: /skincare quiz funnel/ })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Products' }).click();
    await page.getByRole('button', { name: 'Add product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add product' });
    await dialog.getByRole('button', { name: 'Create product' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Missing required fields: name, price, description, category');

    await dialog.getByLabel('Name').fill(name);
    // An existing category is chosen, not typed (a second spelling would make a second chip).
    await dialog.getByLabel('Category').selectOption('Lip Care');
    await dialog.getByLabel('Price (€)').fill('0');
    await dialog.getByLabel('Description').fill('A journey-tested balm with shea butter.');
    await dialog.getByRole('button', { name: 'Create product' }).click();
    // A field's own problem is told at the field, which gets the focus.
    await expect(dialog.getByLabel('Price (€)')).toHaveAccessibleDescription('Price must be greater than 0');
    await expect(dialog.getByLabel('Price (€)')).toBeFocused();
    await dialog.getByLabel('Price (€)').fill('14.50');
    await dialog.getByLabel('Stock (empty = unlimited)').fill('-1');
    await dialog.getByRole('button', { name: 'Create product' }).click();
    await expect(dialog.getByLabel('Stock (empty = unlimited)')).toHaveAccessibleDescription('Stock cannot be negative');
    await dialog.getByLabel('Stock (empty = unlimited)').fill('12');
    await dialog.getByLabel('New benefit').fill('Soft lips');
    await dialog.getByLabel('New benefit').press('Enter');
    await expect(dialog.getByRole('button', { name: 'Remove benefit Soft lips' })).toBeVisible();
    await dialog.getByLabel('New ingredient').fill('Shea Butter');
    await dialog.getByRole('button', { name: 'Add ingredient' }).click();
    await dialog.getByLabel('New', { exact: true }).check();

    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c8734f' } })
      .png()
      .toBuffer();
    await dialog.getByLabel('Upload image').setInputFiles({ name: 'balm.png', mimeType: 'image/png', buffer: png });
    const preview = dialog.getByRole('img', { name: 'Product image preview' });
    await expect(preview).toBeVisible();
    const src = (await preview.getAttribute('src')) ?? '';
    expect(src).toMatch(/\/v1\/storage\/buckets\/product-images\/files\/[^/]+\/preview\?/);
    expect(new URL(src, page.url()).searchParams.get('width')).toBe('400');
    expect(new URL(src, page.url()).searchParams.get('height')).toBe('400');
    expect(new URL(src, page.url()).searchParams.get('quality')).toBe('100');
    expect(new URL(src, page.url()).searchParams.get('gravity')).toBe('center');
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(400);
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: 'Create product' }).click();
    await expect(page.getByText('Product created successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(page.getByRole('row').nth(1)).toContainText(name);
    await expect(row).toContainText('€14.50');
    await expect(row).toContainText('New');

    const shopper = await context.browser()!.newPage();
    const subscribed = realtimeSubscribed(shopper, PRODUCTS_CHANNEL);
    await shopper.goto('/shop');
    await shopper.getByRole('searchbox', { name: 'Search products' }).fill(name);
    await expect(shopper.getByRole('link', { name, exact: true })).toBeVisible();
    await shopper.getByRole('link', { name, exact: true }).click();
    await expect(shopper.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(shopper.getByText('€14.50').first()).toBeVisible();
    // The socket opens when the page is idle: change the price once the server has the subscription.
    await subscribed;

    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${name}` });
    await expect(edit.getByRole('img', { name: 'Product image preview' })).toBeVisible();
    await edit.getByLabel('Price (€)').fill('11.25');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Product updated successfully!')).toBeVisible();
    await expect(row).toContainText('€11.25');
    // No reload: the open product page follows the change through realtime.
    await expect(shopper.getByText('€11.25').first()).toBeVisible();
    await expect(shopper.getByText('€14.50')).toHaveCount(0);
    await shopper.close();
  });

  test('after a delete from the keyboard, the focus goes on to the next row’s Delete, not to the page', async ({ page, request }) => {
    await signInAsAdmin(request);
    const names = [`Focus Balm A ${unique('p')}`, `Focus Balm B ${unique('p')}`];
    for (const name of names) {
      const data = { name, price: 9.5, description: 'A balm to delete.', category: 'Lip Care', stock: 3 };
      const created = await request.post('/v1/databases/shop/collections/products/documents', {
        headers: PROJECT,
        data: { documentId: 'unique()', data },
      });
      expect(created.ok(), await created.text()).toBe(true);
    }
    const [older, newer] = names as [string, string];

    await signInThroughLogin(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/products');
    // Newest first: B, then A.
    await page.getByRole('button', { name: `Delete ${newer}` }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Delete ${newer}?` });
    await dialog.getByRole('button', { name: 'Delete product' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Product deleted successfully!')).toBeVisible();
    await expect(page.getByRole('button', { name: `Delete ${older}` })).toBeFocused();

    await page.keyboard.press('Enter');
    await page
      .getByRole('dialog', { name: `Delete ${older}?` })
      .getByRole('button', { name: 'Delete product' })
      .click();
    await expect(page.getByRole('row').filter({ hasText: older })).toHaveCount(0);
    // The seeded catalogue's newest product took its place.
    await expect(
      page
        .getByRole('row')
        .nth(1)
        .getByRole('button', { name: /^Delete / }),
    ).toBeFocused();
  });

  test("move a customer's order to Shipped; their profile shows Shipped in purple", async ({ page, browser }) => {
    const customerContext = await browser.newContext();
    const order = await customerWithOrder(customerContext.request);

    await signInThroughLogin(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/orders');
    await page.getByLabel('Search by reference or e-mail').fill(order.email);
    await page.getByRole('link', { name: order.reference }).click();
    await expect(page.getByRole('heading', { name: `Order ${order.reference}` })).toBeVisible();
    await expect(page.getByText(order.email)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.getByLabel('Change status').selectOption('shipped');
    await page.getByLabel('Carrier').fill('DHL');
    await page.getByLabel('Tracking number').fill('JD014600006281230');
    await page.getByRole('button', { name: 'Update status' }).click();
    await expect(page.getByText(`Order ${order.reference} is now shipped`)).toBeVisible();
    await expect(
      page
        .getByRole('listitem')
        .filter({ hasText: /shipped/i })
        .first(),
    ).toBeVisible();

    const customer = await customerContext.newPage();
    await customer.goto('/profile');
    const history = customer.getByRole('region', { name: 'Order History' });
    const badge = history.getByText('shipped', { exact: true });
    await expect(badge).toBeVisible();
    await expect(badge).toHaveCSS('text-transform', 'capitalize');
    await expect(badge).toHaveClass(/text-purple-800/);
    await customerContext.close();
  });

  test('export the subscribers CSV, and the other admin pages pass axe', async ({ page, request }) => {
    const email = `${unique('reader')}@example.com`;
    expect((await request.post('/api/newsletter/subscribe', { data: { email, name: 'CSV Reader', source: 'footer' } })).ok()).toBe(true);

    await signInThroughLogin(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/subscribers');
    await expect(page.getByRole('rowheader', { name: email, exact: true })).toBeVisible();
    await expect(page.getByText(/\d+ subscribers? in total/)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^pura-subscribers-\d{4}-\d\d-\d\d\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.split('\r\n')[0]).toBe('email,name,source,confirmed,subscribedAt,confirmedAt,consentAt,consentText');
    expect(csv).toContain(`${email},CSV Reader,footer,false,`);

    await page.goto('/admin/messages');
    await expect(page.getByRole('heading', { name: 'Contact messages' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Outbox' })).toBeVisible();
    await expect(page.getByRole('cell', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) }).first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.goto('/admin/orders');
    await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test('read a reset link in the outbox, as an owner without SMTP would, and follow it', async ({ page, request, baseURL }) => {
    const email = `${unique('forgetful')}@example.com`;
    expect(
      (
        await request.post('/v1/account', {
          headers: PROJECT,
          data: { userId: 'unique()', email, password: 'forgetful-password-1', name: 'Forgetful' },
        })
      ).ok(),
    ).toBe(true);
    const recovery = await request.post('/v1/account/recovery', { headers: PROJECT, data: { email, url: `${baseURL}/reset-password` } });
    expect(recovery.ok(), await recovery.text()).toBe(true);

    await signInThroughLogin(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/messages');
    // axe is run before the mail opens: it cannot run inside a frame where no script may run.
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: `Open the message to ${email}: Reset your password` }).click();
    const mail = page.getByRole('dialog', { name: 'Reset your password' });
    await expect(mail.getByText(`E-mail to ${email}`)).toBeVisible();
    const link = mail.getByRole('link', { name: /\/reset-password\?/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // The HTML part is there too, in a frame that runs no script.
    const frame = mail.locator('iframe');
    expect(await frame.getAttribute('sandbox')).not.toContain('allow-scripts');
    await expect(
      page.frameLocator('iframe[title^="HTML of the mail"]').getByRole('heading', { name: 'Reset your password' }),
    ).toBeVisible();

    const [resetPage] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await expect(resetPage.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await resetPage.close();
  });

  test('on a phone every admin list is cards, with its actions in view and nothing to scroll sideways', async ({
    page,
    browser,
    request,
  }) => {
    const customerContext = await browser.newContext();
    await customerWithOrder(customerContext.request);
    await customerContext.close();
    const subscribed = await request.post('/api/newsletter/subscribe', {
      data: { email: `${unique('phone')}@example.com`, source: 'footer' },
    });
    expect(subscribed.ok()).toBe(true);
    await page.setViewportSize({ width: 390, height: 844 });
    await signInThroughLogin(page, ADMIN.email, ADMIN.password);
    const lists: Array<[path: string, list: string, role: 'button' | 'link', action: RegExp]> = [
      ['/admin/products', 'Products', 'button', /^Delete /],
      ['/admin/subscribers', 'Newsletter subscribers, newest first', 'button', /^Delete /],
      ['/admin/messages', 'Outgoing messages, newest first', 'button', /^Open the message to /],
      ['/admin/orders', 'Orders, newest first', 'link', /^ORD-/],
    ];
    for (const [path, list, role, action] of lists) {
      await page.goto(path);
      const firstCard = page.getByRole('list', { name: list }).getByRole('listitem').first();
      await expect(firstCard, path).toBeVisible();
      await expect(page.getByRole('table'), path).toHaveCount(0);
      const control = firstCard.getByRole(role, { name: action });
      await expect(control, path).toBeVisible();
      const box = (await control.boundingBox())!;
      expect(box.x + box.width, path).toBeLessThanOrEqual(390);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
      await expectNoSeriousAxeViolations(page);
    }
  });
});
