import { RequireAuth } from '@/components/auth/require-auth';
import { PaymentSuccessPage } from '@/features/checkout/success/payment-success-page';
import { shopPageTitle } from '@/lib/shop-settings';

export function PaymentSuccessRoute() {
  return (
    <RequireAuth>
      <title>{shopPageTitle('Order confirmed')}</title>
      <PaymentSuccessPage />
    </RequireAuth>
  );
}
