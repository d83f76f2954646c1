import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { codeCheckMessage } from '@/lib/appwrite-error';
import { loadSdk } from '@/lib/sdk';
import { AuthField, FormError, SubmitButton } from './auth-form-parts';
import { type SecondFactor, answerChallenge, availableFactors, sendsCode, startChallenge } from './second-factor';
import { serverMessage } from './server-message';

const FACTOR_TEXT: Record<SecondFactor, { choose: string; field: string; hint: string }> = {
  totp: {
    choose: 'Use your authenticator app',
    field: 'Authentication code',
    hint: 'Enter the 6-digit code your authenticator app shows for this shop.',
  },
  email: { choose: 'E-mail me a code', field: 'E-mail code', hint: 'We e-mail a 6-digit code to the address of your account.' },
  phone: { choose: 'Text me a code', field: 'Text message code', hint: 'We text a 6-digit code to the verified number of your account.' },
  recoveryCode: {
    choose: 'Use a recovery code instead',
    field: 'Recovery code',
    hint: 'Enter one of the recovery codes you saved when you set up two-step verification. Each works once.',
  },
};

interface MfaChallengeStepProps {
  /** Called once the session has proven its second factor. */
  onVerified: () => Promise<void> | void;
  onLogout: () => void;
  loggingOut?: boolean;
}

/** The second step of a sign-in to an account with two-step verification (decision 011 item 8). */
export function MfaChallengeStep({ onVerified, onLogout, loggingOut = false }: MfaChallengeStepProps) {
  const factors = useQuery({ queryKey: ['account', 'mfa-factors'], queryFn: async () => (await loadSdk()).account.listMFAFactors() });
  const [chosen, setChosen] = useState<SecondFactor | null>(null);
  const offered = factors.data ? availableFactors(factors.data) : [];
  const factor = chosen ?? offered[0] ?? null;

  return (
    <section aria-labelledby="mfa-step-title" className="flex flex-col gap-4">
      <h2 id="mfa-step-title" className="text-2xl font-semibold text-forest">
        Two-step verification
      </h2>
      {factors.isPending && <Skeleton className="h-32 w-full" />}
      {factors.isError && (
        <FormError message={serverMessage(factors.error, 'Your sign-in methods could not be loaded. Please try again.')} />
      )}
      {factors.data && factor === null && (
        <FormError message="This account has no second factor to check. Please log out and contact us." />
      )}
      {factor && <FactorForm key={factor} factor={factor} onVerified={onVerified} />}
      {offered.length > 1 && (
        <div className="flex flex-col items-center gap-1 border-t border-sand pt-4">
          {offered
            .filter((other) => other !== factor)
            .map((other) => (
              <Button key={other} variant="link" size="sm" onClick={() => setChosen(other)}>
                {FACTOR_TEXT[other].choose}
              </Button>
            ))}
        </div>
      )}
      <Button variant="ghost" disabled={loggingOut} onClick={onLogout}>
        Log out
      </Button>
    </section>
  );
}

function FactorForm({ factor, onVerified }: { factor: SecondFactor; onVerified: MfaChallengeStepProps['onVerified'] }) {
  const text = FACTOR_TEXT[factor];
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  // E-mail and phone codes go out when the challenge is created, so that waits for a click.
  const send = useMutation({ mutationFn: () => startChallenge(factor) });
  const verify = useMutation({
    mutationFn: async (otp: string) => {
      const challengeId = send.data?.$id ?? (await startChallenge(factor)).$id;
      await answerChallenge(challengeId, otp);
      await onVerified();
    },
  });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const otp = code.replace(/\s/g, '');
    setInvalid(otp ? null : `Please enter your ${text.field.toLowerCase()}`);
    if (otp) verify.mutate(otp);
  }

  if (sendsCode(factor) && !send.isSuccess) {
    return (
      <div className="flex flex-col gap-4">
        <p className="text-sm text-muted">{text.hint}</p>
        <FormError message={send.isError ? serverMessage(send.error, 'The code could not be sent. Please try again.') : null} />
        <Button disabled={send.isPending} onClick={() => send.mutate()}>
          {send.isPending ? 'Sending...' : 'Send code'}
        </Button>
      </div>
    );
  }

  const numeric = factor !== 'recoveryCode';
  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4" aria-label="Second factor">
      <p className="text-sm text-muted">{send.isSuccess ? 'We sent you a 6-digit code. It is valid for one hour.' : text.hint}</p>
      <AuthField
        label={text.field}
        autoComplete="one-time-code"
        inputMode={numeric ? 'numeric' : 'text'}
        autoCapitalize="off"
        spellCheck={false}
        maxLength={numeric ? 6 : 64}
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <FormError
        message={
          invalid ??
          (verify.isError
            ? codeCheckMessage(verify.error, (error) => serverMessage(error, 'The code could not be checked. Please try again.'))
            : null)
        }
      />
      <SubmitButton pending={verify.isPending} pendingLabel="Verifying...">
        Verify
      </SubmitButton>
    </form>
  );
}
