import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from '@/lib/router/hooks';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { SESSION_QUERY_KEY } from '@/data/session';
import { loadSdk, preloadSdk } from '@/lib/sdk';
import { AccountLinkPage, UnusableLink } from './account-link-page';
import { AuthField, FormError } from './auth-form-parts';
import { type AccountLink, linkFailureMessage, readAccountLink } from './link-params';
import { validateNewPassword } from './login-validation';

const NEW_LINK = { to: '/login', label: 'Request a new link' };

/** /reset-password, the target of the recovery mail (issue 7 item 3). */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const state = readAccountLink(params);
  return (
    <AccountLinkPage title="Choose a new password">
      {state.kind === 'valid' && <NewPasswordForm link={state.link} />}
      {state.kind === 'incomplete' && <UnusableLink message="This password reset link is incomplete. Please use the full link from the e-mail." action={NEW_LINK} />}
      {state.kind === 'expired' && <UnusableLink message="This password reset link has expired. Please request a new one." action={NEW_LINK} />}
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
    onSuccess: () => {
      // The server ends every session of the account with the reset, this browser's included.
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
      toast.success('Password reset successfully! Please sign in with your new password.');
      void navigate('/login', { replace: true });
    },
  });
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const message = validateNewPassword(values);
    setInvalid(message);
    if (!message) reset.mutate(values.password);
  }

  const failure = reset.isError ? linkFailureMessage(reset.error, 'password reset', 'Failed to reset password') : null;
  return (
    <form noValidate onSubmit={handleSubmit} onFocus={preloadSdk} className="flex flex-col gap-4" aria-label="New password">
      <p className="text-sm text-muted">Enter your new password twice. It needs at least 8 characters.</p>
      <AuthField label="New Password" type="password" autoComplete="new-password" value={values.password} onChange={set('password')} />
      <AuthField label="Confirm New Password" type="password" autoComplete="new-password" value={values.confirmPassword} onChange={set('confirmPassword')} />
      <FormError message={invalid ?? failure} />
      <Button type="submit" disabled={reset.isPending}>
        {reset.isPending ? 'Saving...' : 'Set New Password'}
      </Button>
    </form>
  );
}
