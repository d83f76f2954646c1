import { useQuery } from '@tanstack/react-query';
import type { Models } from 'appwrite';
import { SHOP_DATABASE_ID } from '@/data/products';
import { type Sdk, loadSdk } from '@/lib/sdk';
import { useDocumentPage } from '../shared/use-document-page';
import { toAdminOrder } from './order-model';

type OrderDocument = Models.Document & Record<string, unknown>;

export const adminOrderKeys = {
  all: ['admin', 'orders'] as const,
  page: (status: string, search: string, cursor: string | undefined) => ['admin', 'orders', 'page', status, search, cursor ?? ''] as const,
  detail: (id: string) => ['admin', 'orders', 'detail', id] as const,
};

/**
 * The search box takes an order reference (ORD-000042, or its start) or part of an e-mail
 * address; both are tried at once.
 */
function searchQuery(Query: Sdk['Query'], term: string): string {
  return Query.or([Query.startsWith('reference', term.toUpperCase()), Query.contains('email', term.toLowerCase())]);
}

/** All orders newest first, 25 per page, optionally one status and a search. */
export function useAdminOrders(status: string, search: string, cursor: string | undefined) {
  return useDocumentPage({
    queryKey: adminOrderKeys.page(status, search, cursor),
    collectionId: 'orders',
    cursor,
    queries: (Query) => {
      const queries = [Query.orderDesc('$createdAt')];
      if (status) queries.push(Query.equal('status', status));
      if (search.trim()) queries.push(searchQuery(Query, search.trim()));
      return queries;
    },
    toRow: toAdminOrder,
  });
}

export function useAdminOrder(id: string) {
  return useQuery({
    queryKey: adminOrderKeys.detail(id),
    queryFn: async () =>
      toAdminOrder(
        await (
          await loadSdk()
        ).databases.getDocument<OrderDocument>({ databaseId: SHOP_DATABASE_ID, collectionId: 'orders', documentId: id }),
      ),
  });
}
