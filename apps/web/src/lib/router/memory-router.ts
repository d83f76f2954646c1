import type { RouteObject } from './match-routes';
import { type Location, type Router, createKey, createRouter, parsePath } from './router';

/**
 * A router whose history is an array: for tests, and for rendering a URL on the server, where
 * there is no window.
 */
export function createMemoryRouter(routes: RouteObject[], { initialEntries = ['/'] }: { initialEntries?: string[] } = {}): Router {
  const entries: Location[] = initialEntries.map((path) => ({ ...parsePath(path), state: null, key: createKey() }));
  let index = entries.length - 1;
  let onPop = (_location: Location) => {};
  return createRouter(routes, {
    location: entries[index] as Location,
    push(location) {
      entries.splice(++index, entries.length, location);
    },
    replace(location) {
      entries[index] = location;
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      onPop(entries[index] as Location);
    },
    listen(listener) {
      onPop = listener;
    },
  });
}
