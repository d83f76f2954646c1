import { Clock, RotateCcw, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { freeShippingLine, returnsLine } from '@pura/core/settings/shop-settings-display';
import { shopSettings } from '@/lib/shop-settings';

/**
 * The shop's shipping, delivery and returns promises from its one policy setting (decision 024): the
 * product page's Shipping & Returns tab, /shipping and /returns show these, so none can disagree.
 * Checkout never charges for shipping (docs/product.md §9), whatever the threshold says.
 */
export function ShopPolicies({ show = ['shipping', 'delivery', 'returns'] }: { show?: Array<'shipping' | 'delivery' | 'returns'> }) {
  const { policies } = shopSettings();
  return (
    <ul className="mt-4 flex flex-col gap-4">
      {show.includes('shipping') && (
        <Policy icon={<Truck aria-hidden="true" className="size-5" />} title={freeShippingLine(policies)}>
          Checkout never adds a shipping charge: every order shows shipping as Free.
        </Policy>
      )}
      {show.includes('delivery') && (
        <Policy icon={<Clock aria-hidden="true" className="size-5" />} title={`Delivered in ${policies.deliveryTime}`}>
          We pack your order within one business day in plastic-free packaging.
        </Policy>
      )}
      {show.includes('returns') && (
        <Policy icon={<RotateCcw aria-hidden="true" className="size-5" />} title={returnsLine(policies)}>
          Not right for you? Return it within {policies.returnWindowDays} days of delivery for a full refund.
        </Policy>
      )}
    </ul>
  );
}

/** The three promises in one line, under the product's Add to Cart. */
export function policySummary(): string {
  const { policies } = shopSettings();
  return `${freeShippingLine(policies)} · ${returnsLine(policies)} · Delivered in ${policies.deliveryTime}`;
}

function Policy({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-sage-100 text-forest">{icon}</span>
      <div>
        <h3 className="font-sans text-base font-semibold text-ink">{title}</h3>
        <p className="text-sm text-muted">{children}</p>
      </div>
    </li>
  );
}
