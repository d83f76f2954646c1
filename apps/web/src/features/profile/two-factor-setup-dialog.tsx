import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from '@/lib/toast';
import { renderSVG } from 'uqr';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { OneTimeCodeField } from './one-time-code-field';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { useOneTimeCodeEntry } from './use-one-time-code-entry';
import { TWO_STEP_QUERY_KEY, confirmAuthenticator, errorMessage, startAuthenticator } from './use-two-step';

/** The secret in groups of four, easier to type into an authenticator app by hand. */
export function groupSecret(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

/** The QR code as an image URL: the SVG is never put into the page as markup. */
function qrImage(uri: string): string {
  return `data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(uri))}`;
}

/** 'Set up authenticator app' (decision 011 item 8): scan, confirm with a code, save the recovery codes. */
export function TwoFactorSetupDialog() {
  const queryClient = useQueryClient();
  const keyId = useId();
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState(false);
  const start = useMutation({ mutationFn: startAuthenticator });
  const confirm = useMutation({
    mutationFn: confirmAuthenticator,
    onSuccess: () => toast.success('Two-step verification is on'),
  });
  const entry = useOneTimeCodeEntry(confirm, (otp) => (/^\d{6}$/.test(otp) ? null : 'Please enter the 6-digit code from your app'));
  const codes = confirm.data;

  function openDialog() {
    entry.clear();
    setSaved(false);
    start.mutate();
    setOpen(true);
  }

  function handleOpenChange(next: boolean) {
    // Once shown, the recovery codes stay until the visitor says they are saved: they are never shown again.
    if (!next && codes && !saved) {
      toast.error('Please save your recovery codes first');
      return;
    }
    setOpen(next);
    // Re-read the status only once closed: with the authenticator confirmed, the section would drop this dialog.
    if (!next) void queryClient.invalidateQueries({ queryKey: TWO_STEP_QUERY_KEY });
  }

  return (
    <>
      <Button onClick={openDialog}>Set up authenticator app</Button>
      <Dialog open={open} onOpenChange={handleOpenChange}>
        <DialogContent>
          <DialogTitle>{codes ? 'Save your recovery codes' : 'Set up authenticator app'}</DialogTitle>
          <DialogDescription>
            {codes
              ? 'Two-step verification is on. If you lose your phone, a recovery code lets you sign in.'
              : 'Scan the QR code with an authenticator app (such as Google Authenticator, 1Password or Aegis), then enter the code it shows.'}
          </DialogDescription>
          {codes ? (
            <>
              <RecoveryCodesPanel codes={codes} saved={saved} onSavedChange={setSaved} />
              <Button disabled={!saved} onClick={() => handleOpenChange(false)}>
                Done
              </Button>
            </>
          ) : (
            <>
              {start.isPending && <Skeleton className="mx-auto size-48" />}
              {start.isError && (
                <p role="alert" className="rounded-xl bg-danger/10 px-4 py-3 text-sm text-danger">
                  {errorMessage(start.error, 'The authenticator could not be set up. Please try again.')}
                </p>
              )}
              {start.data && (
                <form noValidate onSubmit={entry.handleSubmit} aria-label="Confirm authenticator app" className="flex flex-col gap-4">
                  <img
                    src={qrImage(start.data.uri)}
                    alt="QR code for your authenticator app"
                    className="mx-auto size-48 rounded-xl bg-white p-2"
                  />
                  <div className="flex flex-col gap-2">
                    <Label htmlFor={keyId} className="font-normal text-muted">
                      Can&apos;t scan it? Enter this setup key in your app:
                    </Label>
                    <Input
                      id={keyId}
                      readOnly
                      value={groupSecret(start.data.secret)}
                      className="text-center font-mono text-base font-semibold tracking-wider"
                      onFocus={(event) => event.target.select()}
                    />
                  </div>
                  <OneTimeCodeField label="6-digit code" {...entry.field} />
                  <Button type="submit" disabled={confirm.isPending}>
                    {confirm.isPending ? 'Verifying...' : 'Verify and turn on'}
                  </Button>
                </form>
              )}
            </>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
