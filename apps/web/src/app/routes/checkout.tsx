import { RequireAuth } from '@/components/auth/require-auth';
import { CheckoutPage } from '@/features/checkout/checkout-page';

export function CheckoutRoute() {
  return (
    <RequireAuth>
      <title>Checkout — Pura</title>
      <CheckoutPage />
    </RequireAuth>
  );
}
