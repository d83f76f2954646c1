import type { CheckoutSessionRequest } from '@pura/core/schemas/cart';
import type {
  CheckoutSessionResponse,
  PaymentErrorDetails,
  PaymentResult,
  TestCard,
  TestCardAuthenticateRequest,
} from '@pura/core/schemas/checkout-api';

/**
 * A failed checkout or payment call: the server's Appwrite-shaped error, plus `paymentError`
 * when the payment provider refused the payment (schemas/checkout-api.ts).
 */
export class CheckoutApiError extends Error {
  override name = 'CheckoutApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly paymentError: PaymentErrorDetails | null,
  ) {
    super(message);
  }
}

/**
 * POSTs to the checkout routes. Unlike lib/api it keeps the error answer's `paymentError`,
 * which decides what the shopper is told about a refused card.
 */
async function post<T>(path: string, body: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    throw new CheckoutApiError('The shop could not be reached. Check your connection and try again.', 0, null);
  }
  const answer = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok) {
    const message = typeof answer?.message === 'string' ? answer.message : response.statusText;
    throw new CheckoutApiError(message, response.status, toPaymentError(answer?.paymentError));
  }
  return answer as T;
}

function toPaymentError(value: unknown): PaymentErrorDetails | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (typeof record.type !== 'string' || typeof record.message !== 'string') return null;
  return {
    type: record.type as PaymentErrorDetails['type'],
    code: typeof record.code === 'string' ? record.code : '',
    message: record.message,
  };
}

export const checkoutApi = {
  createSession: (request: CheckoutSessionRequest) => post<CheckoutSessionResponse>('/create-checkout-session', request),
  confirmTestCard: (clientSecret: string, card: TestCard) => post<PaymentResult>('/payments/test/confirm', { clientSecret, card }),
  authenticateTestCard: (request: TestCardAuthenticateRequest) => post<PaymentResult>('/payments/test/authenticate', request),
  complete: (paymentIntentId: string) => post<PaymentResult>('/payments/complete', { paymentIntentId }),
};

/**
 * What the shopper is told when a payment fails (docs/product.md §7, §8 'Payment'): the provider's
 * message for card and validation errors, 'An unexpected error occurred.' for any other refusal,
 * and 'An unexpected error occurred during payment.' when the payment could not be attempted.
 */
export function paymentErrorMessage(error: unknown): string {
  if (error instanceof CheckoutApiError && error.paymentError) {
    const { type, message } = error.paymentError;
    return type === 'card_error' || type === 'validation_error' ? message : 'An unexpected error occurred.';
  }
  return 'An unexpected error occurred during payment.';
}

/**
 * A refusal after which the intent cannot be paid any more: the server released the held stock
 * (declined card, failed authentication, expired or canceled checkout), so paying again needs a
 * new payment session. A malformed card keeps the session.
 */
export function endsPaymentSession(error: unknown): boolean {
  if (!(error instanceof CheckoutApiError) || !error.paymentError) return false;
  const { type, code } = error.paymentError;
  return type === 'card_error' || code === 'checkout_expired' || code === 'payment_intent_canceled';
}

/** Stripe.js errors carry the same types; the same rule applies. */
export function providerErrorMessage(error: { type?: string; message?: string }): string {
  return (error.type === 'card_error' || error.type === 'validation_error') && error.message
    ? error.message
    : 'An unexpected error occurred.';
}
