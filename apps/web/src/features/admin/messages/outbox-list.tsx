import { useState } from 'react';
import type { OutboxEntry } from '@pura/core/schemas/admin-api';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '../shared/admin-date';
import { PagedList } from '../shared/paged-list';
import { type Column, DataTable } from '../shared/table';
import { useCursorPages } from '../shared/use-cursor-pages';
import { OutboxMessageDialog } from './outbox-message-dialog';
import { useOutbox, useResendOutboxEntry } from './use-outbox';

const STATUS_VARIANT = { queued: 'outline', sent: 'sage', failed: 'danger' } as const;

/** The outgoing mail: what the shop sent, what waits and what failed; each opens to be read, with 'Send again'. */
export function OutboxList() {
  const pages = useCursorPages();
  const outbox = useOutbox(pages.cursor);
  const resend = useResendOutboxEntry();
  const [opened, setOpened] = useState<OutboxEntry | null>(null);
  const columns: Column<OutboxEntry>[] = [
    { header: 'Subject', place: 'title', cell: (entry) => entry.subject },
    {
      header: 'Recipient',
      cell: (entry) => (
        <>
          {entry.recipient}
          <span className="block text-xs text-muted">{entry.channel === 'sms' ? 'SMS' : 'E-mail'}</span>
        </>
      ),
    },
    {
      header: 'Status',
      cell: (entry) => (
        <Badge variant={STATUS_VARIANT[entry.status]} className="capitalize">
          {entry.status}
        </Badge>
      ),
    },
    { header: 'Attempts', numeric: true, cell: (entry) => entry.attempts },
    {
      header: 'Last error',
      className: 'max-w-56 truncate text-xs',
      cell: (entry) => <span title={entry.lastError ?? undefined}>{entry.lastError ?? '—'}</span>,
    },
    { header: 'Created', cell: (entry) => formatDateTime(entry.createdAt) },
    {
      header: 'Actions',
      place: 'actions',
      cell: (entry) => (
        <>
          <Button
            variant="outline"
            size="sm"
            onClick={() => setOpened(entry)}
            aria-label={`Open the message to ${entry.recipient}: ${entry.subject}`}
          >
            Open
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={entry.status === 'queued' || resend.isPending}
            onClick={() => resend.mutate(entry.id)}
            aria-label={`Send again to ${entry.recipient}: ${entry.subject}`}
          >
            Send again
          </Button>
        </>
      ),
    },
  ];
  return (
    <section aria-labelledby="outbox-heading" className="flex flex-col gap-3">
      <h2 id="outbox-heading" className="text-2xl font-semibold text-forest">
        Outbox
      </h2>
      <PagedList label="Outbox" pages={pages} query={outbox} emptyText="Nothing has been sent yet.">
        {(rows) => (
          <DataTable
            caption="Outgoing messages, newest first"
            columns={columns}
            rows={rows}
            rowId={(entry) => `${entry.channel}-${entry.id}`}
          />
        )}
      </PagedList>
      <OutboxMessageDialog entry={opened} onClose={() => setOpened(null)} />
    </section>
  );
}
