import { type ReactNode, startTransition, use, useEffect, useMemo, useState } from 'react';
import { LocationContext, NavigationContext, RouteContext, RouterContext } from './context';
import { type RouteMatch, matchRoutes } from './match-routes';
import { RouteErrorBoundary } from './route-error';
import type { Router } from './router';

/**
 * Renders the router's page: each matched route inside the one around it (its <Outlet>), each
 * behind an error boundary. The server and the browser render the same tree for the same URL, as
 * hydration needs.
 *
 * The router's changes reach React as transitions (decision 012: interactions): the press that
 * navigated — a link, a shop filter, a keystroke in the search — is painted at once, and the next
 * page renders in slices the browser can interrupt for the next press, instead of one task that
 * holds the frame until the whole page is rendered. A store read with useSyncExternalStore would
 * render every change synchronously. Effects that must see the router's state as it changes
 * subscribe to the router itself (ScrollRestoration, FocusOnNavigation).
 */
export function RouterProvider({ router }: { router: Router }) {
  const [state, setState] = useState(() => router.state);
  useEffect(() => {
    const show = () => startTransition(() => setState(router.state));
    const unsubscribe = router.subscribe(show);
    // Catches a change made between the first render and this subscription (the first page's
    // code resolving); an unchanged state renders nothing.
    show();
    return unsubscribe;
  }, [router]);
  const { location, matches, navigation } = state;
  // The same elements while only the navigation state changes: only its readers render again.
  const page = useMemo(() => renderMatches(matches), [matches]);
  const Fallback = matches.length
    ? null
    : matchRoutes(router.routes, location.pathname).find(({ route }) => route.HydrateFallback)?.route.HydrateFallback;
  return (
    <RouterContext value={router}>
      <NavigationContext value={navigation}>
        <LocationContext value={location}>{Fallback ? <Fallback /> : page}</LocationContext>
      </NavigationContext>
    </RouterContext>
  );
}

function renderMatches(matches: RouteMatch[]): ReactNode {
  return matches.reduceRight<ReactNode>(
    (outlet, { route: { Component, element }, params }) => (
      <RouteContext value={{ outlet, params }}>
        {/* A new set of matches (a navigation) gives a failed page another try. */}
        <RouteErrorBoundary resetKey={matches}>{Component ? <Component /> : element}</RouteErrorBoundary>
      </RouteContext>
    ),
    null,
  );
}

/** Where a layout route shows the route nested in it. */
export function Outlet() {
  return use(RouteContext).outlet;
}
