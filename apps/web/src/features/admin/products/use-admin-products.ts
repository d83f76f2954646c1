import { PRODUCTS_COLLECTION_ID, type Product, toProduct } from '@/data/products';
import type { RowsPage } from '../shared/use-cursor-pages';
import { useDocumentPage } from '../shared/use-document-page';

export type ProductSortField = '$createdAt' | 'name' | 'category' | 'price' | 'stock';
export interface ProductSort {
  field: ProductSortField;
  direction: 'asc' | 'desc';
}

export type ProductPage = RowsPage<Product>;

export const adminProductKeys = {
  all: ['admin', 'products'] as const,
  page: (search: string, sort: ProductSort, cursor: string | undefined) =>
    ['admin', 'products', search, sort.field, sort.direction, cursor ?? ''] as const,
};

/** One page of the catalogue for the admin table: searched by name, sorted, 25 rows after a cursor. */
export function useAdminProducts(search: string, sort: ProductSort, cursor: string | undefined) {
  return useDocumentPage({
    queryKey: adminProductKeys.page(search, sort, cursor),
    collectionId: PRODUCTS_COLLECTION_ID,
    cursor,
    queries: (Query) => {
      const queries = [sort.direction === 'asc' ? Query.orderAsc(sort.field) : Query.orderDesc(sort.field)];
      if (search.trim()) queries.push(Query.search('name', search.trim()));
      return queries;
    },
    toRow: toProduct,
  });
}
