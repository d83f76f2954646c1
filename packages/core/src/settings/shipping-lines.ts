import { formatEuros } from '../money.ts';
import type { ShopSettings } from './shop-settings.ts';
import { wholeEuros } from './shop-settings-display.ts';

/*
 * The shipping fee's lines (decision 030), apart from shop-settings-display.ts: only the cart,
 * checkout, orders and the policy pages show them, so the storefront's first load does not carry them.
 */

/** What a smaller order pays, in one line ("Orders below €30 pay €4.90 shipping"), or null when every order ships free (decision 030). */
export function shippingFeeLine(policies: ShopSettings['policies']): string | null {
  const threshold = policies.freeShippingThresholdCents;
  if (threshold === null || threshold === 0 || policies.shippingFeeCents === 0) return null;
  return `Orders below ${wholeEuros(threshold)} pay ${formatEuros(policies.shippingFeeCents)} shipping`;
}

/** What an order paid for shipping as its summary line shows it: "Free" or "€4.90" (decision 030). */
export function shippingAmount(shippingCents: number): string {
  return shippingCents === 0 ? 'Free' : formatEuros(shippingCents);
}
