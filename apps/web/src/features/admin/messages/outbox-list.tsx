import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { adminKeys, fetchOutbox, resendOutboxEntry } from '../admin-api';
import { formatDateTime } from '../shared/admin-date';
import { Pagination } from '../shared/pagination';
import { Table, TableState, Td, Th } from '../shared/table';
import { PAGE_SIZE, useCursorPages } from '../shared/use-cursor-pages';

const STATUS_VARIANT = { queued: 'outline', sent: 'sage', failed: 'danger' } as const;

/** The outgoing mail: what the shop sent, what waits and what failed, with 'Send again'. */
export function OutboxList() {
  const pages = useCursorPages();
  const queryClient = useQueryClient();
  const outbox = useQuery({ queryKey: adminKeys.outbox(pages.cursor), queryFn: () => fetchOutbox(pages.cursor, PAGE_SIZE), placeholderData: keepPreviousData });
  const resend = useMutation({
    mutationFn: resendOutboxEntry,
    onSuccess: (entry) => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'outbox'] });
      toast.success(`Queued again for ${entry.recipient}`);
    },
    onError: () => {
      toast.error('Failed to queue the message again');
    },
  });
  const rows = outbox.data?.entries ?? [];
  return (
    <section aria-labelledby="outbox-heading" className="flex flex-col gap-3">
      <h2 id="outbox-heading" className="text-2xl font-semibold text-forest">Outbox</h2>
      <TableState pending={outbox.isPending} error={outbox.error} empty={rows.length === 0} emptyText="Nothing has been sent yet." />
      {rows.length > 0 && (
        <Table caption="Outgoing messages, newest first">
          <thead>
            <tr>
              <Th>Recipient</Th>
              <Th>Subject</Th>
              <Th>Status</Th>
              <Th className="text-right">Attempts</Th>
              <Th>Last error</Th>
              <Th>Created</Th>
              <Th>
                <span className="sr-only">Actions</span>
              </Th>
            </tr>
          </thead>
          <tbody>
            {rows.map((entry) => (
              <tr key={`${entry.channel}-${entry.id}`}>
                <Td>
                  {entry.recipient}
                  <span className="block text-xs text-muted">{entry.channel === 'sms' ? 'SMS' : 'E-mail'}</span>
                </Td>
                <Td>{entry.subject}</Td>
                <Td>
                  <Badge variant={STATUS_VARIANT[entry.status]} className="capitalize">
                    {entry.status}
                  </Badge>
                </Td>
                <Td className="text-right tabular-nums">{entry.attempts}</Td>
                <Td className="max-w-56 truncate text-xs" title={entry.lastError ?? undefined}>
                  {entry.lastError ?? '—'}
                </Td>
                <Td>{formatDateTime(entry.createdAt)}</Td>
                <Td>
                  <Button variant="ghost" size="sm" disabled={entry.status === 'queued' || resend.isPending} onClick={() => resend.mutate(entry.id)} aria-label={`Send again to ${entry.recipient}: ${entry.subject}`}>
                    Send again
                  </Button>
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <Pagination
        label="Outbox"
        page={pages.page}
        total={outbox.data?.total}
        shown={rows.length}
        onPrevious={pages.previous}
        onNext={() => {
          const last = rows[rows.length - 1];
          if (last) pages.next(last.id);
        }}
      />
    </section>
  );
}
