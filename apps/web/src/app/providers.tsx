import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense, lazy, useState } from 'react';
import { createQueryClient } from '@/lib/query-client';

// Toasts only follow something the visitor did, so the toaster (sonner) loads after the first paint.
const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })));

/**
 * App-wide providers: the query cache and the toaster. A server-rendered page brings its own
 * cache, already holding the data its HTML was made from.
 */
export function AppProviders({ children, queryClient: given }: { children: ReactNode; queryClient?: QueryClient }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  );
}
