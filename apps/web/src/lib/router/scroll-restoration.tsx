import { useLayoutEffect, useRef } from 'react';
import { useRouter } from './context';
import { useLocation } from './hooks';
import type { Location, RouterState } from './router';
import { readStoredJson, writeStorage } from '../web-storage';

const STORAGE_KEY = 'pura-scroll-positions';

/**
 * Scrolls like a site made of documents: a new page opens at the top (or at its #hash), Back and
 * Forward return to where the visitor was on that entry, also after a reload (the positions are
 * kept per entry in sessionStorage). The first page of a server-rendered document is left where
 * the visitor may already have scrolled it.
 */
export function ScrollRestoration() {
  const router = useRouter();
  const location = useLocation();
  const positions = useRef<Record<string, number>>({});
  // How each location was reached, recorded as the router moves to it: the page renders as a
  // transition, so when it is shown the router may already be on its way to a later one.
  const arrivals = useRef(new WeakMap<Location, Pick<RouterState, 'historyAction' | 'preventScrollReset'>>());

  // A layout effect, like the one below: the saved positions must be read before it first runs.
  useLayoutEffect(() => {
    // Storage refused or spoiled: positions live for this document only.
    positions.current = savedPositions(readStoredJson('session', STORAGE_KEY));
    const save = (key: string) => {
      positions.current[key] = window.scrollY;
      writeStorage('session', STORAGE_KEY, JSON.stringify(positions.current));
    };
    // Subscribers run before the next page renders: the position read is the page being left's.
    // Read as the navigation starts: while the next page's code loads, the page being left can
    // still move (its parts laid out near the screen settle), and the visitor looked at it as it was.
    const unsubscribe = router.subscribe((state, previous) => {
      if (state.location !== previous.location) arrivals.current.set(state.location, state);
      if (previous.navigation.state !== 'idle') return;
      if (state.navigation.state !== 'idle' || state.location !== previous.location) save(previous.location.key);
    });
    const onPageHide = () => {
      save(router.state.location.key);
      // The browser restores a reloaded or back-cached document itself, before any code runs.
      window.history.scrollRestoration = 'auto';
    };
    // Otherwise the browser would restore on Back before the previous page is rendered again.
    window.history.scrollRestoration = 'manual';
    window.addEventListener('pagehide', onPageHide);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', onPageHide);
      window.history.scrollRestoration = 'auto';
    };
  }, [router]);

  useLayoutEffect(() => {
    const arrival = arrivals.current.get(location) ?? (router.state.location === location ? router.state : null);
    if (!arrival || arrival.preventScrollReset) return;
    const { historyAction } = arrival;
    const saved = historyAction === 'POP' ? positions.current[location.key] : undefined;
    const anchor = location.hash ? document.getElementById(location.hash.slice(1)) : null;
    if (saved !== undefined) restoreScroll(saved);
    else if (anchor) anchor.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [router, location]);

  return null;
}

/**
 * Returns to `y` on a page rendered afresh. Its long parts are laid out only near the screen
 * (`render-when-near`) and stand in at a guessed height until seen, so the pixels saved would
 * land elsewhere (on a phone's shop, 1,700 px short). Marked with data-restoring-scroll
 * (styles.css), they are laid out at their real size for two frames: the scroll lands where the
 * visitor was, and each part keeps the size it was seen at once they go back to standing in.
 */
function restoreScroll(y: number) {
  const root = document.documentElement;
  root.dataset.restoringScroll = '';
  window.scrollTo(0, y);
  requestAnimationFrame(() => requestAnimationFrame(() => delete root.dataset.restoringScroll));
}

/** The kept positions by history entry key; anything else read back counts as none. */
function savedPositions(stored: unknown): Record<string, number> {
  const positions: Record<string, number> = {};
  if (typeof stored !== 'object' || stored === null) return positions;
  for (const [key, value] of Object.entries(stored)) {
    if (typeof value === 'number' && Number.isFinite(value)) positions[key] = value;
  }
  return positions;
}
