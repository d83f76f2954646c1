import { shopSettings } from '@/lib/shop-settings';
import { useState, type FormEvent } from 'react';
import { AuthField, FormError, NewsletterOptIn, SubmitButton } from './auth-form-parts';
import { validateSignUp } from './login-validation';

type SignUpValues = { name: string; email: string; password: string; newsletter: boolean };

export function SignUpForm({ onSubmit }: { onSubmit: (values: SignUpValues) => Promise<string | null> }) {
  const [values, setValues] = useState({ name: '', email: '', password: '', confirmPassword: '' });
  const [newsletter, setNewsletter] = useState(shopSettings().newsletter.optInTickedByDefault);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const invalid = validateSignUp(values);
    setError(invalid);
    if (invalid) return;
    setSubmitting(true);
    const failure = await onSubmit({ name: values.name, email: values.email, password: values.password, newsletter });
    if (failure) {
      setError(failure);
      setSubmitting(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} className="flex flex-col gap-4" aria-label="Sign up">
      <AuthField label="Name" autoComplete="name" value={values.name} onChange={set('name')} />
      <AuthField label="Email" type="email" autoComplete="email" value={values.email} onChange={set('email')} />
      <AuthField label="Password" type="password" autoComplete="new-password" value={values.password} onChange={set('password')} />
      <AuthField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={set('confirmPassword')}
      />
      <NewsletterOptIn checked={newsletter} onChange={setNewsletter} />
      <FormError message={error} />
      <SubmitButton pending={submitting} pendingLabel="Creating account...">
        Create Account
      </SubmitButton>
    </form>
  );
}
