import { averageStars } from '@pura/core/reviews/product-rating';
import type { SeoProduct } from './seo-catalogue.ts';

/** A schema.org node as JSON-LD. */
export type JsonLd = Record<string, unknown>;

const SCHEMA = 'https://schema.org';

/**
 * JSON for inside a <script> element: `<`, `>` and `&` as \u escapes so no value (a product
 * named `</script>`) can end the element or open a comment, and U+2028/2029 escaped for old parsers.
 */
export function jsonLdScript(data: JsonLd): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/ld+json">${json}</script>`;
}

/**
 * schema.org Product with its Offer (the price as a decimal string in the shop's currency), the
 * shop's name as its brand and, once it has reviews, their AggregateRating: a rating of nothing
 * would be invalid markup.
 */
export function productJsonLd(product: SeoProduct, url: string, image: string, shopName: string): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    '@id': `${url}#product`,
    name: product.name,
    description: product.description,
    image: [image],
    sku: product.id,
    productID: product.id,
    category: product.category,
    brand: { '@type': 'Brand', name: shopName },
    offers: {
      '@type': 'Offer',
      price: product.price.toFixed(2),
      priceCurrency: 'EUR',
      availability: product.stock === 0 ? `${SCHEMA}/OutOfStock` : `${SCHEMA}/InStock`,
      itemCondition: `${SCHEMA}/NewCondition`,
      url,
    },
    ...(product.ratingCount === 0
      ? {}
      : {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: averageStars(product),
            reviewCount: product.ratingCount,
            bestRating: 5,
            worstRating: 1,
          },
        }),
  };
}

/** The home page: who sells (the shop's name from its settings), and the site with its search (the shop keeps ?q= in the URL). */
export function organizationJsonLd(publicUrl: string, logo: string, shopName: string): JsonLd {
  return {
    '@context': SCHEMA,
    '@graph': [
      { '@type': 'Organization', '@id': `${publicUrl}/#organization`, name: shopName, url: `${publicUrl}/`, logo },
      {
        '@type': 'WebSite',
        '@id': `${publicUrl}/#website`,
        name: shopName,
        url: `${publicUrl}/`,
        publisher: { '@id': `${publicUrl}/#organization` },
        potentialAction: {
          '@type': 'SearchAction',
          target: `${publicUrl}/shop?q={search_term_string}`,
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  };
}

/** The shop page: its products in the order shown. */
export function itemListJsonLd(items: ReadonlyArray<{ url: string; name: string }>): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'ItemList',
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, url: item.url, name: item.name })),
  };
}
