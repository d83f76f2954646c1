import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Models } from 'appwrite';
import type { Shipment } from '@pura/core/orders/order-status';
import { toast } from '@/lib/toast';
import { changeOrderStatus } from '../admin-api';
import { toAdminOrder } from './order-model';
import { adminOrderKeys } from './use-admin-orders';

/** Changes an order's status through /api/admin (history, updatedAt, stock release on cancel, the shipment of "shipped"). */
export function useChangeStatus(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ status, shipment }: { status: string; shipment?: Shipment }) =>
      toAdminOrder((await changeOrderStatus(orderId, status, shipment)) as Models.Document & Record<string, unknown>),
    onSuccess: (order) => {
      queryClient.setQueryData(adminOrderKeys.detail(order.id), order);
      void queryClient.invalidateQueries({ queryKey: [...adminOrderKeys.all, 'page'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
      toast.success(`Order ${order.reference} is now ${order.status}`);
    },
    onError: (error) => {
      toast.error(error instanceof Error && error.message ? error.message : 'Failed to update order status');
    },
  });
}
