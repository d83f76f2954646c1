import { RequireAuth } from '@/components/auth/require-auth';
import { PageShell } from '@/components/page-placeholder';

export function PaymentSuccessRoute() {
  return (
    <RequireAuth>
      <PageShell title="Thank you!" description="Your order is confirmed." />
    </RequireAuth>
  );
}
