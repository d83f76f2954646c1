import { useState, type FormEvent } from 'react';
import { AuthField, BackToSignInButton, FormError, SubmitButton } from './auth-form-parts';

interface SentCodeFormProps {
  /** The form's accessible name. */
  label: string;
  /** Where the code went and for how long it holds, announced when the form appears. */
  notice: string;
  /** The message for a code that cannot be right (spaces already removed), or null to send it. */
  check: (code: string) => string | null;
  /** The account the code belongs to, as `createEmailToken` or `createPhoneToken` named it. */
  userId: string;
  /** Trades the code for a session; returns the message to show, or null. */
  onSubmit: (userId: string, code: string) => Promise<string | null>;
  onBack: () => void;
}

/** The second step of a passwordless sign-in: the 6-digit code that was e-mailed or texted, traded for a session. */
export function SentCodeForm({ label, notice, check, userId, onSubmit, onBack }: SentCodeFormProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const secret = code.replace(/\s/g, '');
    const problem = check(secret);
    if (problem) {
      setError(problem);
      return;
    }
    setSubmitting(true);
    const failure = await onSubmit(userId, secret);
    setError(failure);
    if (failure) setSubmitting(false);
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} className="flex flex-col gap-4" aria-label={label}>
      <p role="status" className="break-words text-sm text-muted">
        {notice}
      </p>
      <AuthField
        label="Code"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <FormError message={error} />
      <SubmitButton pending={submitting} pendingLabel="Signing in...">
        Sign In
      </SubmitButton>
      <BackToSignInButton onBack={onBack} />
    </form>
  );
}
