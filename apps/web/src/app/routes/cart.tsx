import { RequireAuth } from '@/components/auth/require-auth';
import { PageShell } from '@/components/page-placeholder';

export function CartRoute() {
  return (
    <RequireAuth>
      <PageShell title="Your Cart" description="The products in your cart." />
    </RequireAuth>
  );
}
