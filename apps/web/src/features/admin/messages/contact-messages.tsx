import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatDateTime } from '../shared/admin-date';
import { PagedList } from '../shared/paged-list';
import { useCursorPages } from '../shared/use-cursor-pages';
import { useLiveRefresh } from '../shared/use-live-refresh';
import { useContactMessages, useMarkRead } from './use-contact-messages';

/** Messages from the contact form, newest first; unread ones stand out until marked read. */
export function ContactMessages() {
  const pages = useCursorPages();
  const messages = useContactMessages(pages.cursor);
  useLiveRefresh('contact_messages', [['admin', 'contact-messages']]);
  const markRead = useMarkRead();
  return (
    <section aria-labelledby="contact-heading" className="flex flex-col gap-3">
      <h2 id="contact-heading" className="text-2xl font-semibold text-forest">
        Contact messages
      </h2>
      <PagedList label="Contact messages" pages={pages} query={messages} emptyText="No messages yet.">
        {(rows) => (
          <ul className="flex flex-col gap-3">
            {rows.map((message) => (
              <li key={message.id}>
                <Card className={message.read ? 'p-4' : 'border-forest/40 bg-white p-4'}>
                  <article aria-labelledby={`message-${message.id}`} className="flex flex-col gap-2">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <h3 id={`message-${message.id}`} className="font-sans text-base font-semibold text-ink">
                        {message.subject}
                      </h3>
                      {message.read ? <Badge variant="muted">Read</Badge> : <Badge variant="terracotta">Unread</Badge>}
                    </div>
                    <p className="text-sm text-muted">
                      {message.name} ·{' '}
                      <a
                        href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}
                        className="text-forest underline underline-offset-2"
                      >
                        {message.email}
                      </a>{' '}
                      · {formatDateTime(message.createdAt)}
                    </p>
                    <p className="whitespace-pre-line text-sm">{message.message}</p>
                    <Button
                      variant="outline"
                      size="sm"
                      className="self-start"
                      disabled={markRead.isPending}
                      onClick={() => markRead.mutate({ id: message.id, read: !message.read })}
                    >
                      {message.read ? 'Mark as unread' : 'Mark as read'}
                    </Button>
                  </article>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}
