import { type ReactNode, use, useMemo, useSyncExternalStore } from 'react';
import { LocationContext, NavigationContext, RouteContext, RouterContext } from './context';
import { type RouteMatch, matchRoutes } from './match-routes';
import { RouteErrorBoundary } from './route-error';
import type { Router } from './router';

/**
 * Renders the router's page: each matched route inside the one around it (its <Outlet>), each
 * behind an error boundary. The server and the browser render the same tree for the same URL, as
 * hydration needs.
 */
export function RouterProvider({ router }: { router: Router }) {
  const getState = () => router.state;
  const { location, matches, navigation } = useSyncExternalStore(router.subscribe, getState, getState);
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
