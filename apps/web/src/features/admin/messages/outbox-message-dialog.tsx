import type { OutboxEntry } from '@pura/core/schemas/admin-api';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { formatDateTime } from '../shared/admin-date';
import { LinkedText } from './linked-text';
import { MAIL_FRAME_SANDBOX, mailFrameDocument } from './mail-frame';
import { useOutboxMessage } from './use-outbox';

/**
 * One outgoing message as its recipient gets it: the text with working links and a mail's HTML in
 * a sandboxed frame. Without SMTP this is how the owner reads a reset link (docs/owner-guide.md).
 */
export function OutboxMessageDialog({ entry, onClose }: { entry: OutboxEntry | null; onClose: () => void }) {
  const message = useOutboxMessage(entry?.id ?? null);
  return (
    <Dialog open={entry !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl [&>*]:min-w-0">
        <DialogTitle className="pr-8 text-xl break-words">{entry?.subject}</DialogTitle>
        <DialogDescription className="[overflow-wrap:anywhere]">
          {entry?.channel === 'sms' ? 'Text' : 'E-mail'} to {entry?.recipient}, {entry && formatDateTime(entry.createdAt)}
        </DialogDescription>
        {message.isPending ? (
          <p role="status" className="text-muted">
            Loading…
          </p>
        ) : message.error ? (
          <p role="alert" className="text-danger">
            Could not load the message: {message.error.message}
          </p>
        ) : (
          <>
            <section aria-labelledby="outbox-message-text" className="flex flex-col gap-2">
              <h3 id="outbox-message-text" className="text-base font-semibold text-forest">
                Text
              </h3>
              <div className="rounded-xl border border-sand/70 bg-white p-3">
                <LinkedText text={message.data.text} />
              </div>
            </section>
            {message.data.html !== null && (
              <section aria-labelledby="outbox-message-html" className="flex flex-col gap-2">
                <h3 id="outbox-message-html" className="text-base font-semibold text-forest">
                  As HTML
                </h3>
                <iframe
                  title={`HTML of the mail “${message.data.subject}”`}
                  sandbox={MAIL_FRAME_SANDBOX}
                  srcDoc={mailFrameDocument(message.data.html)}
                  className="h-[28rem] w-full rounded-xl border border-sand/70 bg-white"
                />
              </section>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
