import { OrdersPage } from '@/features/admin/orders/orders-page';

export function AdminOrdersRoute() {
  return <OrdersPage />;
}
