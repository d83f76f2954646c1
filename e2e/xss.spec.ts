import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { ADMIN, PROJECT, signInAsAdmin } from './support/admin-api.ts';
import { nextMailTo } from './support/mail-capture.ts';
import { verifyEmailOf } from './support/accounts.ts';

// Decision 013 item 3, the XSS payload journey: a customer whose name, review, packaging name,
// shipping address and contact message are script payloads. Every page and mail that shows
// them must show them as literal text; nothing runs, no dialog opens, CSP reports nothing.

const IMG = '<img src=x onerror="window.__xss=1">';
const SCRIPT = '"><script>window.__xss=2</script>';
// The packaging name allows 30 characters.
const SVG = '<svg onload=alert(1)>';
const NAME = `${IMG}${SCRIPT}`;
// What a review shows of that name: its first word and the last word's initial (docs/product.md §3 Review).
const PUBLIC_NAME = '<img O.';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Fails the test on any dialog, page error or console error (a CSP violation is one). */
function watchForExecution(page: Page): string[] {
  const problems: string[] = [];
  page.on('dialog', (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    // A signed-out session probe answers 401; that is the app working, not a problem.
    if (message.type() === 'error' && !/status of 401/.test(message.text())) problems.push(message.text());
  });
  return problems;
}

/** Each text is on the page as text; no payload became an element or ran. */
async function expectInert(page: Page, problems: string[], texts: string[]) {
  for (const text of texts) await expect(page.getByText(text).first(), `"${text}" shown as text on ${page.url()}`).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss), page.url()).toBeUndefined();
  expect(await page.locator('img[src="x"], svg[onload], script:not([src]):not([type*="json"])').count(), page.url()).toBe(0);
  expect(problems, page.url()).toEqual([]);
}

test('user text with script payloads stays inert in the shop, the admin pages and the mails', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  const problems = watchForExecution(page);
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  const email = `xss-${stamp}@example.com`;
  const password = 'journey-pass-1234';
  expect(
    (await page.request.post('/v1/account', { headers: PROJECT, data: { userId: 'unique()', email, password, name: NAME } })).ok(),
  ).toBe(true);
  expect((await page.request.post('/v1/account/sessions/email', { headers: PROJECT, data: { email, password } })).ok()).toBe(true);
  await verifyEmailOf(page, email, baseURL!);

  // A review on a product with stock to spare, which is then bought.
  const query = encodeURIComponent(JSON.stringify({ method: 'greaterThan', attribute: 'stock', values: [5] }));
  const products = (await (
    await page.request.get(`/v1/databases/shop/collections/products/documents?queries[0]=${query}`, { headers: PROJECT })
  ).json()) as {
    documents: Array<{ $id: string; name: string }>;
  };
  const product = products.documents[0]!;
  const review = `${SCRIPT} ${IMG} ${stamp}`;
  await page.goto(`/product/${product.$id}`);
  await page.getByRole('tab', { name: 'Reviews' }).click();
  const form = page.getByRole('form', { name: 'Write a review' });
  await form.getByRole('radio', { name: '1 star' }).focus();
  await page.keyboard.press('ArrowRight');
  await form.getByLabel('Your review').fill(review);
  await form.getByRole('button', { name: 'Post Review' }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText(review)).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: 'Reviews' }).click();
  await expectInert(page, problems, [review, PUBLIC_NAME]);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await expectInert(page, problems, [NAME]);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(`${product.name} added to cart!`)).toBeVisible();
  await page.goto('/cart');
  await page.getByLabel('Personalise your package (optional)').fill(SVG);
  await expect(page.getByLabel('Personalise your package (optional)')).toHaveValue(SVG);
  await expectInert(page, problems, []);

  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expectInert(page, problems, [`Package name: ${SVG}`]);
  await page.getByLabel('First name', { exact: true }).fill(IMG);
  await page.getByLabel('Last name', { exact: true }).fill(SCRIPT);
  await page.getByLabel('Address', { exact: true }).fill(`${SCRIPT} 5`);
  await page.getByLabel('City', { exact: true }).fill(SVG);
  await page.getByLabel('ZIP code', { exact: true }).fill('10115');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  const payment = page.getByRole('form', { name: 'Card payment' });
  await payment.getByLabel('Card number').fill('4242 4242 4242 4242');
  await payment.getByLabel('Expiry (MM/YY)').fill('12/34');
  await payment.getByLabel('CVC').fill('123');
  await payment.getByLabel('Name on card').fill(IMG);
  await payment.getByRole('button', { name: /^Pay Now/ }).click();
  await expect(page).toHaveURL(/\/payment-success\?order=/);
  const reference = (await page.getByText(/^ORD-\d{6}$/).textContent())!;
  await expectInert(page, problems, ['Order placed successfully!']);

  await page.goto('/profile');
  await expect(page.getByRole('region', { name: 'Order History' }).getByText(`Order ${reference}`)).toHaveCount(1);
  await expectInert(page, problems, [NAME]);

  await page.goto('/contact');
  const contact = page.getByRole('form', { name: 'Send us a message' });
  const subject = `${SVG} ${stamp}`;
  await contact.getByLabel('First name').fill(IMG);
  await contact.getByLabel('Last name').fill(SCRIPT);
  await contact.getByLabel('Email').fill(email);
  await contact.getByLabel('Subject').fill(subject);
  await contact.getByLabel('Message').fill(review);
  await contact.getByRole('button', { name: 'Send Message' }).click();
  await expect(contact.getByRole('status')).toHaveText("Message sent successfully! We'll get back to you within 24 hours.");
  await expectInert(page, problems, []);

  const confirmation = await nextMailTo(email, { subject: new RegExp(`^Your Pura order ${reference}$`) });
  expect(confirmation.text).toContain(`Personalised packaging for: ${SVG}`);
  expect(confirmation.html).toContain('Personalised packaging for: &lt;svg onload=alert(1)&gt;');
  expect(confirmation.html).toContain('Hello &lt;img src=x onerror=&quot;window.__xss=1&quot;&gt;,');
  expect(confirmation.html).toContain('&quot;&gt;&lt;script&gt;window.__xss=2&lt;/script&gt;');
  expect(confirmation.html).not.toMatch(/<(script|svg|img)\b/i);
  const message = await nextMailTo(ADMIN.email, { subject: new RegExp(`^Contact form: ${escapeRegExp(subject)}$`) });
  expect(message.text).toContain(review);
  expect(message.html).toContain(
    '&quot;&gt;&lt;script&gt;window.__xss=2&lt;/script&gt; &lt;img src=x onerror=&quot;window.__xss=1&quot;&gt;',
  );
  expect(message.html).not.toMatch(/<(script|svg|img)\b/i);

  // The admin sees the same texts, inert, in a browser of their own.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const adminProblems = watchForExecution(admin);
  await signInAsAdmin(admin.request);
  await admin.goto('/admin/orders');
  await admin.getByLabel('Search by reference or e-mail').fill(email);
  await expectInert(admin, adminProblems, [reference]);
  await admin.getByRole('link', { name: reference }).click();
  await expect(admin.getByRole('heading', { name: `Order ${reference}` })).toBeVisible();
  await expectInert(admin, adminProblems, [SVG, `${IMG} ${SCRIPT}`, `${SCRIPT} 5`]);
  await admin.goto('/admin/messages');
  await expect(admin.getByRole('heading', { name: 'Contact messages' })).toBeVisible();
  await expectInert(admin, adminProblems, [subject, review, `${IMG} ${SCRIPT}`]);
  await adminContext.close();
});

