import { RequireAuth } from '@/components/auth/require-auth';
import { PageShell } from '@/components/page-placeholder';

export function CheckoutRoute() {
  return (
    <RequireAuth>
      <PageShell title="Checkout" description="Shipping address and card payment." />
    </RequireAuth>
  );
}
