import { use, useCallback, useMemo } from 'react';
import { LocationContext, NavigationContext, RouteContext, provided, useRouter } from './context';
import type { Params } from './match-routes';
import type { Location, NavigateOptions, Navigation, Router } from './router';

/** The location on screen (while a navigation loads the next page's code, still the current page's). */
export const useLocation = (): Location => provided(use(LocationContext));

/** `navigate(to, { replace, state })` or `navigate(-1)`; the same function for the router's life. */
export const useNavigate = (): Router['navigate'] => useRouter().navigate;

/** The `:param` values of the route being rendered. */
export const useParams = (): Params => use(RouteContext).params;

/** Whether a page's code is loading: 'loading' from the click until the new page shows. */
export const useNavigation = (): Navigation => use(NavigationContext);

type SearchParamsInit = URLSearchParams | Record<string, string>;

/**
 * The query of the URL, and a setter that navigates to the same path with a new query: a value,
 * or a function of the current one (read when it runs, so two updates in a row both count).
 */
export function useSearchParams() {
  const router = useRouter();
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit), options?: NavigateOptions) => {
      const { pathname, search: current } = router.state.location;
      const query = new URLSearchParams(typeof next === 'function' ? next(new URLSearchParams(current)) : next).toString();
      return router.navigate(query ? `${pathname}?${query}` : pathname, options);
    },
    [router],
  );
  return [params, setParams] as const;
}
