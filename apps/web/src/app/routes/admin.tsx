import { RequireAuth } from '@/components/auth/require-auth';
import { PageShell } from '@/components/page-placeholder';

export function AdminRoute() {
  return (
    <RequireAuth adminOnly>
      <PageShell title="Admin Dashboard" description="Products, orders and subscribers." />
    </RequireAuth>
  );
}
