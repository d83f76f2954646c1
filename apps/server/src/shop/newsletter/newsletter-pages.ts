import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { escapeHtml } from '../../infra/mail/templates.ts';

/** A button that POSTs a form, for a page that must not act on a plain GET. */
export interface PageForm {
  action: string;
  fields: Record<string, string>;
  label: string;
}

/** Renders one newsletter page: a title, a sentence and a button. */
/** One page, headed with the shop's name from its settings (decision 024). */
export type NewsletterPage = (shopName: string, title: string, text: string, form?: PageForm) => string;

/**
 * The shop's self-hosted fonts (apps/web/src/fonts/web-fonts.ts) as keys of the web build's Vite
 * manifest, which names the hashed files the shop serves them as.
 */
export const SHOP_FONT_SOURCES = { inter: 'src/fonts/generated/inter.woff2', fraunces: 'src/fonts/generated/fraunces.woff2' } as const;

/** Root-relative URLs of the built font files; a font the build lacks is left out. */
export type ShopFontUrls = Partial<Record<keyof typeof SHOP_FONT_SOURCES, string>>;

/** Reads the built fonts' URLs from WEB_DIST's manifest, once at start; none without a build. */
export function shopFontUrls(webDist: string): ShopFontUrls {
  const manifestPath = path.join(webDist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return {};
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, { file?: unknown } | undefined>;
  const urls: ShopFontUrls = {};
  for (const [font, source] of Object.entries(SHOP_FONT_SOURCES) as Array<[keyof typeof SHOP_FONT_SOURCES, string]>) {
    const file = manifest[source]?.file;
    if (typeof file === 'string') urls[font] = `/${file}`;
  }
  return urls;
}

// The shop's font stacks and colours (apps/web/src/styles.css): Inter for text, Fraunces for
// headings, each after a local font resized to its metrics so the swap moves nothing.
const SANS = "'Inter Variable','Inter Fallback',ui-sans-serif,system-ui,sans-serif";
const SERIF = "'Fraunces Variable','Fraunces Fallback',ui-serif,serif";
const FALLBACK_FACES = `@font-face{font-family:'Inter Fallback';src:local('Arial'),local('ArialMT'),local('Liberation Sans'),local('LiberationSans');size-adjust:107.12%;ascent-override:90.44%;descent-override:22.52%;line-gap-override:0%}
@font-face{font-family:'Fraunces Fallback';src:local('Times New Roman'),local('TimesNewRomanPSMT'),local('Liberation Serif'),local('LiberationSerif');size-adjust:115.45%;ascent-override:84.71%;descent-override:22.09%;line-gap-override:0%}`;
const PAGE_STYLE = `html{background:#f6f1e7;color:#2a2a24;-webkit-font-smoothing:antialiased}
body{margin:0;font-family:${SANS};line-height:1.5}
main{max-width:36rem;margin:0 auto;padding:3.5rem 1rem;text-align:center}
.logo{display:inline-flex;align-items:center;gap:.5rem;color:#3f4f3a;text-decoration:none;font-family:${SERIF};font-size:1.5rem;font-weight:600;letter-spacing:-.025em}
.card{margin-top:2rem;padding:2rem 1.5rem;border:1px solid rgb(230 213 184/.7);border-radius:1.25rem;background:rgb(255 255 255/.8)}
h1{margin:0 0 .75rem;font-family:${SERIF};font-size:1.875rem;font-weight:600;line-height:1.2;letter-spacing:-.01em;color:#3f4f3a}
p{margin:0 0 1.5rem;color:#5f6157}
form{margin:0 0 1rem}
.button{display:inline-flex;align-items:center;justify-content:center;height:2.75rem;padding:0 1.5rem;border:0;border-radius:999px;background:#3f4f3a;color:#f6f1e7;font:500 .875rem/1 ${SANS};text-decoration:none;cursor:pointer}
.button:hover{background:#2c382a}
.link{color:#3f4f3a;font-size:.875rem;text-underline-offset:4px}
:focus-visible{outline:3px solid #c8734f;outline-offset:2px}`;

const LEAF = `<svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true"><rect width="32" height="32" rx="9" fill="#3f4f3a"/><path d="M16 6c6 4 8 10 4 16-2 3-6 4-8 2-3-3-2-10 4-18z" fill="#c9d6b5"/><path d="M16 9c-1 5-2 9-3 14" stroke="#3f4f3a" stroke-width="1.4" fill="none" stroke-linecap="round"/></svg>`;

/**
 * Small server-rendered pages for the links in newsletter mails, in the shop's look: its fonts,
 * served from this origin as the shop serves them (the CSP's font-src 'self'), and its colours.
 * No script: the page is read once and left.
 */
export function createNewsletterPages(fonts: ShopFontUrls): NewsletterPage {
  const built = [
    ['Inter Variable', fonts.inter],
    ['Fraunces Variable', fonts.fraunces],
  ].filter((font): font is [string, string] => typeof font[1] === 'string');
  // Both show on the first screen: fetched beside the page rather than after its style is read.
  const preloads = built
    .map(([, url]) => `<link rel="preload" href="${escapeHtml(url)}" as="font" type="font/woff2" crossorigin>`)
    .join('');
  const faces = built
    .map(
      ([family, url]) =>
        `@font-face{font-family:'${family}';src:url(${JSON.stringify(url)}) format('woff2');font-weight:400 700;font-style:normal;font-display:swap}`,
    )
    .join('\n');
  const meta =
    '<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="theme-color" content="#f6f1e7">';
  const links = `<link rel="icon" href="/favicon.svg" type="image/svg+xml">${preloads}\n<style>${faces}\n${FALLBACK_FACES}\n${PAGE_STYLE}</style>`;

  return (shopName, title, text, form) => {
    const fields = form
      ? Object.entries(form.fields)
          .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
          .join('')
      : '';
    const actions = form
      ? `<form method="post" action="${escapeHtml(form.action)}">${fields}<button type="submit" class="button">${escapeHtml(form.label)}</button></form>
<a href="/" class="link">Keep my subscription and go to the shop</a>`
      : `<a href="/" class="button">Back to the shop</a>`;
    return `<!doctype html><html lang="en"><head>${meta}<title>${escapeHtml(title)} · ${escapeHtml(shopName)}</title>${links}</head>
<body><main><a href="/" class="logo" aria-label="${escapeHtml(shopName)} — home">${LEAF}<span>${escapeHtml(shopName)}</span></a>
<div class="card"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>
${actions}</div></main></body></html>`;
  };
}
