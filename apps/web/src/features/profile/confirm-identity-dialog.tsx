import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { OneTimeCodeField } from './one-time-code-field';
import { errorMessage, proveSecondFactor } from './use-two-step';

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
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const prove = useMutation({ mutationFn: (otp: string) => proveSecondFactor(kind, otp), onSuccess: onConfirmed });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const otp = code.replace(/\s/g, '');
    setInvalid(otp ? null : 'Please enter a code');
    if (otp) prove.mutate(otp);
  }

  function switchKind() {
    setKind(kind === 'totp' ? 'recoveryCode' : 'totp');
    setCode('');
    setInvalid(null);
    prove.reset();
  }

  return (
    <form noValidate onSubmit={handleSubmit} aria-label="Confirm it's you" className="flex flex-col gap-4">
      <OneTimeCodeField
        label={kind === 'totp' ? 'Authentication code' : 'Recovery code'}
        numeric={kind === 'totp'}
        value={code}
        onChange={setCode}
        error={invalid ?? (prove.isError ? errorMessage(prove.error, 'The code could not be checked. Please try again.') : null)}
      />
      <Button type="submit" disabled={prove.isPending}>
        {prove.isPending ? 'Verifying...' : 'Confirm'}
      </Button>
      <Button variant="link" size="sm" className="self-center" onClick={switchKind}>
        {kind === 'totp' ? 'Use a recovery code instead' : 'Use your authenticator app'}
      </Button>
    </form>
  );
}
