import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Models } from 'appwrite';
import type { DocumentFields } from '@pura/core/collections/document-fields';
import type { products } from '@pura/core/collections/products';
import { PRODUCT_IMAGES_BUCKET_ID, filePreviewUrl, productFilePreviewUrl } from './file-preview';
import { loadSdk } from '@/lib/sdk';

/** The Appwrite database holding the shop's collections (docs/architecture.md 'Database'). */
export const SHOP_DATABASE_ID = 'shop';

/** The product collection and image bucket (docs/architecture.md 'Database'). */
export const PRODUCTS_COLLECTION_ID = 'products';
export { PRODUCT_IMAGES_BUCKET_ID, productFilePreviewUrl };
/** docs/product.md §9: the image shown when a product has none or its own fails. */
export const DEFAULT_PRODUCT_IMAGE = '/Pura.png';

/**
 * A product as the web app uses it (docs/product.md §3 Product): the products declaration's attributes
 * (prices in euros, stock null = unlimited, imageUrl a direct image URL when the product has no
 * uploaded file), with the legacy image fields folded into imageUrl, plus its id and date.
 */
export type Product = Omit<DocumentFields<typeof products>, 'image' | 'imageNumber'> & { id: string; createdAt: string };

/** A products document as GET /v1/…/documents returns it (and the server renders pages from). */
export type ProductDocument = Models.Document & Record<string, unknown>;

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const list = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** Maps a products document to a Product, tolerating absent optional fields. */
export function toProduct(doc: ProductDocument): Product {
  const imageUrl = text(doc.imageUrl) || text(doc.image) || (num(doc.imageNumber) !== null ? `/Products/${doc.imageNumber}.webp` : '');
  return {
    id: doc.$id,
    name: text(doc.name),
    price: num(doc.price) ?? 0,
    description: text(doc.description),
    category: text(doc.category),
    stock: num(doc.stock),
    isNew: doc.isNew === true,
    isBestseller: doc.isBestseller === true,
    ratingCount: num(doc.ratingCount) ?? 0,
    ratingSum: num(doc.ratingSum) ?? 0,
    originalPrice: num(doc.originalPrice),
    benefits: list(doc.benefits),
    ingredients: list(doc.ingredients),
    imageFileId: text(doc.imageFileId) || null,
    imageUrl: imageUrl || null,
    skinTypes: list(doc.skinTypes),
    skinConcerns: list(doc.skinConcerns),
    createdAt: doc.$createdAt,
  };
}

/** docs/product.md §9: the admin's preview of an uploaded image is 400×400, centred, quality 100. */
export function productUploadPreviewUrl(fileId: string): string {
  return filePreviewUrl(fileId, [
    ['width', '400'],
    ['height', '400'],
    ['gravity', 'center'],
    ['quality', '100'],
  ]);
}

/** A WebP preview of the product's image at the size it is displayed (quality 80, docs/product.md §9). */
export function productImageUrl(product: Pick<Product, 'imageFileId' | 'imageUrl'>, size: number): string {
  if (product.imageFileId) return productFilePreviewUrl(product.imageFileId, size, 80, 'webp');
  return product.imageUrl ?? DEFAULT_PRODUCT_IMAGE;
}

export const productKeys = {
  all: ['products'] as const,
  list: () => ['products', 'list'] as const,
  detail: (id: string) => ['products', 'detail', id] as const,
  byIds: (ids: readonly string[]) => ['products', 'by-ids', [...ids].sort()] as const,
};

/** The whole catalogue, newest first (docs/product.md §7: search and filters run on the client). */
export async function listProducts(): Promise<Product[]> {
  const products: Product[] = [];
  const { Query, databases } = await loadSdk();
  let cursor: string | undefined;
  // Page through with cursors so a large catalogue never needs one huge response.
  for (;;) {
    const queries = [Query.orderDesc('$createdAt'), Query.limit(100)];
    if (cursor) queries.push(Query.cursorAfter(cursor));
    const page = await databases.listDocuments<ProductDocument>({ databaseId: SHOP_DATABASE_ID, collectionId: PRODUCTS_COLLECTION_ID, queries });
    products.push(...page.documents.map(toProduct));
    if (page.documents.length < 100) return products;
    cursor = page.documents[page.documents.length - 1]?.$id;
  }
}

export async function getProduct(id: string): Promise<Product> {
  const { databases } = await loadSdk();
  return toProduct(await databases.getDocument<ProductDocument>({ databaseId: SHOP_DATABASE_ID, collectionId: PRODUCTS_COLLECTION_ID, documentId: id }));
}

/** Products with the given ids (the quiz resolves its recommendations this way). */
export async function getProductsByIds(ids: readonly string[]): Promise<Product[]> {
  if (ids.length === 0) return [];
  const { Query, databases } = await loadSdk();
  const page = await databases.listDocuments<ProductDocument>({
    databaseId: SHOP_DATABASE_ID,
    collectionId: PRODUCTS_COLLECTION_ID,
    queries: [Query.equal('$id', [...ids]), Query.limit(ids.length)],
  });
  return page.documents.map(toProduct);
}

export function useProducts() {
  return useQuery({ queryKey: productKeys.list(), queryFn: listProducts });
}

export function useProduct(id: string) {
  return useQuery({ queryKey: productKeys.detail(id), queryFn: () => getProduct(id) });
}

/**
 * Some products by id. A catalogue already read (the shop's, or the one the server rendered a
 * shared quiz result from) answers at once, as fresh as that read; otherwise they are fetched.
 */
export function useProductsByIds(ids: readonly string[]) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: productKeys.byIds(ids),
    queryFn: () => getProductsByIds(ids),
    enabled: ids.length > 0,
    initialData: () => queryClient.getQueryData<Product[]>(productKeys.list())?.filter((product) => ids.includes(product.id)),
    initialDataUpdatedAt: () => queryClient.getQueryState(productKeys.list())?.dataUpdatedAt,
  });
}
