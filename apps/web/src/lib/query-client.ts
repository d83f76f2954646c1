import { QueryClient } from '@tanstack/react-query';

/** One query cache for the app; failures are decided on by features, never toasted here. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}
