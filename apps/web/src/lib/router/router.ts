import { type RouteMatch, type RouteObject, loadRouteModules, matchRoutes } from './match-routes';

/** A place in the app's history: the URL's parts, the state its navigation carried, the entry's key. */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  /** Unique per history entry: scroll positions are saved under it. */
  key: string;
}

export type HistoryAction = 'POP' | 'PUSH' | 'REPLACE';

export interface NavigateOptions {
  replace?: boolean | undefined;
  state?: unknown;
  /** Leaves the scroll where it is: for a change of the URL that is not a new page (a filter). */
  preventScrollReset?: boolean | undefined;
  /** Stands in for the page that asked for it (a <Navigate>): see RouterState.redirect. */
  redirect?: boolean | undefined;
}

export type Navigation = { state: 'idle' } | { state: 'loading'; location: Location };

export interface RouterState {
  location: Location;
  historyAction: HistoryAction;
  /** The routes the location shows, outermost first; empty while the first page's code loads. */
  matches: RouteMatch[];
  /** 'loading' while the code of the page being opened loads; the current page stays meanwhile. */
  navigation: Navigation;
  /** The scroll stays where it is after this state's location was shown. */
  preventScrollReset: boolean;
  /**
   * This state's location replaced a page that only redirected: it completes the navigation that
   * opened that page (the document's first load, or a visitor's click).
   */
  redirect: boolean;
}

export interface Router {
  readonly routes: RouteObject[];
  readonly state: RouterState;
  subscribe(listener: (state: RouterState, previous: RouterState) => void): () => void;
  /**
   * Opens `to` (an absolute path, with query and hash if any) once its code has loaded, or moves
   * `to` entries through the history. Resolves when the page is shown or a later navigation took over.
   */
  navigate(to: string | number, options?: NavigateOptions): Promise<void>;
}

/** Where the router keeps its entries: the browser's session history, or an array in tests and on the server. */
export interface RouterHistory {
  /** The entry the history is on when the router starts. */
  location: Location;
  push(location: Location): void;
  replace(location: Location): void;
  go(delta: number): void;
  /** Calls `listener` with the entry the visitor moved to (Back, Forward). */
  listen(listener: (location: Location) => void): void;
  /** Loads `href` as a new document; a history without documents has none. */
  load?(href: string, replace: boolean): void;
}

const IDLE: Navigation = { state: 'idle' };

export const createKey = () => Math.random().toString(36).slice(2, 10);

/** The parts of a path; the base only completes the URL, paths are always this site's. */
export function parsePath(path: string): Pick<Location, 'pathname' | 'search' | 'hash'> {
  const { pathname, search, hash } = new URL(path, 'http://pura.invalid');
  return { pathname, search, hash };
}

export const createPath = ({ pathname, search, hash }: Pick<Location, 'pathname' | 'search' | 'hash'>) => pathname + search + hash;

/**
 * The router over `history`. A navigation to a page whose code is not loaded keeps the current
 * page (navigation 'loading') until it is, and only the latest navigation is shown. When the code
 * fails to load (a deploy replaced the chunks) the browser loads the URL as a new document, which
 * brings the new chunks; on the document's first page, where that could loop, or without documents,
 * the route's error page shows instead. `serverRendered`: the first page is already on screen,
 * where the visitor may have scrolled it.
 */
export function createRouter(routes: RouteObject[], history: RouterHistory, { serverRendered = false } = {}): Router {
  const listeners = new Set<(state: RouterState, previous: RouterState) => void>();
  let latest = 0;
  let shown = false;
  let state: RouterState = {
    location: history.location,
    historyAction: 'POP',
    matches: [],
    navigation: IDLE,
    preventScrollReset: serverRendered,
    redirect: false,
  };

  function update(next: Partial<RouterState>) {
    const previous = state;
    state = { ...state, ...next };
    for (const listener of listeners) listener(state, previous);
  }

  async function open(
    location: Location,
    historyAction: HistoryAction,
    { preventScrollReset = false, redirect = false } = {},
  ): Promise<void> {
    const id = ++latest;
    let matches = matchRoutes(routes, location.pathname);
    if (matches.some(({ route }) => route.lazy)) {
      update({ navigation: { state: 'loading', location } });
      try {
        await loadRouteModules(matches);
      } catch (error) {
        if (id !== latest) return;
        if (shown && history.load) return history.load(createPath(location), historyAction !== 'PUSH');
        const failed = () => {
          throw error;
        };
        matches = matches.map((match) => (match.route.lazy ? { ...match, route: { Component: failed } } : match));
      }
      if (id !== latest) return;
    }
    if (historyAction === 'PUSH') history.push(location);
    if (historyAction === 'REPLACE') history.replace(location);
    shown = true;
    update({ location, historyAction, matches, navigation: IDLE, preventScrollReset, redirect });
  }

  history.listen((location) => void open(location, 'POP'));
  void open(state.location, 'POP', { preventScrollReset: serverRendered });

  return {
    routes,
    get state() {
      return state;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async navigate(to, { replace, state: carried = null, preventScrollReset, redirect } = {}) {
      if (typeof to === 'number') return history.go(to);
      await open({ ...parsePath(to), state: carried, key: createKey() }, replace ? 'REPLACE' : 'PUSH', { preventScrollReset, redirect });
    },
  };
}
