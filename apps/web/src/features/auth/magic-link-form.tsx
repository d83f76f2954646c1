import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { loadSdk } from '@/lib/sdk';
import { AuthField, BackToSignInButton, FormError, SentNotice } from './auth-form-parts';
import { serverMessage } from './server-message';
import { SentCodeForm } from './sent-code-form';

/** Where the mailed sign-in link leads: the server appends userId, secret and expire. */
export function magicLinkTarget(): string {
  return `${window.location.origin}/auth/magic`;
}

function checkMailedCode(code: string): string | null {
  return code ? null : 'Please enter the code from the e-mail';
}

interface MagicLinkFormProps {
  initialEmail: string;
  onBack: () => void;
  /** Trades a mailed code for a session; returns the message to show, or null. */
  onCode: (userId: string, code: string) => Promise<string | null>;
}

/** 'E-mail me a sign-in link' (decision 011 item 8), or a 6-digit code instead: sign-in without a password. */
export function MagicLinkForm({ initialEmail, onBack, onCode }: MagicLinkFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [invalid, setInvalid] = useState<string | null>(null);
  const link = useMutation({
    mutationFn: async (address: string) => {
      const { account, ID } = await loadSdk();
      return account.createMagicURLToken({ userId: ID.unique(), email: address, url: magicLinkTarget() });
    },
  });
  const code = useMutation({
    mutationFn: async (address: string) => {
      const { account, ID } = await loadSdk();
      return account.createEmailToken({ userId: ID.unique(), email: address });
    },
  });

  function request(send: (address: string) => void) {
    const address = email.trim();
    setInvalid(address ? null : 'Please enter your email address');
    if (!address) return;
    link.reset();
    code.reset();
    send(address);
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    request(link.mutate);
  }

  if (link.isSuccess) {
    return (
      <SentNotice onBack={onBack}>
        We&apos;ve sent a sign-in link to {link.variables}. Open it in this browser within one hour to sign in.
      </SentNotice>
    );
  }

  if (code.isSuccess) {
    const notice = `We've e-mailed a 6-digit code to ${code.variables}. It is valid for 15 minutes.`;
    return (
      <SentCodeForm
        label="Sign in with a code"
        notice={notice}
        check={checkMailedCode}
        userId={code.data.userId}
        onSubmit={onCode}
        onBack={onBack}
      />
    );
  }

  const failure = link.error ?? code.error;
  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4" aria-label="Sign in by e-mail link">
      <p className="text-sm text-muted">No password needed: we&apos;ll e-mail you a link that signs you in.</p>
      <AuthField label="Email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <FormError message={invalid ?? (failure ? serverMessage(failure, 'Failed to send the e-mail') : null)} />
      <Button type="submit" disabled={link.isPending || code.isPending}>
        {link.isPending ? 'Sending...' : 'E-mail me a sign-in link'}
      </Button>
      <Button variant="outline" disabled={link.isPending || code.isPending} onClick={() => request(code.mutate)}>
        {code.isPending ? 'Sending...' : 'E-mail me a code instead'}
      </Button>
      <BackToSignInButton onBack={onBack} />
    </form>
  );
}
