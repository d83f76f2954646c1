import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { ConfirmIdentityDialog } from './confirm-identity-dialog';
import { LoadFailure, ProfileSection } from './profile-section';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { TwoFactorSetupDialog } from './two-factor-setup-dialog';
import { type TwoStepStatus, needsFreshFactor, useTwoStepActions, useTwoStepStatus } from './use-two-step';

/** The Security section of /profile: two-step verification (decision 011 item 8). */
export function SecuritySettings() {
  const status = useTwoStepStatus();
  return (
    <ProfileSection id="two-step-verification" title="Two-step verification">
      {status.isPending && <Skeleton className="h-32 w-full" />}
      {status.isError && <LoadFailure>Your security settings could not be loaded. Please try again later.</LoadFailure>}
      {status.data && <TwoStepCard status={status.data} />}
    </ProfileSection>
  );
}

function TwoStepCard({ status }: { status: TwoStepStatus }) {
  const { toggle, removeAuthenticator, newRecoveryCodes } = useTwoStepActions();
  // What to retry once a second factor is proven; the confirm dialog is open while it is set.
  const [retry, setRetry] = useState<(() => void) | null>(null);
  const [saved, setSaved] = useState(false);
  const [showCodes, setShowCodes] = useState(false);

  /** Runs a change; if the server wants a fresh second factor first, asks for it and runs it again. */
  function guarded(start: (onError: (error: Error) => void) => void) {
    const run = () =>
      start((error) => {
        if (needsFreshFactor(error)) setRetry(() => run);
      });
    run();
  }

  function regenerate() {
    setSaved(false);
    setShowCodes(true);
    guarded((onError) => newRecoveryCodes.mutate(status.recoveryCodes, { onError }));
  }

  const canTurnOn = status.totp || status.email || status.phone;
  const busy = toggle.isPending || removeAuthenticator.isPending || newRecoveryCodes.isPending;
  const codes = newRecoveryCodes.data;

  return (
    <Card className="flex flex-col gap-5 p-6">
      <div className="flex flex-wrap items-center gap-3">
        <span className="font-medium text-ink">Status</span>
        {status.enabled ? <Badge>On</Badge> : <Badge variant="danger">Off</Badge>}
      </div>
      <p className="text-sm text-muted">
        {status.enabled
          ? 'Signing in asks for a second step after your password.'
          : 'Add a second step to signing in, so a stolen password alone cannot open your account.'}
      </p>
      <dl className="grid gap-4 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-muted">Authenticator app</dt>
          <dd className="font-medium text-ink">{status.totp ? 'Set up' : 'Not set up'}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">Recovery codes</dt>
          <dd className="font-medium text-ink">{status.recoveryCodes ? 'Saved' : 'None'}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">E-mail codes</dt>
          <dd className="font-medium text-ink">{status.email ? 'Available' : 'Verify your e-mail to use'}</dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-3">
        {!status.totp && <TwoFactorSetupDialog />}
        {status.totp && (
          <Button variant="outline" disabled={busy} onClick={() => guarded((onError) => removeAuthenticator.mutate(status, { onError }))}>
            Remove authenticator app
          </Button>
        )}
        {status.totp && (
          <Button variant="outline" disabled={busy} onClick={regenerate}>
            {status.recoveryCodes ? 'Regenerate recovery codes' : 'Create recovery codes'}
          </Button>
        )}
        {status.enabled ? (
          <Button variant="ghost" disabled={busy} onClick={() => toggle.mutate(false)}>
            Turn off two-step verification
          </Button>
        ) : (
          canTurnOn && (
            <Button variant="ghost" disabled={busy} onClick={() => toggle.mutate(true)}>
              Turn on two-step verification
            </Button>
          )
        )}
      </div>
      <ConfirmIdentityDialog
        open={retry !== null}
        onOpenChange={(open) => !open && setRetry(null)}
        onConfirmed={() => {
          retry?.();
          setRetry(null);
        }}
      />
      <Dialog open={showCodes && Boolean(codes)} onOpenChange={(open) => (open || saved) && setShowCodes(open)}>
        <DialogContent>
          <DialogTitle>Your new recovery codes</DialogTitle>
          <DialogDescription>
            {newRecoveryCodes.variables
              ? 'Your old recovery codes no longer work.'
              : 'Use one to sign in if you lose your authenticator app.'}
          </DialogDescription>
          {codes && <RecoveryCodesPanel codes={codes} saved={saved} onSavedChange={setSaved} />}
          <Button disabled={!saved} onClick={() => setShowCodes(false)}>
            Done
          </Button>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
