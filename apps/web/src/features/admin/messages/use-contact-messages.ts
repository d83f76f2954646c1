import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { SHOP_DATABASE_ID } from '@/data/products';
import { loadSdk } from '@/lib/sdk';
import { useDocumentPage } from '../shared/use-document-page';

export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  read: boolean;
  createdAt: string;
}

const keys = {
  all: ['admin', 'contact-messages'] as const,
  page: (cursor: string | undefined) => ['admin', 'contact-messages', cursor ?? ''] as const,
};

/** Contact messages newest first, 25 per page. */
export function useContactMessages(cursor: string | undefined) {
  return useDocumentPage({
    queryKey: keys.page(cursor),
    collectionId: 'contact_messages',
    cursor,
    queries: (Query) => [Query.orderDesc('$createdAt')],
    toRow: (doc): ContactMessage => ({
      id: doc.$id,
      name: `${String(doc.firstName ?? '')} ${String(doc.lastName ?? '')}`.trim(),
      email: String(doc.email ?? ''),
      subject: String(doc.subject ?? ''),
      message: String(doc.message ?? ''),
      read: doc.read === true,
      createdAt: doc.$createdAt,
    }),
  });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, read }: { id: string; read: boolean }) =>
      (await loadSdk()).databases.updateDocument({
        databaseId: SHOP_DATABASE_ID,
        collectionId: 'contact_messages',
        documentId: id,
        data: { read },
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: keys.all }),
    onError: () => {
      toast.error('Failed to update message');
    },
  });
}
