import type { CheckoutSessionRequest } from '@pura/core/schemas/cart';
import type { CheckoutSessionResponse } from '@pura/core/schemas/checkout-api';
import { useMutation } from '@tanstack/react-query';
import { CheckoutApiError, checkoutApi } from './checkout-api';

export const SESSION_FAILED = 'Failed to create payment session';

/**
 * What the shopper reads when no payment session could be made (docs/product.md §8 'Checkout'): the
 * server's 'Insufficient stock for {name}' when the stock ran out meanwhile, else the one
 * catalogue message — also when the answer has no client secret.
 */
export function sessionErrorMessage(error: unknown): string {
  if (error instanceof CheckoutApiError && error.status === 409 && error.message.startsWith('Insufficient stock for '))
    return error.message;
  return SESSION_FAILED;
}

/** POST /api/create-checkout-session: ids, quantities, bundle flags, name and address — never prices. */
export function useCheckoutSession({
  onCreated,
  onFailed,
}: {
  onCreated: (session: CheckoutSessionResponse) => void;
  onFailed: (error: unknown) => void;
}) {
  return useMutation({
    mutationFn: async (request: CheckoutSessionRequest): Promise<CheckoutSessionResponse> => {
      const session = await checkoutApi.createSession(request);
      if (typeof session?.clientSecret !== 'string' || session.clientSecret === '')
        throw new Error('The payment session has no client secret');
      return session;
    },
    onSuccess: onCreated,
    onError: onFailed,
  });
}

/** A 409 from create-checkout-session: the stock ran out since the cart was checked. */
export function isStockConflict(error: unknown): boolean {
  return error instanceof CheckoutApiError && error.status === 409;
}
