import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { AuthField, FormError } from './auth-form-parts';

interface EmailCodeFormProps {
  email: string;
  /** The account the code belongs to, as `createEmailToken` named it. */
  userId: string;
  onSubmit: (userId: string, code: string) => Promise<string | null>;
  onBack: () => void;
}

/** The mailed 6-digit code (valid 15 minutes) traded for a session. */
export function EmailCodeForm({ email, userId, onSubmit, onBack }: EmailCodeFormProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const secret = code.replace(/\s/g, '');
    if (!secret) {
      setError('Please enter the code from the e-mail');
      return;
    }
    setSubmitting(true);
    const failure = await onSubmit(userId, secret);
    setError(failure);
    if (failure) setSubmitting(false);
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} className="flex flex-col gap-4" aria-label="Sign in with a code">
      <p role="status" className="break-words text-sm text-muted">
        We&apos;ve e-mailed a 6-digit code to {email}. It is valid for 15 minutes.
      </p>
      <AuthField label="Code" autoComplete="one-time-code" inputMode="numeric" maxLength={6} value={code} onChange={(e) => setCode(e.target.value)} />
      <FormError message={error} />
      <Button type="submit" disabled={submitting}>
        {submitting ? 'Signing in...' : 'Sign In'}
      </Button>
      <Button variant="link" className="self-center" onClick={onBack}>
        Back to Sign In
      </Button>
    </form>
  );
}
