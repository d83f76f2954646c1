import { useMutation } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmailInput } from '@/components/ui/input';
import { apiRequest } from '@/lib/api';
import { isEmailAddress } from '@pura/core/schemas/email-address';

/** POST /api/stock-alerts (docs/product.md §4 'Back in stock'); the answer is the same for every address. */
function requestStockAlert(input: { email: string; productId: string }) {
  return apiRequest<{ ok: true }>('/stock-alerts', { body: { email: input.email.trim(), productId: input.productId } });
}

/**
 * 'E-mail me when it is back' under a sold-out product's disabled Add to Cart: one mail when the
 * stock returns, after the address is confirmed through a mailed link (double opt-in).
 */
export function StockAlertForm({ productId }: { productId: string }) {
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const request = useMutation({ mutationFn: requestStockAlert });
  const inputId = useId();
  const messageId = useId();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    // The server's rule (core's, as for the newsletter), so no address it would refuse is sent.
    const invalid = !email.trim()
      ? 'Please enter your email address'
      : isEmailAddress(email.trim())
        ? null
        : 'Please enter a valid email address';
    setProblem(invalid);
    if (!invalid) request.mutate({ email, productId });
  }

  const message =
    problem ??
    (request.isSuccess
      ? 'Almost done: please confirm through the link in the e-mail we just sent you. Then we write once, when it is back.'
      : request.isError
        ? `Could not save your alert: ${request.error.message}`
        : null);

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2 rounded-[var(--radius-card)] border border-sand bg-white/70 p-4">
      <label htmlFor={inputId} className="flex items-center gap-2 font-medium text-forest">
        <BellRing aria-hidden="true" className="size-4" />
        E-mail me when it is back
      </label>
      <div className="flex flex-wrap gap-2">
        <EmailInput
          id={inputId}
          value={email}
          onValueChange={setEmail}
          aria-invalid={problem ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          className="min-w-48 flex-1"
        />
        <Button type="submit" variant="outline" disabled={request.isPending}>
          {request.isPending ? 'Sending…' : 'Notify me'}
        </Button>
      </div>
      <p id={messageId} role="status" className={`min-h-5 text-sm ${problem || request.isError ? 'text-danger' : 'text-muted'}`}>
        {message}
      </p>
    </form>
  );
}
