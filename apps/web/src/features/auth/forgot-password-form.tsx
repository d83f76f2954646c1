import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { loadSdk } from '@/lib/sdk';
import { AuthField, BackToSignInButton, FormError, SentNotice, SubmitButton } from './auth-form-parts';
import { serverMessage } from './server-message';

/** Where the mailed recovery link leads: the server appends userId, secret and expire. */
export function recoveryLinkTarget(): string {
  return `${window.location.origin}/reset-password`;
}

/** Decision 007 item 3: asks for the e-mail and has the server mail a recovery link. */
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
    // The server answers alike for unknown addresses, so the text must not claim an account exists.
    return (
      <SentNotice onBack={onBack}>
        If an account exists for {request.variables}, we&apos;ve sent it a link to reset your password. The link is valid for one hour.
      </SentNotice>
    );
  }

  const failure = request.isError ? serverMessage(request.error, 'Failed to send the reset link') : null;
  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4" aria-label="Reset password">
      <p className="text-sm text-muted">
        Enter the e-mail address of your account and we&apos;ll send you a link to choose a new password.
      </p>
      <AuthField label="Email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <FormError message={invalid ?? failure} />
      <SubmitButton pending={request.isPending} pendingLabel="Sending...">
        Send Reset Link
      </SubmitButton>
      <BackToSignInButton onBack={onBack} />
    </form>
  );
}
