import { RequireAuth } from '@/components/auth/require-auth';
import { CheckoutPage } from '@/features/checkout/checkout-page';
import { shopPageTitle } from '@/lib/shop-settings';

export function CheckoutRoute() {
  return (
    <RequireAuth>
      <title>{shopPageTitle('Checkout')}</title>
      <CheckoutPage />
    </RequireAuth>
  );
}
