import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import type { OutboxEntry } from '@pura/core/schemas/admin-api';
import { adminKeys, fetchOutbox, fetchOutboxMessage, resendOutboxEntry } from '../admin-api';
import { PAGE_SIZE, type RowsPage } from '../shared/use-cursor-pages';

/** The outgoing mail and SMS, newest first, 25 per page. */
export function useOutbox(cursor: string | undefined) {
  return useQuery({
    queryKey: adminKeys.outbox(cursor),
    placeholderData: keepPreviousData,
    queryFn: async (): Promise<RowsPage<OutboxEntry>> => {
      const { total, entries } = await fetchOutbox(cursor, PAGE_SIZE);
      return { total, rows: entries };
    },
  });
}

/** The message the admin opened, with its content; nothing is fetched while none is open. */
export function useOutboxMessage(id: string | null) {
  return useQuery({
    queryKey: adminKeys.outboxMessage(id ?? ''),
    queryFn: () => fetchOutboxMessage(id!),
    enabled: id !== null,
  });
}

export function useResendOutboxEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendOutboxEntry,
    onSuccess: (entry) => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'outbox'] });
      toast.success(`Queued again for ${entry.recipient}`);
    },
    onError: () => {
      toast.error('Failed to queue the message again');
    },
  });
}
