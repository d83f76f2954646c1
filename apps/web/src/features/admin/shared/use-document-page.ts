import { type QueryKey, keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Models } from 'appwrite';
import { SHOP_DATABASE_ID } from '@/data/products';
import { type Sdk, loadSdk } from '@/lib/sdk';
import { PAGE_SIZE, type RowsPage } from './use-cursor-pages';

type AdminDocument = Models.Document & Record<string, unknown>;

interface DocumentPageOptions<Row> {
  queryKey: QueryKey;
  collectionId: string;
  /** The id of the last row of the previous page, or undefined for the first page. */
  cursor: string | undefined;
  /** The list's own order and filters; the page size and the cursor are added after them. */
  queries: (Query: Sdk['Query']) => string[];
  toRow: (document: AdminDocument) => Row;
}

/**
 * One page of a shop collection for an admin list, read through the SDK: PAGE_SIZE rows after
 * the cursor, with the total. The previous page stays on screen while the next one loads.
 */
export function useDocumentPage<Row>({ queryKey, collectionId, cursor, queries, toRow }: DocumentPageOptions<Row>) {
  return useQuery({
    queryKey,
    placeholderData: keepPreviousData,
    queryFn: async (): Promise<RowsPage<Row>> => {
      const { Query, databases } = await loadSdk();
      const pageQueries = [...queries(Query), Query.limit(PAGE_SIZE)];
      if (cursor) pageQueries.push(Query.cursorAfter(cursor));
      const list = await databases.listDocuments<AdminDocument>({ databaseId: SHOP_DATABASE_ID, collectionId, queries: pageQueries });
      return { total: list.total, rows: list.documents.map((document) => toRow(document)) };
    },
  });
}
