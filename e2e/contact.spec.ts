import { expect, test } from './support/test.ts';
import { ADMIN, documentsWhere, signInAsAdmin } from './support/admin-api.ts';
import { nextMailTo } from './support/mail-capture.ts';
import { seriousAxeProblems } from './support/axe.ts';

// Decision 010 journey: the contact form sends, the message is stored and delivered over SMTP to
// the shop's inbox (CONTACT_TO, by default the first admin address).

test.describe('contact', () => {
  test('the contact form sends; the message is stored and arrives in the shop inbox with reply-to the customer', async ({ page }) => {
    const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
    const customer = `grace-${stamp}@example.com`;
    const subject = `Sensitive skin ${stamp}`;
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByLabel('First name').fill('Grace');
    await form.getByLabel('Last name').fill('Hopper');
    await form.getByLabel('Email').fill(customer);
    await form.getByLabel('Subject').fill(subject);
    await form.getByLabel('Message').fill('Which cleanser suits <very> sensitive skin?');
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expect(form.getByRole('status')).toHaveText("Message sent successfully! We'll get back to you within 24 hours.");
    await expect(form.getByLabel('Subject')).toHaveValue('');

    const mail = await nextMailTo(ADMIN.email, { subject: new RegExp(`^Contact form: ${subject}$`) });
    expect(mail.text).toContain(`From Grace Hopper <${customer}>`);
    expect(mail.text).toContain('Which cleanser suits <very> sensitive skin?');
    expect(mail.html).toContain('Which cleanser suits &lt;very&gt; sensitive skin?');

    await signInAsAdmin(page.request);
    expect(await documentsWhere(page.request, 'contact_messages', 'email', customer)).toEqual([
      expect.objectContaining({ firstName: 'Grace', lastName: 'Hopper', subject, message: 'Which cleanser suits <very> sensitive skin?' }),
    ]);
  });

  test('the contact form names the missing fields and sends nothing', async ({ page }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByLabel('Email').fill('nope');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Please enter your first name')).toBeVisible();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await expect(form.getByLabel('First name')).toBeFocused();
  });

  test('axe-core finds no serious or critical violation on /contact', async ({ page }) => {
    const report: string[] = [];
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/contact');
      await expect(page.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeVisible();
      report.push(...(await seriousAxeProblems(page, `${width}px`)));
    }
    expect(report).toEqual([]);
  });
});
