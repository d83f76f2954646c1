import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminKeys, fetchDashboard } from '../admin-api';
import { useLiveRefresh } from '../shared/use-live-refresh';

const DASHBOARD = ['admin', 'dashboard'] as const;

/** The dashboard figures for a low-stock threshold; refreshed on every order or product change, and every minute for the quiz events. */
export function useDashboard(lowStock: number) {
  useLiveRefresh('orders', [DASHBOARD]);
  useLiveRefresh('products', [DASHBOARD]);
  return useQuery({
    queryKey: adminKeys.dashboard(lowStock),
    queryFn: () => fetchDashboard(lowStock),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
}
