import { escapeHtml } from '../../infra/mail/templates.ts';

/** A button that POSTs a form, for a page that must not act on a plain GET. */
export interface PageForm {
  action: string;
  fields: Record<string, string>;
  label: string;
}

const BUTTON_STYLE = 'background:#2d4a3e;color:#fff;padding:12px 24px;border-radius:999px;text-decoration:none;display:inline-block';

/** A small server-rendered page in the shop's look, for the links in newsletter mails. */
export function newsletterPage(title: string, text: string, form?: PageForm): string {
  const fields = form ? Object.entries(form.fields).map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`).join('') : '';
  const action = form
    ? `<form method="post" action="${escapeHtml(form.action)}">${fields}<button type="submit" style="${BUTTON_STYLE};border:0;font:inherit;cursor:pointer">${escapeHtml(form.label)}</button></form>
<p><a href="/" style="color:#2d4a3e">Keep my subscription and go to the shop</a></p>`
    : `<p><a href="/" style="${BUTTON_STYLE}">Back to the shop</a></p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · Pura</title></head>
<body style="margin:0;background:#faf7f0;color:#2d4a3e;font-family:Georgia,serif"><main style="max-width:560px;margin:0 auto;padding:64px 24px;text-align:center">
<p style="font-size:28px;letter-spacing:2px">Pura</p><h1 style="font-weight:normal">${escapeHtml(title)}</h1><p style="line-height:1.5">${escapeHtml(text)}</p>
${action}</main></body></html>`;
}
