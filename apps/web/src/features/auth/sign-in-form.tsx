import { shopSettings } from '@/lib/shop-settings';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { AuthField, FormError, NewsletterOptIn, SubmitButton } from './auth-form-parts';
import { validateSignIn } from './login-validation';

interface SignInFormProps {
  onSubmit: (values: { email: string; password: string; newsletter: boolean }) => Promise<string | null>;
  /** Opens the forgotten-password form, carrying over the e-mail typed so far. */
  onForgotPassword: (email: string) => void;
  /** Opens the passwordless form, carrying over the e-mail typed so far. */
  onMagicLink: (email: string) => void;
  /** Opens the sign-in by texted code. */
  onPhoneCode: () => void;
}

export function SignInForm({ onSubmit, onForgotPassword, onMagicLink, onPhoneCode }: SignInFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [newsletter, setNewsletter] = useState(shopSettings().newsletter.optInTickedByDefault);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const invalid = validateSignIn({ email, password });
    setError(invalid);
    if (invalid) return;
    setSubmitting(true);
    const failure = await onSubmit({ email, password, newsletter });
    if (failure) {
      setError(failure);
      setSubmitting(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} className="flex flex-col gap-4" aria-label="Sign in">
      <AuthField label="Email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <AuthField
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Button variant="link" size="sm" className="h-auto self-end px-0" onClick={() => onForgotPassword(email.trim())}>
        Forgot password?
      </Button>
      <NewsletterOptIn checked={newsletter} onChange={setNewsletter} />
      <FormError message={error} />
      <SubmitButton pending={submitting} pendingLabel="Signing in...">
        Sign In
      </SubmitButton>
      <Button variant="link" size="sm" className="h-auto self-center" onClick={() => onMagicLink(email.trim())}>
        E-mail me a sign-in link
      </Button>
      <Button variant="link" size="sm" className="h-auto self-center" onClick={onPhoneCode}>
        Text me a code
      </Button>
    </form>
  );
}
