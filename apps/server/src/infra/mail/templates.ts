import { addressLines, type ShopSettings } from '@pura/core/settings/shop-settings';

/** The shop's mail look (cream background, sage accents, forest text) in HTML and plain text. */

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const CREAM = '#faf7f0';
const SAGE = '#9caf88';
const FOREST = '#2d4a3e';

export interface MailContent {
  /** Shown as the heading. */
  title: string;
  /** Plain paragraphs; every one is escaped. */
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Small print under the main text (e.g. the unsubscribe link). */
  footer?: { text: string; link?: { label: string; url: string } };
  /**
   * The shop's settings: its name heads and signs the mail, its legal details close it (decision 024).
   * Required, so no mail can be sent with another shop's name.
   */
  shop: ShopSettings;
}

/** Who sends the mail, in one line: legal name, address, company number and VAT id. */
function businessLine(business: ShopSettings['business']): string {
  return [
    ...addressLines(business),
    ...(business.companyNumber ? [`Company no. ${business.companyNumber}`] : []),
    ...(business.vatId ? [`VAT ${business.vatId}`] : []),
  ].join(' · ');
}

/** Renders one mail in HTML and text; every user-supplied string is escaped here. */
export function renderMail(content: MailContent): { html: string; text: string } {
  const p = (text: string) => `<p style="margin:0 0 16px;line-height:1.5;white-space:pre-wrap">${escapeHtml(text)}</p>`;
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:${SAGE};color:#ffffff;padding:12px 24px;border-radius:999px;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p>`
    : '';
  const shopName = content.shop.store.shopName;
  const business = businessLine(content.shop.business);
  const businessHtml = `<p style="margin:16px 0 0;font-size:12px;color:#6b7f72">${escapeHtml(business)}</p>`;
  const footer = content.footer
    ? `<p style="margin:24px 0 0;font-size:12px;color:#6b7f72">${escapeHtml(content.footer.text)}${
        content.footer.link
          ? ` <a href="${escapeHtml(content.footer.link.url)}" style="color:${FOREST}">${escapeHtml(content.footer.link.label)}</a>`
          : ''
      }</p>`
    : '';
  const html =
    `<!doctype html><html><body style="margin:0;background:${CREAM};font-family:Georgia,serif;color:${FOREST}">` +
    `<div style="max-width:560px;margin:0 auto;padding:32px 24px">` +
    `<p style="font-size:24px;letter-spacing:2px;margin:0 0 24px;color:${FOREST}">${escapeHtml(shopName)}</p>` +
    `<h1 style="font-size:20px;font-weight:normal;margin:0 0 16px">${escapeHtml(content.title)}</h1>` +
    content.paragraphs.map(p).join('') +
    button +
    `<p style="margin:24px 0 0">— ${escapeHtml(shopName)}</p>${footer}${businessHtml}</div></body></html>`;
  const text = [
    content.title,
    '',
    ...content.paragraphs.flatMap((para) => [para, '']),
    ...(content.action ? [`${content.action.label}:`, content.action.url, ''] : []),
    `— ${shopName}`,
    ...(content.footer
      ? ['', content.footer.link ? `${content.footer.text} ${content.footer.link.label}: ${content.footer.link.url}` : content.footer.text]
      : []),
    '',
    business,
  ].join('\n');
  return { html, text };
}
