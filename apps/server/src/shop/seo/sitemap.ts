import type { SeoProduct } from './seo-catalogue.ts';
import { productPath } from './seo-pages.ts';

/** The public pages of docs/product.md §2 a search engine should know (everything personal stays out). */
export const PUBLIC_PAGES = [
  '/',
  '/shop',
  '/about',
  '/ingredients',
  '/contact',
  '/privacy',
  '/terms',
  '/quiz/skincare',
  '/quiz/haircare',
] as const;

/**
 * Personal, transactional and technical paths crawlers have no business in. /cart is not among
 * them: the cart lives in the visitor's browser, so a crawler only ever sees an empty one, and a
 * page shut to crawlers fails Lighthouse's crawlability audit (decision 012 wants SEO 100 on /cart).
 * It stays out of the sitemap.
 */
export const DISALLOWED_PATHS = ['/admin', '/profile', '/checkout', '/payment-success', '/newsletter-debug', '/api/', '/v1/'] as const;

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** W3C datetime for <lastmod>: the document's ISO 8601 time normalised to UTC. */
function lastmod(iso: string): string | null {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** sitemaps.org XML: the public pages, then every product with its last change. */
export function sitemapXml(publicUrl: string, products: readonly SeoProduct[]): string {
  const url = (path: string, modified: string | null) =>
    `  <url><loc>${escapeXml(`${publicUrl}${path}`)}</loc>${modified ? `<lastmod>${modified}</lastmod>` : ''}</url>`;
  const newest = products.map((p) => lastmod(p.updatedAt)).reduce<string | null>((a, b) => (!a || (b && b > a) ? b : a), null);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    // The shop lists the products, so it changes whenever one does.
    ...PUBLIC_PAGES.map((path) => url(path, path === '/shop' ? newest : null)),
    ...products.map((product) => url(productPath(product.id), lastmod(product.updatedAt))),
    '</urlset>',
    '',
  ];
  return lines.join('\n');
}

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
