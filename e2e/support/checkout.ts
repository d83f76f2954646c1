import type { Page } from '@playwright/test';
import { expect } from './test.ts';

/** On /checkout: fills the shipping form with a Berlin address and continues to the payment step. */
export async function enterShippingAddress(page: Page, shopper: { firstName: string; lastName: string }): Promise<void> {
  await page.getByLabel('First name', { exact: true }).fill(shopper.firstName);
  await page.getByLabel('Last name', { exact: true }).fill(shopper.lastName);
  await page.getByLabel('Address', { exact: true }).fill('Lindenstraße 5');
  await page.getByLabel('City', { exact: true }).fill('Berlin');
  await page.getByLabel('ZIP code', { exact: true }).fill('10115');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
}

/**
 * On the payment step: checks that Pay Now asks for `total` (the amount the cart showed), pays with
 * the test card, and checks that the thank-you page shows the same amount.
 */
export async function payWithTestCard(page: Page, total: string, nameOnCard: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Card payment' });
  await expect(form.getByRole('button', { name: `Pay Now ${total}` })).toBeVisible();
  await form.getByLabel('Card number').fill('4242 4242 4242 4242');
  await form.getByLabel('Expiry (MM/YY)').fill('12/34');
  await form.getByLabel('CVC').fill('123');
  await form.getByLabel('Name on card').fill(nameOnCard);
  await form.getByRole('button', { name: /^Pay Now/ }).click();
  await expect(page).toHaveURL(/\/payment-success\?order=/);
  await expect(page.getByText(total, { exact: true })).toBeVisible();
}
