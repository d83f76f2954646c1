import type { CartLine } from '@pura/core/cart/cart-state';
import { type CartTotals, computeCartTotals } from '@pura/core/pricing/cart-totals';
import { eurosToCents, isEuroAmount } from '@pura/core/money';
import { runtimeConfig } from '@/lib/runtime-config';

/**
 * The cart's totals through core's one pricing function, at the server's TAX_RATE (runtime
 * config), so the cart page shows what checkout will charge. A line whose stored price is not a
 * valid euro amount (tampered storage) is left out here; checkout flags it for re-pricing.
 */
export function cartTotals(lines: readonly CartLine[]): CartTotals {
  const priceable = lines.filter((line) => isEuroAmount(line.price) && line.price > 0);
  return computeCartTotals(
    priceable.map((line) => ({ productId: line.id, unitPriceCents: eurosToCents(line.price), quantity: line.quantity, isBundle: line.isBundle })),
    { taxRateBasisPoints: runtimeConfig().taxRateBasisPoints },
  );
}
