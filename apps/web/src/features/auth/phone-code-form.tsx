import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { loadSdk } from '@/lib/sdk';
import { BackToSignInButton, FormError, SubmitButton } from './auth-form-parts';
import { serverMessage } from './server-message';
import { SentCodeForm } from './sent-code-form';

// E.164: a plus, the country code (never 0) and at most 15 digits in all.
const E164 = /^\+[1-9]\d{6,14}$/;

/** The number as the server wants it: spaces, dashes, dots and brackets people type are dropped. */
export function normalisePhone(input: string): string {
  return input.replace(/[\s\-().]/g, '');
}

function checkTextedCode(code: string): string | null {
  return /^\d{6}$/.test(code) ? null : 'Please enter the 6-digit code from the text message';
}

interface PhoneCodeFormProps {
  onBack: () => void;
  /** Trades the texted code for a session; returns the message to show, or null. */
  onCode: (userId: string, code: string) => Promise<string | null>;
}

/** 'Text me a code' (decision 011 item 4): a 6-digit code by SMS, valid 15 minutes, instead of a password. */
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

  if (text.isSuccess) {
    const notice = `We've texted a 6-digit code to ${text.variables}. It is valid for 15 minutes.`;
    return (
      <SentCodeForm
        label="Sign in with a texted code"
        notice={notice}
        check={checkTextedCode}
        userId={text.data.userId}
        onSubmit={onCode}
        onBack={onBack}
      />
    );
  }

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
      <SubmitButton pending={text.isPending} pendingLabel="Sending...">
        Text me a code
      </SubmitButton>
      <BackToSignInButton onBack={onBack} />
    </form>
  );
}
