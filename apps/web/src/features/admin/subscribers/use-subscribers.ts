import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { SHOP_DATABASE_ID } from '@/data/products';
import { loadSdk } from '@/lib/sdk';
import { useDocumentPage } from '../shared/use-document-page';

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

/** Subscribers by subscribedAt, newest first (docs/product.md §7), 25 per page, with the total count. */
export function useSubscribers(cursor: string | undefined) {
  return useDocumentPage({
    queryKey: keys.page(cursor),
    collectionId: 'newsletter',
    cursor,
    queries: (Query) => [Query.orderDesc('subscribedAt')],
    toRow: (doc): Subscriber => ({
      id: doc.$id,
      email: String(doc.email ?? ''),
      name: String(doc.name ?? ''),
      source: String(doc.source ?? ''),
      confirmed: doc.confirmed === true,
      subscribedAt: String(doc.subscribedAt ?? doc.$createdAt),
    }),
  });
}

export function useDeleteSubscriber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (subscriber: Subscriber) =>
      (await loadSdk()).databases.deleteDocument({ databaseId: SHOP_DATABASE_ID, collectionId: 'newsletter', documentId: subscriber.id }),
    onSuccess: (_r, subscriber) => {
      void queryClient.invalidateQueries({ queryKey: keys.all });
      toast.success(`${subscriber.email} removed from the newsletter`);
    },
    onError: () => {
      toast.error('Failed to delete subscriber');
    },
  });
}
