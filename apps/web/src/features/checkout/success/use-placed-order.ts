import { clearCart } from '@pura/core/cart/cart-state';
import { useQuery } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { updateCart } from '@/data/cart-store';
import { SHOP_DATABASE_ID } from '@/data/products';
import { loadSdk } from '@/lib/sdk';
import { checkoutApi } from '../checkout-api';
import { ORDER_CREATION_FAILED, ORDER_PLACED } from '../use-finish-payment';

export interface PlacedOrderView {
  id: string;
  reference: string;
  /** Euros, as the order document holds them. */
  total: number;
}

/** The order document, read through the SDK (the owner may read their own orders). */
export function useOrder(orderId: string | null) {
  return useQuery({
    queryKey: ['orders', 'detail', orderId],
    queryFn: async (): Promise<PlacedOrderView> => {
      const { databases } = await loadSdk();
      const doc = (await databases.getDocument({
        databaseId: SHOP_DATABASE_ID,
        collectionId: 'orders',
        documentId: orderId as string,
      })) as unknown as Record<string, unknown>;
      return {
        id: String(doc.$id),
        reference: typeof doc.reference === 'string' ? doc.reference : String(doc.$id),
        total: Number(doc.total ?? 0),
      };
    },
    enabled: orderId !== null,
  });
}

/**
 * Back from a Stripe redirect (?payment_intent=…): the server asks Stripe and writes the order.
 * Completing is idempotent on the server, so this runs as a query; the toast and the emptied
 * cart are the same end as a payment finished on the checkout page.
 */
export function useCompletedPayment(paymentIntentId: string | null) {
  return useQuery({
    queryKey: ['payments', 'complete', paymentIntentId],
    queryFn: async () => {
      const result = await checkoutApi.complete(paymentIntentId as string);
      if (result.status === 'succeeded') {
        if (result.order) toast.success(ORDER_PLACED);
        else toast.error(ORDER_CREATION_FAILED);
        updateCart(clearCart);
      }
      return result;
    },
    enabled: paymentIntentId !== null,
    staleTime: Infinity,
    retry: false,
  });
}
