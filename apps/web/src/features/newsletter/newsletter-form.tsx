import { shopSettings } from '@/lib/shop-settings';
import { type FormEvent, useId, useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { EmailInput } from '@/components/ui/input';
import { type NewsletterSource, useNewsletterSubscribe } from './use-newsletter-subscribe';
import { validateNewsletterEmail } from './newsletter-validation';

/** With double opt-in the subscription counts only once the visitor follows the mailed link. */
export const CONFIRM_BY_EMAIL = 'Please confirm through the link in the e-mail we just sent you.';

/** The footer newsletter form (docs/product.md §4 'Newsletter subscribe', §5, §8 'Newsletter'): idle, subscribing, success, error. */
export function NewsletterForm({ source = 'footer' }: { source?: NewsletterSource }) {
  const [email, setEmail] = useState('');
  const [validationError, setValidationError] = useState<string | null>(null);
  const subscribe = useNewsletterSubscribe(source);
  const inputId = useId();
  const messageId = useId();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = validateNewsletterEmail(email);
    setValidationError(problem);
    if (problem) return;
    subscribe.mutate(email, {
      onSuccess: (result) => {
        setEmail('');
        toast.success('Successfully subscribed to our newsletter!', result.confirmed ? undefined : { description: CONFIRM_BY_EMAIL });
      },
      onError: () => toast.error('Failed to subscribe. Please try again.'),
    });
  }

  const inline =
    validationError ??
    (subscribe.isSuccess
      ? `Successfully subscribed!${subscribe.data.confirmed ? '' : ` ${CONFIRM_BY_EMAIL}`}`
      : subscribe.isError
        ? 'Subscription failed. Please try again.'
        : null);

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2">
      <label htmlFor={inputId} className="text-sm text-cream/80">
        {shopSettings().newsletter.footerOffer || 'Sign up for our newsletter.'}
      </label>
      {/* In the footer's narrow desktop column the button goes under the field, not the field's text. */}
      <div className="flex flex-wrap gap-2">
        <EmailInput
          id={inputId}
          value={email}
          onValueChange={setEmail}
          aria-invalid={validationError ? true : undefined}
          aria-describedby={inline ? messageId : undefined}
          className="min-w-48 flex-1 border-cream/20 bg-cream/95"
        />
        <Button type="submit" variant="accent" disabled={subscribe.isPending}>
          {subscribe.isPending ? 'Subscribing…' : 'Subscribe'}
        </Button>
      </div>
      <p
        id={messageId}
        role="status"
        className={`min-h-5 text-sm ${validationError || subscribe.isError ? 'text-blush' : 'text-sage-200'}`}
      >
        {inline}
      </p>
    </form>
  );
}
