import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { OneTimeCodeField } from './one-time-code-field';
import { useOneTimeCodeEntry } from './use-one-time-code-entry';
import { proveSecondFactor } from './use-two-step';

interface ConfirmIdentityDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called once this session has proven a second factor, to retry what needed it. */
  onConfirmed: () => void;
}

/** Asks for a code before a change that weakens two-step verification (server: user_challenge_required). */
export function ConfirmIdentityDialog({ open, onOpenChange, onConfirmed }: ConfirmIdentityDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Confirm it&apos;s you</DialogTitle>
        <DialogDescription>This change needs a code from your authenticator app, or one of your recovery codes.</DialogDescription>
        {/* Mounted only while open, so every opening starts empty. */}
        {open && <ConfirmIdentityForm onConfirmed={onConfirmed} />}
      </DialogContent>
    </Dialog>
  );
}

function ConfirmIdentityForm({ onConfirmed }: { onConfirmed: () => void }) {
  const [kind, setKind] = useState<'totp' | 'recoveryCode'>('totp');
  const prove = useMutation({ mutationFn: (otp: string) => proveSecondFactor(kind, otp), onSuccess: onConfirmed });
  const entry = useOneTimeCodeEntry(prove, (otp) => (otp ? null : 'Please enter a code'));

  function switchKind() {
    setKind(kind === 'totp' ? 'recoveryCode' : 'totp');
    entry.clear();
  }

  return (
    <form noValidate onSubmit={entry.handleSubmit} aria-label="Confirm it's you" className="flex flex-col gap-4">
      <OneTimeCodeField label={kind === 'totp' ? 'Authentication code' : 'Recovery code'} numeric={kind === 'totp'} {...entry.field} />
      <Button type="submit" disabled={prove.isPending}>
        {prove.isPending ? 'Verifying...' : 'Confirm'}
      </Button>
      <Button variant="link" size="sm" className="self-center" onClick={switchKind}>
        {kind === 'totp' ? 'Use a recovery code instead' : 'Use your authenticator app'}
      </Button>
    </form>
  );
}
