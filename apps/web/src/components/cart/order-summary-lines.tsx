import type { CheckoutTotals } from '@pura/core/schemas/checkout-api';
import { formatEuros } from '@pura/core/money';
import { includedVatLabel } from '@pura/core/settings/shop-settings-display';
import { shippingAmount } from '@pura/core/settings/shipping-lines';

/**
 * The Order Summary lines (docs/product.md §9): subtotal before discount, the bundle discount as its own
 * line only when there is one, tax, shipping (Free, or the fee below the free-shipping amount,
 * decision 030) and the total. The cart passes core's totals,
 * checkout the server's — the same shape from the same function. With tax included in prices
 * (decision 024) there is no Tax line: the total is the prices' sum, "incl. X % VAT" under it.
 */
export function OrderSummaryLines({ totals }: { totals: CheckoutTotals }) {
  return (
    <dl className="flex flex-col gap-2 text-sm">
      <SummaryRow label="Subtotal" value={formatEuros(totals.subtotalCents)} />
      {totals.bundleDiscountCents > 0 && (
        <SummaryRow label="Bundle discount (15%)" value={`−${formatEuros(totals.bundleDiscountCents)}`} className="text-forest" />
      )}
      {totals.taxMode !== 'included_in_prices' && <SummaryRow label="Tax" value={formatEuros(totals.taxCents)} />}
      <SummaryRow label="Shipping" value={shippingAmount(totals.shippingCents)} />
      <div className="mt-2 flex justify-between gap-4 border-t border-sand pt-3 text-base font-semibold text-ink">
        <dt>Total</dt>
        <dd className="tabular-nums">{formatEuros(totals.totalCents)}</dd>
      </div>
      {totals.taxMode === 'included_in_prices' && (
        <SummaryRow label={includedVatLabel(totals.taxRateBasisPoints)} value={formatEuros(totals.taxCents)} className="text-muted" />
      )}
    </dl>
  );
}

function SummaryRow({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className={`flex justify-between gap-4 ${className ?? 'text-ink'}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}
