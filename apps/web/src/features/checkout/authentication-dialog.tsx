import { ShieldCheck } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';

/**
 * The test processor's stand-in for a bank's 3-D Secure page (card 4000 0025 0000 3155): the
 * shopper approves or fails the extra step. Closing it counts as failing.
 */
export function AuthenticationDialog({
  message,
  pending,
  onOutcome,
}: {
  message: string | null;
  pending: boolean;
  onOutcome: (outcome: 'approve' | 'fail') => void;
}) {
  const approve = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open={message !== null} onOpenChange={(open) => !open && !pending && onOutcome('fail')}>
      <DialogContent
        onOpenAutoFocus={(event) => {
          // The step the shopper came for, as on a bank's page; never 'Fail' on a stray Enter.
          event.preventDefault();
          approve.current?.focus();
        }}
      >
        <DialogTitle className="flex items-center gap-2">
          <ShieldCheck aria-hidden="true" className="size-6" />
          Confirm your payment
        </DialogTitle>
        <DialogDescription>{message}</DialogDescription>
        <p className="rounded-lg bg-sage-100 px-3 py-2 text-sm text-forest">
          Test mode — this stands in for your bank&apos;s security check.
        </p>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" disabled={pending} onClick={() => onOutcome('fail')}>
            Fail authentication
          </Button>
          <Button ref={approve} disabled={pending} onClick={() => onOutcome('approve')}>
            Approve
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
