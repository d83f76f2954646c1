import { type APIRequestContext, expect } from '@playwright/test';
import { PROJECT } from './admin-api.ts';

/** The products collection's documents route. */
export const PRODUCTS = '/v1/databases/shop/collections/products/documents';
/** The realtime channel of the products' documents, as the shop's pages subscribe to it. */
export const PRODUCTS_CHANNEL = 'databases.shop.collections.products.documents';

/** The fields of a product document the journeys read. */
export interface ProductDoc {
  $id: string;
  name: string;
  category: string;
  price: number;
  stock: number | null;
  isNew?: boolean;
  isBestseller?: boolean;
}

/** Up to 100 products, as a guest reads them. */
export async function listProducts(request: APIRequestContext): Promise<ProductDoc[]> {
  const limit = encodeURIComponent(JSON.stringify({ method: 'limit', values: [100] }));
  const response = await request.get(`${PRODUCTS}?queries[0]=${limit}`, { headers: PROJECT });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { documents: ProductDoc[] }).documents;
}
