import type { ComponentType } from 'react';
import type { RouteModule, RouteObject } from '../match-routes';

/** A lazy route whose module arrives (or fails to) when the test says so. */
export function deferredRoute(path: string, Component: ComponentType = () => null) {
  let load = () => {};
  let fail = (_error: Error) => {};
  const module = new Promise<RouteModule>((resolve, reject) => {
    load = () => resolve({ Component });
    fail = reject;
  });
  const route: RouteObject = { path, lazy: () => module };
  return { route, load: () => load(), fail: (error: Error) => fail(error) };
}
