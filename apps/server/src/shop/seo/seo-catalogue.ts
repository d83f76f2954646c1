import type { FastifyInstance } from 'fastify';
import { type ServerDocuments, serverDocuments } from '../../appwrite/databases/server-documents.ts';
import type { DocumentJson } from '../../appwrite/databases/document-model.ts';

/** What the served HTML, the sitemap and the structured data say about a product. */
export interface SeoProduct {
  id: string;
  name: string;
  description: string;
  category: string;
  /** Euros, as the documents hold them (24.99). */
  price: number;
  /** null = unlimited. */
  stock: number | null;
  imageFileId: string | null;
  imageUrl: string | null;
  /** Its reviews: how many, and their stars added up (kept by the server, shop/reviews/product-ratings.ts). */
  ratingCount: number;
  ratingSum: number;
  /** ISO 8601: the sitemap's lastmod. */
  updatedAt: string;
}

/** A product as the catalogue holds it: what SEO reads, and the document server rendering starts from. */
export interface CatalogueProduct extends SeoProduct {
  /** As GET /v1/…/documents/{id} answers it. */
  document: DocumentJson;
}

/** How long a product read for the served HTML stays fresh when no change event arrives. */
export const SEO_CACHE_TTL_MS = 60_000;
/** Enough for a large catalogue; random unknown ids must not grow the cache without bound. */
const MAX_CACHED_PRODUCTS = 2_000;
const PAGE_SIZE = 100;
const PRODUCTS_CHANNEL = 'databases.shop.collections.products.documents';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function toCatalogueProduct(document: DocumentJson): CatalogueProduct {
  return {
    id: document.$id,
    name: text(document.name),
    description: text(document.description),
    category: text(document.category),
    price: typeof document.price === 'number' ? document.price : 0,
    stock: typeof document.stock === 'number' ? document.stock : null,
    imageFileId: text(document.imageFileId) || null,
    imageUrl: text(document.imageUrl) || text(document.image) || null,
    ratingCount: typeof document.ratingCount === 'number' ? document.ratingCount : 0,
    ratingSum: typeof document.ratingSum === 'number' ? document.ratingSum : 0,
    updatedAt: document.$updatedAt,
    document,
  };
}

export interface SeoCatalogue {
  /** The product, or null when there is none (or the id is not a valid document id). */
  product(id: string): Promise<CatalogueProduct | null>;
  /** Every product, newest first. */
  all(): Promise<CatalogueProduct[]>;
}

interface Cached<T> {
  value: Promise<T>;
  expiresAt: number;
}

/**
 * The catalogue as the SEO renderer reads it: cached for a short time so a crawler or a busy
 * product page does not cost a database read per request, and dropped as soon as a product
 * changes (the realtime events of this instance and, on PostgreSQL, of the others).
 */
export function createSeoCatalogue(app: FastifyInstance): SeoCatalogue {
  const docs: ServerDocuments = serverDocuments(app);
  const products = new Map<string, Cached<CatalogueProduct | null>>();
  let list: Cached<CatalogueProduct[]> | null = null;

  app.realtime.local.on('event', (event: { channels?: string[] }) => {
    if (!event.channels?.includes(PRODUCTS_CHANNEL)) return;
    products.clear();
    list = null;
  });

  function remember<T>(load: () => Promise<T>): Cached<T> {
    const entry: Cached<T> = { value: load(), expiresAt: Date.now() + SEO_CACHE_TTL_MS };
    // A failed read is not remembered: the next request tries again.
    entry.value.catch(() => {
      entry.expiresAt = 0;
    });
    return entry;
  }

  async function loadProduct(id: string): Promise<CatalogueProduct | null> {
    try {
      const document = await docs.get('products', id);
      return document ? toCatalogueProduct(document) : null;
    } catch (error) {
      // An id the documents API refuses (too long, bad characters) names no product.
      if ((error as { type?: string }).type === 'general_argument_invalid') return null;
      throw error;
    }
  }

  async function loadAll(): Promise<CatalogueProduct[]> {
    const all: CatalogueProduct[] = [];
    let cursor: string | undefined;
    for (;;) {
      const page = await docs.list(
        'products',
        [
          { method: 'orderDesc', attribute: '$createdAt' },
          { method: 'limit', values: [PAGE_SIZE] },
          ...(cursor ? [{ method: 'cursorAfter', values: [cursor] }] : []),
        ],
        { total: false },
      );
      all.push(...page.documents.map(toCatalogueProduct));
      if (page.documents.length < PAGE_SIZE) return all;
      cursor = page.documents.at(-1)?.$id;
    }
  }

  return {
    product(id) {
      const now = Date.now();
      const hit = products.get(id);
      if (hit && hit.expiresAt > now) return hit.value;
      if (products.size >= MAX_CACHED_PRODUCTS) {
        for (const [key, entry] of products) if (entry.expiresAt <= now) products.delete(key);
        if (products.size >= MAX_CACHED_PRODUCTS) products.delete(products.keys().next().value as string);
      }
      const entry = remember(() => loadProduct(id));
      products.set(id, entry);
      return entry.value;
    },
    all() {
      if (list && list.expiresAt > Date.now()) return list.value;
      list = remember(loadAll);
      return list.value;
    },
  };
}
