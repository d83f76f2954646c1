import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Toaster } from '@/components/ui/toaster';
import type { RouteObject } from '@/lib/router/match-routes';
import { createMemoryRouter } from '@/lib/router/memory-router';
import { RouterProvider } from '@/lib/router/router-provider';

/** Renders routes at a URL with fresh providers, as the app would. */
export function renderRoutes(routes: RouteObject[], url = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
