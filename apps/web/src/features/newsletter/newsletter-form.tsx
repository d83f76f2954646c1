import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { apiRequest } from '@/lib/api';
import { validateNewsletterEmail } from './newsletter-validation';

type Status = 'idle' | 'subscribing' | 'success' | 'error';

/** The footer newsletter form (SPEC.md §4 'Newsletter subscribe', §5, §8 'Newsletter'). */
export function NewsletterForm({ source = 'footer' }: { source?: string }) {
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [validationError, setValidationError] = useState<string | null>(null);
  const inputId = useId();
  const messageId = useId();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = validateNewsletterEmail(email);
    setValidationError(problem);
    if (problem) return;
    setStatus('subscribing');
    try {
      await apiRequest('/newsletter/subscribe', { body: { email: email.trim(), source } });
      setStatus('success');
      setEmail('');
      toast.success('Successfully subscribed to our newsletter!');
    } catch {
      setStatus('error');
      toast.error('Failed to subscribe. Please try again.');
    }
  }

  const inline =
    validationError ?? (status === 'success' ? 'Successfully subscribed!' : status === 'error' ? 'Subscription failed. Please try again.' : null);

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2">
      <label htmlFor={inputId} className="text-sm text-cream/80">
        Rituals, new arrivals and 10% off your first order.
      </label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={validationError ? true : undefined}
          aria-describedby={inline ? messageId : undefined}
          className="border-cream/20 bg-cream/95"
        />
        <Button type="submit" variant="accent" disabled={status === 'subscribing'}>
          {status === 'subscribing' ? 'Subscribing…' : 'Subscribe'}
        </Button>
      </div>
      <p id={messageId} role="status" className={`min-h-5 text-sm ${validationError || status === 'error' ? 'text-blush' : 'text-sage-200'}`}>
        {inline}
      </p>
    </form>
  );
}