test('a mail whose HTML carries a script shows in the admin outbox without running it', async ({ page, request, baseURL }) => {
  const email = `xss-mail-${Date.now()}${Math.floor(Math.random() * 1e6)}@example.com`;
  const created = await request.post('/v1/account', {
    headers: PROJECT,
    data: { userId: 'unique()', email, password: 'journey-pass-1234', name: 'Mail Reader' },
  });
  expect(created.ok()).toBe(true);
  expect((await request.post('/v1/account/recovery', { headers: PROJECT, data: { email, url: `${baseURL}/reset-password` } })).ok()).toBe(
    true,
  );

  // The shop escapes every text it puts in a mail's HTML (the test above), so no mail it sends
  // carries a script: the real mail's HTML is swapped for a hostile one on its way to the admin,
  // to show that the frame holds even then.
  const hostile =
    '<p>Hostile mail</p><script>parent.__xss = 3; alert(3)</script>' +
    '<img src=x onerror="parent.__xss = 4"><a href="javascript:parent.__xss = 5">Click me</a>';
  await page.route('**/api/admin/outbox/*', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...((await response.json()) as object), html: hostile } });
  });
  const problems = watchForExecution(page);
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Blocked script execution|Content Security Policy/.test(message.text())) blocked.push(message.text());
  });
  await signInAsAdmin(page.request);
  await page.goto('/admin/messages');
  await page.getByRole('button', { name: `Open the message to ${email}: Reset your password` }).click();
  const frame = page.frameLocator('iframe[title^="HTML of the mail"]');
  await expect(frame.getByText('Hostile mail')).toBeVisible();
  await frame.getByRole('link', { name: 'Click me' }).click();

  expect(await page.locator('iframe[title^="HTML of the mail"]').getAttribute('sandbox')).not.toContain('allow-scripts');
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  // The browser said no to the script (a console error, which watchForExecution counts too).
  expect(blocked.length).toBeGreaterThan(0);
  expect(problems.filter((problem) => !blocked.includes(problem))).toEqual([]);
  expect(page.url()).toMatch(/\/admin\/messages$/);
});
