import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Models } from 'appwrite';
import { toast } from '@/lib/toast';
import { SHOP_DATABASE_ID } from '@/data/products';
import { loadSdk } from '@/lib/sdk';
import { PAGE_SIZE } from '../shared/use-cursor-pages';

export interface Subscriber {
  id: string;
  email: string;
  name: string;
  source: string;
  confirmed: boolean;
  subscribedAt: string;
}

const keys = {
  all: ['admin', 'subscribers'] as const,
  page: (cursor: string | undefined) => ['admin', 'subscribers', cursor ?? ''] as const,
};

/** Subscribers by subscribedAt, newest first (SPEC.md §7), 25 per page, with the total count. */
export function useSubscribers(cursor: string | undefined) {
  return useQuery({
    queryKey: keys.page(cursor),
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const { Query, databases } = await loadSdk();
      const queries = [Query.orderDesc('subscribedAt'), Query.limit(PAGE_SIZE)];
      if (cursor) queries.push(Query.cursorAfter(cursor));
      const list = await databases.listDocuments<Models.Document & Record<string, unknown>>({ databaseId: SHOP_DATABASE_ID, collectionId: 'newsletter', queries });
      const subscribers: Subscriber[] = list.documents.map((doc) => ({
        id: doc.$id,
        email: String(doc.email ?? ''),
        name: String(doc.name ?? ''),
        source: String(doc.source ?? ''),
        confirmed: doc.confirmed === true,
        subscribedAt: String(doc.subscribedAt ?? doc.$createdAt),
      }));
      return { total: list.total, subscribers };
    },
  });
}

export function useDeleteSubscriber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (subscriber: Subscriber) => (await loadSdk()).databases.deleteDocument({ databaseId: SHOP_DATABASE_ID, collectionId: 'newsletter', documentId: subscriber.id }),
    onSuccess: (_r, subscriber) => {
      void queryClient.invalidateQueries({ queryKey: keys.all });
      toast.success(`${subscriber.email} removed from the newsletter`);
    },
    onError: () => {
      toast.error('Failed to delete subscriber');
    },
  });
}
