import { eurosToCents, formatEuros, isEuroAmount } from '@pura/core/money';

/**
 * A document's euro price (24.99) as the shop shows it ('€24.99'), through core's one formatter
 * (decision 005 item 6). A malformed amount shows a dash instead of throwing: one bad document must
 * not blank a whole page.
 */
export function formatPrice(euros: number): string {
  return isEuroAmount(euros) ? formatEuros(eurosToCents(euros)) : '—';
}
