import { formatEuros } from '@pura/core/money';
import { freeShippingLine, includedVatLabel, returnsLine, type ShopSettings } from '@pura/core/settings/shop-settings';
import { shippingAmount } from '@pura/core/settings/shipping-lines';
import type { MailMessage } from '../../infra/mail/outbox.ts';
import { renderMail } from '../../infra/mail/templates.ts';
import type { CheckoutSnapshot } from '../checkout/reservation-store.ts';

/**
 * The order confirmation (decision 008, part 7) in the shop's mail look: lines, bundle discount, tax,
 * shipping Free, total, address, reference and the package name. Built from the same snapshot
 * as the order document, so mail and order always agree. The shop's name, policies and legal
 * details come from its settings (decision 024).
 */
export function orderConfirmationMail(input: {
  reference: string;
  checkout: CheckoutSnapshot;
  publicUrl: string;
  shop: ShopSettings;
}): MailMessage {
  const { reference, checkout, shop } = input;
  const { totals, shippingAddress: address } = checkout;
  const lines = checkout.lines.map(
    (line) => `${line.quantity} × ${line.name}${line.isBundle ? ' (routine)' : ''} — ${formatEuros(line.lineTotalCents)}`,
  );
  const summary = [
    `Subtotal: ${formatEuros(totals.subtotalCents)}`,
    ...(totals.bundleDiscountCents > 0 ? [`Bundle discount (15%): −${formatEuros(totals.bundleDiscountCents)}`] : []),
    // A checkout from before tax modes existed has neither field: its tax was added.
    ...(totals.taxMode === 'included_in_prices' ? [] : [`Tax: ${formatEuros(totals.taxCents)}`]),
    `Shipping: ${shippingAmount(totals.shippingCents)}`,
    `Total: ${formatEuros(totals.totalCents)}`,
    ...(totals.taxMode === 'included_in_prices' ? [`${includedVatLabel(totals.taxRateBasisPoints)}: ${formatEuros(totals.taxCents)}`] : []),
  ];
  const { html, text } = renderMail({
    title: 'Thank you for your order',
    paragraphs: [
      `Hello ${address.firstName}, we have received your payment and your order is confirmed. Processing takes 1-2 business days.`,
      `Order reference: ${reference}`,
      lines.join('\n'),
      summary.join('\n'),
      ...(checkout.customPackagingName ? [`Personalised packaging for: ${checkout.customPackagingName}`] : []),
      `Shipping to:\n${address.firstName} ${address.lastName}\n${address.address}\n${address.zipCode} ${address.city}`,
      `${freeShippingLine(shop.policies)}, delivered in ${shop.policies.deliveryTime} · ${returnsLine(shop.policies)}.`,
    ],
    shop,
    action: { label: 'View your orders', url: `${input.publicUrl}/profile` },
  });
  return { kind: 'order-confirmation', to: checkout.email, subject: `Your ${shop.store.shopName} order ${reference}`, text, html };
}
