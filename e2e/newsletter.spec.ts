import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { documentsWhere, signInAsAdmin } from './support/admin-api.ts';
import { uniqueEmail } from './support/accounts.ts';
import { linkIn, nextMailTo } from './support/mail-capture.ts';
import { seriousAxeProblems } from './support/axe.ts';

// Decision 010 journeys: the footer's double opt-in subscription through the real confirmation
// e-mail, its validation messages, and /newsletter-debug.

function footerForm(page: Page) {
  const footer = page.getByRole('contentinfo');
  return {
    field: footer.getByRole('textbox'),
    subscribe: footer.getByRole('button', { name: 'Subscribe' }),
    message: footer.getByRole('status'),
  };
}

test.describe('newsletter', () => {
  test('subscribing in the footer sends a confirmation e-mail whose link confirms the subscriber', async ({ page }) => {
    const email = uniqueEmail('footer');
    await page.goto('/');
    const form = footerForm(page);
    await form.field.fill(email);
    await form.subscribe.click();
    await expect(form.message).toHaveText('Successfully subscribed! Please confirm through the link in the e-mail we just sent you.');
    await expect(page.getByText('Successfully subscribed to our newsletter!')).toBeVisible();
    await expect(form.field).toHaveValue('');

    await signInAsAdmin(page.request);
    expect(await documentsWhere(page.request, 'newsletter', 'email', email)).toEqual([
      expect.objectContaining({ source: 'footer', confirmed: false }),
    ]);

    const mail = await nextMailTo(email, { subject: /Confirm your Pura newsletter subscription/ });
    expect(linkIn(mail, '/api/newsletter/unsubscribe')).toContain('token=');
    await page.goto(linkIn(mail, '/api/newsletter/confirm'));
    await expect(page).toHaveURL(/\/newsletter\/confirmed$/);
    await expect(page.getByRole('heading', { name: 'Subscription confirmed' })).toBeVisible();
    await expect(page.getByText('Your subscription is confirmed.')).toBeVisible();
    expect(await documentsWhere(page.request, 'newsletter', 'email', email)).toEqual([expect.objectContaining({ confirmed: true })]);
  });

  test('the footer form explains an empty or invalid address and sends nothing', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/newsletter/')) requests.push(request.url());
    });
    await page.goto('/shop');
    const form = footerForm(page);
    await form.subscribe.click();
    await expect(form.message).toHaveText('Please enter your email address');
    await form.field.fill('not-an-email');
    await form.subscribe.click();
    await expect(form.message).toHaveText('Please enter a valid email address');
    await expect(form.field).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toEqual([]);
  });

  test('/newsletter-debug tests the connection on open and logs a test subscription', async ({ page }) => {
    const email = uniqueEmail('debug');
    await page.goto('/newsletter-debug');
    const log = page.getByRole('log', { name: 'Log' });
    await expect(log).toContainText('✅ Back end reachable (project pura)');
    await expect(log).toContainText('✅ Database up: PGlite (embedded PostgreSQL)');
    await expect(log).toContainText(/✅ Mail transport ready: SMTP \(127\.0\.0\.1:\d+\)/);
    await expect(log).not.toContainText('❌');
    await expect(page.getByText('Built-in test cards')).toBeVisible();

    await page.getByRole('button', { name: 'Test Subscription' }).click();
    await expect(log).toContainText('Please enter an email address');
    await page.getByLabel('Test e-mail').fill(email);
    await page.getByRole('button', { name: 'Test Subscription' }).click();
    await expect(log).toContainText(`✅ Subscription successful: ${email} — a confirmation e-mail was sent`);
    await nextMailTo(email, { subject: /Confirm your Pura newsletter subscription/ });
    await signInAsAdmin(page.request);
    expect(await documentsWhere(page.request, 'newsletter', 'email', email)).toEqual([expect.objectContaining({ source: 'debug-page' })]);

    await page.getByLabel('Test e-mail').fill('not-an-email');
    await page.getByRole('button', { name: 'Test Subscription' }).click();
    await expect(log).toContainText('❌ Subscription failed: Please enter a valid email address');
    await page.getByRole('button', { name: 'Clear Log' }).click();
    await expect(log).toHaveText('No log entries yet.');
    await page.getByRole('button', { name: 'Test Connection' }).click();
    await expect(log).toContainText('✅ Mail transport ready');
  });

  test('axe-core finds no serious or critical violation on /newsletter-debug', async ({ page }) => {
    const report: string[] = [];
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/newsletter-debug');
      await expect(page.getByRole('log', { name: 'Log' })).toContainText('✅ Mail transport ready');
      report.push(...(await seriousAxeProblems(page, `${width}px`)));
    }
    expect(report).toEqual([]);
  });
});
