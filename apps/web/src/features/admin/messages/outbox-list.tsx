import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '../shared/admin-date';
import { PagedList } from '../shared/paged-list';
import { HiddenTh, Table, Td, Th } from '../shared/table';
import { useCursorPages } from '../shared/use-cursor-pages';
import { useOutbox, useResendOutboxEntry } from './use-outbox';

const STATUS_VARIANT = { queued: 'outline', sent: 'sage', failed: 'danger' } as const;

/** The outgoing mail: what the shop sent, what waits and what failed, with 'Send again'. */
export function OutboxList() {
  const pages = useCursorPages();
  const outbox = useOutbox(pages.cursor);
  const resend = useResendOutboxEntry();
  return (
    <section aria-labelledby="outbox-heading" className="flex flex-col gap-3">
      <h2 id="outbox-heading" className="text-2xl font-semibold text-forest">
        Outbox
      </h2>
      <PagedList label="Outbox" pages={pages} query={outbox} emptyText="Nothing has been sent yet.">
        {(rows) => (
          <Table caption="Outgoing messages, newest first">
            <thead>
              <tr>
                <Th>Recipient</Th>
                <Th>Subject</Th>
                <Th>Status</Th>
                <Th className="text-right">Attempts</Th>
                <Th>Last error</Th>
                <Th>Created</Th>
                <HiddenTh>Actions</HiddenTh>
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
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={entry.status === 'queued' || resend.isPending}
                      onClick={() => resend.mutate(entry.id)}
                      aria-label={`Send again to ${entry.recipient}: ${entry.subject}`}
                    >
                      Send again
                    </Button>
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </PagedList>
    </section>
  );
}
