import { Download } from 'lucide-react';
import { useRef } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { SUBSCRIBERS_CSV_URL } from '../admin-api';
import { formatDateTime } from '../shared/admin-date';
import { ConfirmDeleteButton } from '../shared/confirm-dialog';
import { PagedList } from '../shared/paged-list';
import { DataTable } from '../shared/table';
import { useCursorPages } from '../shared/use-cursor-pages';
import { useFocusAfterRowRemoval } from '../shared/use-focus-after-row-removal';
import { useLiveRefresh } from '../shared/use-live-refresh';
import { useDeleteSubscriber, useSubscribers } from './use-subscribers';

export function SubscribersPage() {
  const pages = useCursorPages();
  const subscribers = useSubscribers(pages.cursor);
  useLiveRefresh('newsletter', [['admin', 'subscribers']]);
  const remove = useDeleteSubscriber();
  const heading = useRef<HTMLHeadingElement>(null);
  const rowFocus = useFocusAfterRowRemoval<HTMLElement>(subscribers.data?.rows, heading);
  return (
    <section aria-labelledby="subscribers-heading" className="flex flex-col gap-4" {...rowFocus}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          {/* tabIndex -1: it takes the focus when the last row is deleted (no focus ring: not a control). */}
          <h2 id="subscribers-heading" ref={heading} tabIndex={-1} className="text-2xl font-semibold text-forest outline-none">
            Newsletter subscribers
          </h2>
          {subscribers.data && (
            <p className="text-sm text-muted">
              {subscribers.data.total} {subscribers.data.total === 1 ? 'subscriber' : 'subscribers'} in total
            </p>
          )}
        </div>
        <Button asChild variant="outline">
          <a href={SUBSCRIBERS_CSV_URL} download>
            <Download aria-hidden /> Export CSV
          </a>
        </Button>
      </div>
      <PagedList label="Subscribers" pages={pages} query={subscribers} emptyText="Nobody has subscribed yet.">
        {(rows) => (
          <DataTable
            caption="Newsletter subscribers, newest first"
            columns={[
              { header: 'E-mail', place: 'title', cell: (subscriber) => subscriber.email },
              { header: 'Name', cell: (subscriber) => subscriber.name || '—' },
              { header: 'Source', cell: (subscriber) => subscriber.source },
              {
                header: 'Confirmed',
                cell: (subscriber) => (subscriber.confirmed ? <Badge>Confirmed</Badge> : <Badge variant="muted">Not confirmed</Badge>),
              },
              { header: 'Subscribed', cell: (subscriber) => formatDateTime(subscriber.subscribedAt) },
              {
                header: 'Actions',
                place: 'actions',
                cell: (subscriber) => (
                  <ConfirmDeleteButton
                    name={subscriber.email}
                    title={`Remove ${subscriber.email}?`}
                    description="They will receive no more newsletters. Their consent record is deleted with them."
                    confirmLabel="Delete subscriber"
                    onConfirm={() => remove.mutateAsync(subscriber)}
                  />
                ),
              },
            ]}
            rows={rows}
            rowId={(subscriber) => subscriber.id}
          />
        )}
      </PagedList>
    </section>
  );
}
