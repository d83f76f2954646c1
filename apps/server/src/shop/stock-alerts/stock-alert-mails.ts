import type { ShopSettings } from '@pura/core/settings/shop-settings';
import type { MailMessage } from '../../infra/mail/outbox.ts';
import { renderMail } from '../../infra/mail/templates.ts';

/**
 * The double opt-in mail of a back-in-stock request. It names the product (from the catalogue)
 * and nothing the requester typed: anyone can send it to any address.
 */
export function stockAlertConfirmationMail(to: string, productName: string, confirmUrl: string, shop: ShopSettings): MailMessage {
  const { html, text } = renderMail({
    title: 'Please confirm your back-in-stock alert',
    paragraphs: [
      `You asked us to e-mail you once when ${productName} is back in stock.`,
      'Please confirm that this is your address; we send that one mail only after you do:',
    ],
    action: { label: 'Confirm my alert', url: confirmUrl },
    footer: { text: 'If you did not ask for this, ignore this mail: without confirmation we send nothing more.' },
    shop,
  });
  return { kind: 'stock-alert-confirmation', to, subject: `Confirm your alert for ${productName}`, text, html };
}

/** The one mail a confirmed request gets: the product is on sale again. */
export function backInStockMail(to: string, productName: string, productUrl: string, shop: ShopSettings): MailMessage {
  const { html, text } = renderMail({
    title: `${productName} is back in stock`,
    paragraphs: [`Good news: ${productName} is available again.`, 'This is the one mail you asked for; your alert is now done.'],
    action: { label: 'View the product', url: productUrl },
    shop,
  });
  return { kind: 'stock-alert', to, subject: `${productName} is back in stock`, text, html };
}
