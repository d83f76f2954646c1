import type { PaymentResult, TestCard } from '@pura/core/schemas/checkout-api';
import { useMutation } from '@tanstack/react-query';
import { FlaskConical, Lock } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { AuthenticationDialog } from './authentication-dialog';
import { formatCardNumber, formatCvc, formatExpiry } from './card-input-format';
import { checkoutApi, endsPaymentSession, paymentErrorMessage } from './checkout-api';

type Settled = Exclude<PaymentResult, { status: 'requires_action' }>;

const TEST_CARDS: ReadonlyArray<[string, string]> = [
  ['4242 4242 4242 4242', 'payment succeeds'],
  ['4000 0000 0000 0002', 'card is declined'],
  ['4000 0000 0000 9995', 'insufficient funds'],
  ['4000 0025 0000 3155', 'asks for an extra authentication step'],
];

/**
 * The built-in test processor's card form (decision 008 part 5): Pay Now confirms against the server
 * with the session's client secret; a card that needs authentication opens the dialog. The
 * processor judges the card, so a malformed one gets its validation message.
 */
export function TestCardForm({
  clientSecret,
  totalLabel,
  renewing,
  onSettled,
  onSessionEnded,
}: {
  clientSecret: string;
  totalLabel: string;
  /** A new payment session is being made after a refusal ended the last one. */
  renewing: boolean;
  onSettled: (result: Settled) => Promise<void>;
  onSessionEnded: () => void;
}) {
  const [card, setCard] = useState<TestCard>({ number: '', expiry: '', cvc: '', name: '' });
  const [error, setError] = useState<string | null>(null);
  const [action, setAction] = useState<string | null>(null);
  const formId = useId();
  const helpId = useId();

  async function handle(result: PaymentResult) {
    if (result.status === 'requires_action') {
      setAction(result.action.message);
      return;
    }
    setAction(null);
    await onSettled(result);
  }

  function refused(failure: unknown) {
    setAction(null);
    setError(paymentErrorMessage(failure));
    if (endsPaymentSession(failure)) onSessionEnded();
  }

  const confirm = useMutation({
    mutationFn: () => checkoutApi.confirmTestCard(clientSecret, card),
    onMutate: () => setError(null),
    onSuccess: handle,
    onError: refused,
  });
  const authenticate = useMutation({
    mutationFn: (outcome: 'approve' | 'fail') => checkoutApi.authenticateTestCard({ clientSecret, outcome }),
    onSuccess: handle,
    onError: refused,
  });
  // Until navigation to the success page finishes, the form stays busy.
  const busy =
    renewing ||
    confirm.isPending ||
    authenticate.isPending ||
    confirm.data?.status === 'succeeded' ||
    authenticate.data?.status === 'succeeded';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!busy) confirm.mutate();
  }

  const field = (name: keyof TestCard) => `${formId}-${name}`;
  return (
    <form aria-label="Card payment" onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="flex items-center gap-2 self-start rounded-full bg-terracotta-dark px-3 py-1 text-sm font-semibold text-white">
        <FlaskConical aria-hidden="true" className="size-4" />
        Test mode — no real charge
      </p>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={field('number')}>Card number</Label>
        <Input
          id={field('number')}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          aria-describedby={helpId}
          value={card.number}
          onChange={(event) => setCard((current) => ({ ...current, number: formatCardNumber(event.target.value) }))}
        />
      </div>
      <div className="grid grid-cols-2 gap-4">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={field('expiry')}>Expiry (MM/YY)</Label>
          <Input
            id={field('expiry')}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            value={card.expiry}
            onChange={(event) => {
              const value = event.target.value;
              setCard((current) => ({ ...current, expiry: formatExpiry(value, current.expiry) }));
            }}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={field('cvc')}>CVC</Label>
          <Input
            id={field('cvc')}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            value={card.cvc}
            onChange={(event) => setCard((current) => ({ ...current, cvc: formatCvc(event.target.value) }))}
          />
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={field('name')}>Name on card</Label>
        <Input
          id={field('name')}
          autoComplete="cc-name"
          value={card.name}
          onChange={(event) => setCard((current) => ({ ...current, name: event.target.value }))}
        />
      </div>
      <div id={helpId} className="rounded-xl bg-sage-50 p-3 text-sm text-muted">
        <p className="font-medium text-ink">Test cards (any future expiry date, any CVC):</p>
        <ul className="mt-1 flex flex-col gap-0.5">
          {TEST_CARDS.map(([number, outcome]) => (
            <li key={number}>
              <span className="font-mono text-ink">{number}</span> — {outcome}
            </li>
          ))}
        </ul>
      </div>
      {error && (
        <p role="alert" className="rounded-xl border border-danger/40 bg-red-50 p-3 text-sm text-danger">
          {error}
        </p>
      )}
      <Button type="submit" size="lg" disabled={busy}>
        <Lock aria-hidden="true" />
        {busy ? 'Processing...' : `Pay Now ${totalLabel}`}
      </Button>
      <AuthenticationDialog message={action} pending={authenticate.isPending} onOutcome={(outcome) => authenticate.mutate(outcome)} />
    </form>
  );
}
