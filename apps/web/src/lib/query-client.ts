import { type InvalidateQueryFilters, QueryClient } from '@tanstack/react-query';

/** One query cache for the app; failures are decided on by features, never toasted here. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

/**
 * Re-reads the queries `filters` match after the server changed what they hold, and resolves once
 * the new answers are in. A read still in flight is cancelled first: it may have left before the
 * change, and while a query holds no data yet, TanStack Query hands an invalidation that same read
 * back instead of starting a new one (its `cancelRefetch` only applies to queries with data).
 */
export async function refetchAfterChange(queryClient: QueryClient, filters: InvalidateQueryFilters): Promise<void> {
  await queryClient.cancelQueries(filters);
  await queryClient.invalidateQueries(filters);
}
