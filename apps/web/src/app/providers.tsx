import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense, lazy, useState } from 'react';
import { createQueryClient } from '@/lib/query-client';

// Toasts only follow something the visitor did, so the toaster (sonner) loads after the first paint.
const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })));

/** App-wide providers: the query cache and the toaster. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  );
}
