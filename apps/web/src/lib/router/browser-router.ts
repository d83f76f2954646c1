import type { RouteObject } from './match-routes';
import { type Location, type Router, createKey, createPath, createRouter } from './router';

/** What the router keeps in `history.state` for each entry. */
interface EntryState {
  key?: string;
  usr?: unknown;
}

function currentLocation(): Location {
  const { pathname, search, hash } = window.location;
  const entry = window.history.state as EntryState | null;
  // An entry the browser made itself (an in-page #anchor link) has no state of ours.
  return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' };
}

function write(method: 'pushState' | 'replaceState') {
  return (location: Location) =>
    window.history[method]({ key: location.key, usr: location.state } satisfies EntryState, '', createPath(location));
}

/** The app's router over the browser's session history. */
export function createBrowserRouter(routes: RouteObject[], options?: { serverRendered?: boolean }): Router {
  // The first entry gets a key too, so a reload finds its saved scroll position.
  if (!(window.history.state as EntryState | null)?.key)
    window.history.replaceState({ key: createKey(), usr: null } satisfies EntryState, '');
  return createRouter(
    routes,
    {
      location: currentLocation(),
      push: write('pushState'),
      replace: write('replaceState'),
      go: (delta) => window.history.go(delta),
      listen: (listener) => window.addEventListener('popstate', () => listener(currentLocation())),
      load: (href, replace) => (replace ? window.location.replace(href) : window.location.assign(href)),
    },
    options,
  );
}
