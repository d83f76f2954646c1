import type { PaymentResult } from '@pura/core/schemas/checkout-api';
import { clearCart } from '@pura/core/cart/cart-state';
import { useNavigate } from '@/lib/router/hooks';
import { toast } from '@/lib/toast';
import { updateCart } from '@/data/cart-store';
import { forgetSavedAddress } from './saved-address';

export const ORDER_PLACED = 'Order placed successfully!';
export const ORDER_CREATION_FAILED = 'Payment succeeded but order creation failed. Please contact support.';

/** Where the success page is told about a finished (or still settling) payment. */
export function successPath(result: Exclude<PaymentResult, { status: 'requires_action' }>): string {
  if (result.status === 'succeeded' && result.order) return `/payment-success?order=${encodeURIComponent(result.order.id)}`;
  if (result.status === 'processing') return `/payment-success?payment_intent=${encodeURIComponent(result.paymentIntentId)}`;
  return '/payment-success';
}

/**
 * The end of a paid checkout (docs/product.md §4 'Checkout flow' 4–5): the toast, /payment-success, and
 * the cart and the kept address emptied. `onLeaving` runs first so checkout can tell an emptied
 * cart after payment from an empty one (which sends the shopper to /cart). A payment whose order could not be
 * written yet still goes to the success page: the server's reconciler completes it.
 */
export function useFinishPayment(onLeaving: () => void) {
  const navigate = useNavigate();
  return async (result: Exclude<PaymentResult, { status: 'requires_action' }>) => {
    if (result.status === 'succeeded') {
      if (result.order) toast.success(ORDER_PLACED);
      else toast.error(ORDER_CREATION_FAILED);
    }
    onLeaving();
    await navigate(successPath(result));
    updateCart(clearCart);
    forgetSavedAddress();
  };
}
