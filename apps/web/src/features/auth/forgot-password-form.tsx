import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { isAppwriteError } from '@/lib/appwrite-error';
import { loadSdk } from '@/lib/sdk';
import { AuthField, FormError } from './auth-form-parts';

/** Where the mailed recovery link leads: the server appends userId, secret and expire. */
export function recoveryLinkTarget(): string {
  return `${window.location.origin}/reset-password`;
}

/** Issue 7 item 3: asks for the e-mail and has the server mail a recovery link. */
export function ForgotPasswordForm({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const [email, setEmail] = useState(initialEmail);
  const [invalid, setInvalid] = useState<string | null>(null);
  const request = useMutation({
    mutationFn: async (address: string) => (await loadSdk()).account.createRecovery({ email: address, url: recoveryLinkTarget() }),
  });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    setInvalid(address ? null : 'Please enter your email address');
    if (address) request.mutate(address);
  }

  if (request.isSuccess) {
    return (
      <div className="flex flex-col gap-4">
        {/* The server answers alike for unknown addresses, so the text must not claim an account exists. */}
        <p role="status" className="break-words rounded-xl bg-sage-100 px-4 py-3 text-sm text-forest">
          If an account exists for {request.variables}, we&apos;ve sent it a link to reset your password. The link is valid for one hour.
        </p>
        <Button variant="outline" onClick={onBack}>
          Back to Sign In
        </Button>
      </div>
    );
  }

  const failure = isAppwriteError(request.error) && request.error.message ? request.error.message : request.isError ? 'Failed to send the reset link' : null;
  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4" aria-label="Reset password">
      <p className="text-sm text-muted">Enter the e-mail address of your account and we&apos;ll send you a link to choose a new password.</p>
      <AuthField label="Email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <FormError message={invalid ?? failure} />
      <Button type="submit" disabled={request.isPending}>
        {request.isPending ? 'Sending...' : 'Send Reset Link'}
      </Button>
      <Button variant="link" className="self-center" onClick={onBack}>
        Back to Sign In
      </Button>
    </form>
  );
}
