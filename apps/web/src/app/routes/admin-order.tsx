import { useParams } from '@/lib/router/hooks';
import { OrderDetailPage } from '@/features/admin/orders/order-detail-page';

export function AdminOrderRoute() {
  const { orderId = '' } = useParams();
  return <OrderDetailPage key={orderId} orderId={orderId} />;
}
