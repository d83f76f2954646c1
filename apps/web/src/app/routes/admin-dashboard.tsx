import { DashboardPage } from '@/features/admin/dashboard/dashboard-page';

export function AdminDashboardRoute() {
  return <DashboardPage />;
}
