import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type Models, Query } from 'appwrite';
import { PRODUCTS_COLLECTION_ID, type Product, toProduct } from '@/data/products';
import { SHOP_DATABASE_ID, databases } from '@/lib/appwrite';
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
      const queries = [sort.direction === 'asc' ? Query.orderAsc(sort.field) : Query.orderDesc(sort.field), Query.limit(PAGE_SIZE)];
      if (search.trim()) queries.push(Query.search('name', search.trim()));
      if (cursor) queries.push(Query.cursorAfter(cursor));
      const list = await databases.listDocuments<Models.Document & Record<string, unknown>>({ databaseId: SHOP_DATABASE_ID, collectionId: PRODUCTS_COLLECTION_ID, queries });
      return { total: list.total, products: list.documents.map(toProduct) };
    },
  });
}
