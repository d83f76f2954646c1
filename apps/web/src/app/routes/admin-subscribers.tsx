import { SubscribersPage } from '@/features/admin/subscribers/subscribers-page';

export function AdminSubscribersRoute() {
  return <SubscribersPage />;
}
