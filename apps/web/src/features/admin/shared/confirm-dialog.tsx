import { Trash2 } from 'lucide-react';
import { type ReactElement, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';

interface ConfirmDialogProps {
  /** The button that opens the dialog. */
  trigger: ReactElement;
  title: string;
  description: string;
  confirmLabel: string;
  /** Destructive actions confirm in red; others (publishing) in the primary colour. */
  confirmVariant?: 'danger' | 'primary';
  onConfirm: () => Promise<unknown>;
}

/** An action that cannot be taken back asks first; the dialog stays open (and busy) until the action settles. */
export function ConfirmDialog({ trigger, title, description, confirmLabel, confirmVariant = 'danger', onConfirm }: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      setOpen(false);
    } catch {
      // The caller's mutation already showed the failure toast; the dialog stays for a retry.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button variant={confirmVariant} onClick={() => void confirm()} disabled={busy}>
            {busy ? 'Working…' : confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** A row's Delete button ('Delete <name>' to screen readers), which asks before it deletes. */
export function ConfirmDeleteButton({ name, ...dialog }: Omit<ConfirmDialogProps, 'trigger'> & { name: string }) {
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="sm" aria-label={`Delete ${name}`}>
          <Trash2 aria-hidden /> Delete
        </Button>
      }
      {...dialog}
    />
  );
}
