import { useQuery } from '@tanstack/react-query';
import type { AccountLink } from './link-params';

/**
 * Spends a mailed link's secret once. A query, not an effect: the secret is single-use, and a
 * remount (Strict Mode) must reuse the answer instead of spending it again.
 */
export function useRedeemLink<T>(purpose: string, link: AccountLink, redeem: () => Promise<T>) {
  return useQuery({
    queryKey: [purpose, link.userId, link.secret],
    queryFn: redeem,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
