import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { loadSdk } from '@/lib/sdk';
import { AuthField, FormError } from './auth-form-parts';
import { serverMessage } from './second-factor';

// E.164: a plus, the country code (never 0) and at most 15 digits in all.
const E164 = /^\+[1-9]\d{6,14}$/;

/** The number as the server wants it: spaces, dashes, dots and brackets people type are dropped. */
export function normalisePhone(input: string): string {
  return input.replace(/[\s\-().]/g, '');
}

interface PhoneCodeFormProps {
  onBack: () => void;
  /** Trades the texted code for a session; returns the message to show, or null. */
  onCode: (userId: string, code: string) => Promise<string | null>;
}

/** 'Text me a code' (issue 11 item 4): a 6-digit code by SMS, valid 15 minutes, instead of a password. */
export function PhoneCodeForm({ onBack, onCode }: PhoneCodeFormProps) {
  const [phone, setPhone] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const hintId = useId();
  const inputId = useId();
  const text = useMutation({
    mutationFn: async (number: string) => {
      const { account, ID } = await loadSdk();
      return account.createPhoneToken({ userId: ID.unique(), phone: number });
    },
  });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const number = normalisePhone(phone);
    const problem = !number
      ? 'Please enter your phone number'
      : E164.test(number)
        ? null
        : 'Please enter your number in international format: + and country code, e.g. +491701234567';
    setInvalid(problem);
    if (problem) return;
    text.mutate(number);
  }

  if (text.isSuccess) return <PhoneCodeStep phone={text.variables} userId={text.data.userId} onSubmit={onCode} onBack={onBack} />;

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4" aria-label="Sign in by text message">
      <p className="text-sm text-muted">No password needed: we&apos;ll text a 6-digit code to your phone.</p>
      <div className="flex flex-col gap-2">
        <Label htmlFor={inputId}>Phone number</Label>
        <Input
          id={inputId}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="+49 170 1234567"
          aria-describedby={hintId}
          aria-invalid={invalid !== null}
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
        />
        <p id={hintId} className="text-sm text-muted">
          International format: + and country code, then the number.
        </p>
      </div>
      <FormError message={invalid ?? (text.error ? serverMessage(text.error, 'Failed to send the text message') : null)} />
      <Button type="submit" disabled={text.isPending}>
        {text.isPending ? 'Sending...' : 'Text me a code'}
      </Button>
      <Button variant="link" className="self-center" onClick={onBack}>
        Back to Sign In
      </Button>
    </form>
  );
}

interface PhoneCodeStepProps {
  phone: string;
  /** The account the code belongs to, as `createPhoneToken` named it. */
  userId: string;
  onSubmit: (userId: string, code: string) => Promise<string | null>;
  onBack: () => void;
}

/** The texted code traded for a session, as the e-mailed one is. */
function PhoneCodeStep({ phone, userId, onSubmit, onBack }: PhoneCodeStepProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const secret = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(secret)) {
      setError('Please enter the 6-digit code from the text message');
      return;
    }
    setSubmitting(true);
    const failure = await onSubmit(userId, secret);
    setError(failure);
    if (failure) setSubmitting(false);
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} className="flex flex-col gap-4" aria-label="Sign in with a texted code">
      <p role="status" className="break-words text-sm text-muted">
        We&apos;ve texted a 6-digit code to {phone}. It is valid for 15 minutes.
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
