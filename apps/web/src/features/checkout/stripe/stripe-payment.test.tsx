import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeCheckoutServer, ok, paid, sessionAnswer } from '../testing/fake-checkout-server';
import { PaymentStep } from '../payment-step';
import '@/data/testing/patient-waits';

const confirmPayment = vi.fn();
const loadStripe = vi.fn(async (_key: string) => ({ confirmPayment }));

// Stripe.js comes from Stripe's servers; the test replaces it and its React bindings with the
// calls the form makes, so what is asserted is our use of them.
vi.mock('@stripe/stripe-js', () => ({ loadStripe: (key: string) => loadStripe(key) }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children, options }: { children: ReactNode; options: { clientSecret: string } }) => (
    <div data-client-secret={options.clientSecret}>{children}</div>
  ),
  PaymentElement: () => <p>Stripe Payment Element</p>,
  useStripe: () => ({ confirmPayment }),
  useElements: () => ({ kind: 'elements' }),
}));

const stripeSession = sessionAnswer({
  provider: 'stripe',
  publishableKey: 'pk_test_123',
  paymentIntentId: 'pi_stripe_1',
  clientSecret: 'pi_stripe_1_secret_x',
});

afterEach(() => {
  vi.unstubAllGlobals();
  confirmPayment.mockReset();
});

describe('Stripe payment step (decision 008 part 5)', () => {
  it('loads Stripe.js with the publishable key, confirms with the return URL, then lets the server complete', async () => {
    const user = userEvent.setup();
    const server = fakeCheckoutServer({ '/api/payments/complete': [ok(paid('order-5'))] });
    confirmPayment.mockResolvedValue({ paymentIntent: { id: 'pi_stripe_1', status: 'succeeded' } });
    const onSettled = vi.fn(async () => {});
    render(<PaymentStep session={stripeSession} renewing={false} onSettled={onSettled} onSessionEnded={() => {}} />);
    expect(await screen.findByText('Stripe Payment Element')).toBeInTheDocument();
    expect(loadStripe).toHaveBeenCalledWith('pk_test_123');
    expect(screen.queryByText('Test mode — no real charge')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Pay Now €43.21' }));
    await vi.waitFor(() => expect(onSettled).toHaveBeenCalledWith(paid('order-5')));
    expect(confirmPayment).toHaveBeenCalledWith({
      elements: { kind: 'elements' },
      confirmParams: { return_url: `${window.location.origin}/payment-success` },
      redirect: 'if_required',
    });
    expect(server.requests).toEqual([{ path: '/api/payments/complete', body: { paymentIntentId: 'pi_stripe_1' } }]);
  });

  it.each([
    [{ type: 'card_error', message: 'Your card was declined.' }, 'Your card was declined.'],
    [{ type: 'validation_error', message: 'Your card number is incomplete.' }, 'Your card number is incomplete.'],
    [{ type: 'api_connection_error', message: 'Network down' }, 'An unexpected error occurred.'],
  ])('shows %j as %s', async (error, message) => {
    const user = userEvent.setup();
    const server = fakeCheckoutServer({});
    confirmPayment.mockResolvedValue({ error });
    render(<PaymentStep session={stripeSession} renewing={false} onSettled={async () => {}} onSessionEnded={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Pay Now €43.21' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(server.requests).toEqual([]);
    expect(screen.getByRole('button', { name: 'Pay Now €43.21' })).toBeEnabled();
  });
});
