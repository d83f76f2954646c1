import type { ShopSettings } from '@pura/core/settings/shop-settings';
import type { MailMessage } from '../../infra/mail/outbox.ts';
import { renderMail } from '../../infra/mail/templates.ts';
import type { OrderStatus, Shipment } from '@pura/core/orders/order-status';

/** What the customer is told when an admin moves their order; other statuses send nothing. */
const NEWS: Partial<Record<OrderStatus, { subject: string; title: string; body: string }>> = {
  shipped: {
    subject: 'has shipped',
    title: 'Your order is on its way',
    body: 'Good news: your order has left our workshop and is on its way to you.',
  },
  cancelled: {
    subject: 'was cancelled',
    title: 'Your order was cancelled',
    body: 'Your order has been cancelled. If you paid for it, we will refund the payment to your card and let you know by e-mail when we have.',
  },
  refunded: {
    subject: 'was refunded',
    title: 'Your order was refunded',
    body: 'We have refunded your order. The amount reaches your card within a few business days.',
  },
};

/** The customer's mail about a status change, or null when the status is not news to them. */
export function orderStatusMail(input: {
  to: string;
  reference: string;
  status: OrderStatus;
  shipment?: Shipment | undefined;
  publicUrl: string;
  shop: ShopSettings;
}): MailMessage | null {
  const news = NEWS[input.status];
  if (!news) return null;
  const tracking = input.shipment ? [`Carrier: ${input.shipment.carrier}`, `Tracking number: ${input.shipment.trackingNumber}`] : [];
  const { html, text } = renderMail({
    title: news.title,
    paragraphs: [
      news.body,
      `Order reference: ${input.reference}`,
      ...tracking,
      'Questions? Just reply to this e-mail or write to us through the contact page.',
    ],
    action: { label: 'View your orders', url: `${input.publicUrl}/profile` },
    shop: input.shop,
  });
  return {
    kind: `order-${input.status}`,
    to: input.to,
    subject: `Your ${input.shop.store.shopName} order ${input.reference} ${news.subject}`,
    text,
    html,
  };
}
