import { escapeHtml } from '../../infra/mail/templates.ts';
import { type JsonLd, jsonLdScript } from './structured-data.ts';

/** Everything a page says about itself to crawlers and link previews. */
export interface SeoHead {
  title: string;
  /** og:site_name: the shop's name from its settings. */
  siteName: string;
  description: string;
  /** Absolute, without query or fragment. */
  canonicalUrl: string;
  ogType: 'website' | 'product';
  /** Absolute URL of the preview image. */
  image: string;
  imageAlt: string;
  /** Pixel size of `image`, when known. */
  imageSize?: { width: number; height: number };
  jsonLd: JsonLd[];
  /** Extra Open Graph properties (product:price:amount …). */
  extraProperties?: Array<[string, string]>;
  /** Keep the page out of search results (unknown products, switched-off pages). */
  noindex?: boolean;
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/** The <head> tags of a page; every value escaped. */
export function renderSeoHead(head: SeoHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.noindex ? meta('name', 'robots', 'noindex') : `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />`,
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonicalUrl),
    meta('property', 'og:image', head.image),
    meta('property', 'og:image:alt', head.imageAlt),
    ...(head.imageSize
      ? [
          meta('property', 'og:image:width', String(head.imageSize.width)),
          meta('property', 'og:image:height', String(head.imageSize.height)),
        ]
      : []),
    ...(head.extraProperties ?? []).map(([key, value]) => meta('property', key, value)),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image),
    meta('name', 'twitter:image:alt', head.imageAlt),
    ...head.jsonLd.map(jsonLdScript),
  ];
  return tags.join('\n    ');
}
