import { PageShell } from '@/components/page-placeholder';

export function AdminRoute() {
  return <PageShell title="Admin Dashboard" description="Products, orders and subscribers." />;
}
