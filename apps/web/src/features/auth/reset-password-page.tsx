import { PASSWORD_LENGTH } from '@pura/core/limits';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from '@/lib/router/hooks';
import { toast } from '@/lib/toast';
import { replaceSession } from '@/data/session';
import { loadSdk, preloadSdk } from '@/lib/sdk';
import { AccountLinkPage } from './account-link-page';
import { AuthField, FormError, SubmitButton } from './auth-form-parts';
import { type AccountLink, linkFailureMessage } from './link-params';
import { validateNewPassword } from './login-validation';

const NEW_LINK = { to: '/login', label: 'Request a new link' };

/** /reset-password, the target of the recovery mail (decision 007 item 3). */
export function ResetPasswordPage() {
  return (
    <AccountLinkPage title="Choose a new password" kind="password reset" newLink={NEW_LINK}>
      {(link) => <NewPasswordForm link={link} />}
    </AccountLinkPage>
  );
}

function NewPasswordForm({ link }: { link: AccountLink }) {
  const [values, setValues] = useState({ password: '', confirmPassword: '' });
  const [invalid, setInvalid] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const reset = useMutation({
    mutationFn: async (password: string) => (await loadSdk()).account.updateRecovery({ ...link, password }),
    onSuccess: async () => {
      // The server ends every session of the account with the reset, this browser's included.
      await replaceSession(queryClient, null);
      toast.success('Password reset successfully! Please sign in with your new password.');
      void navigate('/login', { replace: true });
    },
  });
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const message = validateNewPassword(values);
    setInvalid(message);
    if (!message) reset.mutate(values.password);
  }

  const failure = reset.isError ? linkFailureMessage(reset.error, 'password reset', 'Failed to reset password') : null;
  return (
    <form noValidate onSubmit={handleSubmit} onFocus={preloadSdk} className="flex flex-col gap-4" aria-label="New password">
      <p className="text-sm text-muted">Enter your new password twice. It needs at least {PASSWORD_LENGTH.min} characters.</p>
      <AuthField label="New Password" type="password" autoComplete="new-password" value={values.password} onChange={set('password')} />
      <AuthField
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={set('confirmPassword')}
      />
      <FormError message={invalid ?? failure} />
      <SubmitButton pending={reset.isPending} pendingLabel="Saving...">
        Set New Password
      </SubmitButton>
    </form>
  );
}
