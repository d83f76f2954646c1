import { searchSnippet } from '@pura/core/site/search-snippet';
import type { SeoProduct } from './seo-catalogue.ts';
import type { SeoHead } from './seo-head.ts';
import { homePageTitle, pageTitle } from '@pura/core/site/page-title';
import { itemListJsonLd, organizationJsonLd, productJsonLd } from './structured-data.ts';

/** What the pages need from the configuration. */
export interface SeoSite {
  /** PUBLIC_URL without a trailing slash. */
  publicUrl: string;
  projectId: string;
  /** The shop's name as its settings say now (decision 024): titles, og:site_name and JSON-LD carry it. */
  shopName(): string;
}

/** The default product image of docs/product.md §9, served by the shop itself: the shop's preview image. */
const SHOP_IMAGE_PATH = '/Pura.png';
/** Link previews show a large square well; JPEG because not every preview crawler reads WebP. */
const PREVIEW_SIZE = 1200;
/** The shop's ItemList names the newest products only: the page stays small; the sitemap lists all. */
export const SHOP_LIST_LENGTH = 100;

// The texts the web app's routes set for themselves (home.tsx, shop.tsx, product-view.tsx), so
// a crawler and a visitor see the same title.
const HOME_DESCRIPTION =
  'Organic, vegan, cruelty-free skincare, body care, lip care and haircare. Take our free 2-minute quiz for a personalised routine and save 15%.';
const shopDescription = (shopName: string) =>
  `Shop ${shopName}'s whole collection of organic, vegan, cruelty-free skincare, body care, lip care and haircare — search and filter by category.`;

export const productPath = (id: string) => `/product/${encodeURIComponent(id)}`;

/** The product's image as an absolute URL: a storage preview, its own URL, or the shop image. */
export function productImage(site: SeoSite, product: SeoProduct): string {
  if (product.imageFileId) {
    const query = new URLSearchParams({
      width: String(PREVIEW_SIZE),
      height: String(PREVIEW_SIZE),
      output: 'jpg',
      quality: '82',
      project: site.projectId,
    });
    return `${site.publicUrl}/v1/storage/buckets/product-images/files/${encodeURIComponent(product.imageFileId)}/preview?${query}`;
  }
  if (product.imageUrl) {
    try {
      return new URL(product.imageUrl, `${site.publicUrl}/`).toString();
    } catch {
      // A malformed stored URL: fall back to the shop image.
    }
  }
  return `${site.publicUrl}${SHOP_IMAGE_PATH}`;
}

function shopImage(site: SeoSite) {
  return `${site.publicUrl}${SHOP_IMAGE_PATH}`;
}

export function homeHead(site: SeoSite): SeoHead {
  return {
    title: homePageTitle(site.shopName()),
    siteName: site.shopName(),
    description: HOME_DESCRIPTION,
    canonicalUrl: `${site.publicUrl}/`,
    ogType: 'website',
    image: shopImage(site),
    imageAlt: site.shopName(),
    jsonLd: [organizationJsonLd(site.publicUrl, shopImage(site), site.shopName())],
  };
}

export function shopHead(site: SeoSite, products: readonly SeoProduct[]): SeoHead {
  return {
    title: pageTitle(site.shopName(), 'Shop'),
    siteName: site.shopName(),
    description: shopDescription(site.shopName()),
    canonicalUrl: `${site.publicUrl}/shop`,
    ogType: 'website',
    image: shopImage(site),
    imageAlt: site.shopName(),
    jsonLd: [
      itemListJsonLd(
        products.slice(0, SHOP_LIST_LENGTH).map((product) => ({ url: `${site.publicUrl}${productPath(product.id)}`, name: product.name })),
      ),
    ],
  };
}

export function productHead(site: SeoSite, product: SeoProduct): SeoHead {
  const url = `${site.publicUrl}${productPath(product.id)}`;
  const image = productImage(site, product);
  return {
    title: pageTitle(site.shopName(), product.name),
    siteName: site.shopName(),
    description: searchSnippet(product.description),
    canonicalUrl: url,
    ogType: 'product',
    image,
    imageAlt: product.name,
    ...(product.imageFileId ? { imageSize: { width: PREVIEW_SIZE, height: PREVIEW_SIZE } } : {}),
    jsonLd: [productJsonLd(product, url, image, site.shopName())],
    extraProperties: [
      ['product:price:amount', product.price.toFixed(2)],
      ['product:price:currency', 'EUR'],
      ['product:availability', product.stock === 0 ? 'out of stock' : 'in stock'],
    ],
  };
}

/** An unknown product: the SPA shows 'Product Not Found'; crawlers must not index it. */
export function productNotFoundHead(site: SeoSite, path: string): SeoHead {
  return {
    title: pageTitle(site.shopName(), 'Product Not Found'),
    siteName: site.shopName(),
    description: `This product does not exist or could not be loaded. Browse the ${site.shopName()} shop for organic, vegan skincare and haircare.`,
    canonicalUrl: `${site.publicUrl}${path}`,
    ogType: 'website',
    image: shopImage(site),
    imageAlt: site.shopName(),
    jsonLd: [],
    noindex: true,
  };
}

/** A page switched off (DEBUG_PAGES=false): the SPA shows its 404 page. */
export function pageNotFoundHead(site: SeoSite, path: string): SeoHead {
  return {
    ...productNotFoundHead(site, path),
    title: pageTitle(site.shopName(), 'Page not found'),
    description: 'The page you were looking for has moved, or never grew here.',
  };
}
