import type { ShopSettings } from '@pura/core/settings/shop-settings';
import type { MailMessage } from '../../infra/mail/outbox.ts';
import { renderMail } from '../../infra/mail/templates.ts';

/**
 * The wording a subscriber agrees to, with the shop's name as its settings say when they agree
 * (decision 024). Its version names this wording; every consent stores the version and the exact
 * text, name included.
 */
export const CONSENT_WORDING_VERSION = '2026-11-v1';
export const consentWording = (shopName: string) =>
  `I agree to receive the ${shopName} newsletter with news, offers and skincare tips by e-mail. I can unsubscribe at any time with the link in every newsletter.`;

/**
 * The double opt-in mail: a confirmation link and, like every newsletter mail, a one-click
 * unsubscribe link. It carries nothing the requester typed (not even the name): anyone can send
 * it to any address, so it must not carry their words.
 */
export function confirmationMail(to: string, confirmUrl: string, unsubscribeUrl: string, shop: ShopSettings): MailMessage {
  const { html, text } = renderMail({
    title: 'Please confirm your subscription',
    paragraphs: [
      `Hello, thank you for subscribing to the ${shop.store.shopName} newsletter.`,
      'Please confirm that you want to receive it:',
    ],
    action: { label: 'Confirm my subscription', url: confirmUrl },
    footer: {
      text: 'If you did not subscribe, ignore this mail or unsubscribe here:',
      link: { label: 'Unsubscribe', url: unsubscribeUrl },
    },
    shop,
  });
  return {
    kind: 'newsletter-confirmation',
    to,
    subject: `Confirm your ${shop.store.shopName} newsletter subscription`,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
