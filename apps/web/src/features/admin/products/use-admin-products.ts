import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Models } from 'appwrite';
import { PRODUCTS_COLLECTION_ID, type Product, SHOP_DATABASE_ID, toProduct } from '@/data/products';
import { loadSdk } from '@/lib/sdk';
import { PAGE_SIZE } from '../shared/use-cursor-pages';

export type ProductSortField = '$createdAt' | 'name' | 'category' | 'price' | 'stock';
export interface ProductSort {
  field: ProductSortField;
  direction: 'asc' | 'desc';
}

export interface ProductPage {
  total: number;
  products: Product[];
}

export const adminProductKeys = {
  all: ['admin', 'products'] as const,
  page: (search: string, sort: ProductSort, cursor: string | undefined) => ['admin', 'products', search, sort.field, sort.direction, cursor ?? ''] as const,
};

/** One page of the catalogue for the admin table: searched by name, sorted, 25 rows after a cursor. */
export function useAdminProducts(search: string, sort: ProductSort, cursor: string | undefined) {
  return useQuery({
    queryKey: adminProductKeys.page(search, sort, cursor),
    placeholderData: keepPreviousData,
    queryFn: async (): Promise<ProductPage> => {
      const { Query, databases } = await loadSdk();
      const queries = [sort.direction === 'asc' ? Query.orderAsc(sort.field) : Query.orderDesc(sort.field), Query.limit(PAGE_SIZE)];
      if (search.trim()) queries.push(Query.search('name', search.trim()));
      if (cursor) queries.push(Query.cursorAfter(cursor));
      const list = await databases.listDocuments<Models.Document & Record<string, unknown>>({ databaseId: SHOP_DATABASE_ID, collectionId: PRODUCTS_COLLECTION_ID, queries });
      return { total: list.total, products: list.documents.map(toProduct) };
    },
  });
}
