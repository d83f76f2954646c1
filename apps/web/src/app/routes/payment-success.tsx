import { RequireAuth } from '@/components/auth/require-auth';
import { PaymentSuccessPage } from '@/features/checkout/success/payment-success-page';

export function PaymentSuccessRoute() {
  return (
    <RequireAuth>
      <title>Order confirmed — Pura</title>
      <PaymentSuccessPage />
    </RequireAuth>
  );
}
