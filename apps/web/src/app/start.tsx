import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { EMPTY_CART } from '@pura/core/cart/cart-state';
import { AppProviders } from '@/app/providers';
import { prefetchLinks, prefetchRouteModules } from '@/app/link-prefetch';
import { createRouter, prefetchRoute, resolveRouteModules } from '@/app/router';
import { ServerCartContext, refreshCartProducts } from '@/data/cart-store';
import { nextTask } from '@/lib/idle';
import { createQueryClient } from '@/lib/query-client';
import { RouterProvider } from '@/lib/router/router-provider';
import { readSsrState } from '@/lib/ssr-state';

/**
 * Starts the app in #root: hydrates a page the server rendered (same data, same route modules,
 * then the markup already on screen is taken over), or renders one from scratch.
 * `beforeHydration` runs just before React starts listening to the page's events.
 */
export async function startApp(root: HTMLElement, { beforeHydration }: { beforeHydration?: () => void } = {}): Promise<void> {
  // A page's code starts loading when a link to it is reached for, or is on screen.
  prefetchLinks({ onIntent: prefetchRoute, onSight: prefetchRouteModules });

  const ssrState = readSsrState();
  const queryClient = createQueryClient();
  if (ssrState) {
    hydrate(queryClient, ssrState.queries);
    await resolveRouteModules(window.location.pathname);
  }
  // A rendered /cart: hydration shows the server's cart, then this browser's, which takes the
  // products' current details the server read from the database.
  const serverCart = ssrState?.cart ?? EMPTY_CART;
  if (ssrState?.cart) refreshCartProducts(ssrState.cart.items);
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <ServerCartContext value={serverCart}>
          <RouterProvider router={createRouter({ serverRendered: ssrState !== null })} />
        </ServerCartContext>
      </AppProviders>
    </StrictMode>
  );
  // The page's modules ran in the tasks that loaded them; hydration starts in a task of its own.
  await nextTask();
  // As a transition, React yields to the browser every few milliseconds while it hydrates or
  // renders, instead of one long task that would block a tap (decision 012: TBT).
  beforeHydration?.();
  startTransition(() => {
    if (ssrState) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}
