import { escapeHtml } from '../../infra/mail/templates.ts';

/** A small server-rendered page in the shop's look, for the links in newsletter mails. */
export function newsletterPage(title: string, text: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · Pura</title></head>
<body style="margin:0;background:#faf7f0;color:#2d4a3e;font-family:Georgia,serif"><main style="max-width:560px;margin:0 auto;padding:64px 24px;text-align:center">
<p style="font-size:28px;letter-spacing:2px">Pura</p><h1 style="font-weight:normal">${escapeHtml(title)}</h1><p style="line-height:1.5">${escapeHtml(text)}</p>
<p><a href="/" style="background:#9caf88;color:#fff;padding:12px 24px;border-radius:999px;text-decoration:none;display:inline-block">Back to the shop</a></p></main></body></html>`;
}
