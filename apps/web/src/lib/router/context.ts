import { type ReactNode, createContext, use } from 'react';
import type { Params } from './match-routes';
import type { Location, Navigation, Router } from './router';

export const RouterContext = createContext<Router | null>(null);
// Apart from the router's state, so a page that only reads the location does not render again
// when a navigation starts or ends loading.
export const LocationContext = createContext<Location | null>(null);
export const NavigationContext = createContext<Navigation>({ state: 'idle' });
/** Per rendered route: what its <Outlet> shows and the URL's parameters. */
export const RouteContext = createContext<{ outlet: ReactNode; params: Params }>({ outlet: null, params: {} });

export function provided<T>(value: T | null): T {
  if (value === null) throw new Error('Router hooks and links need a <RouterProvider> above them.');
  return value;
}

export const useRouter = (): Router => provided(use(RouterContext));
