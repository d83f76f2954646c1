import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import { useRouter } from './context';
import { useLocation } from './hooks';
import type { Location } from './router';

/**
 * Tells keyboard and screen-reader visitors that a new page opened, as a new document would: after
 * a navigation to another path, the focus moves to the page's <h1> in `main`, else to `main` (which
 * needs tabIndex -1). Focus stays where it is on the document's first page (and a redirect from
 * it), and when only the query or hash changes (a filter on /shop): that is not a new page.
 *
 * Back and Forward move it too: the element that had the focus is gone with the page it was on,
 * and the focus would fall to <body>, which tells nobody anything. The scroll is never touched
 * (`preventScroll`): <ScrollRestoration> put the page at its top, its #anchor or the position the
 * visitor left it at, and focusing the heading must not undo that.
 *
 * No live region announces the title as well: the focused heading is read out, a second voice
 * reading the page's name would only repeat it.
 */
export function FocusOnNavigation({ main }: { main: RefObject<HTMLElement | null> }) {
  const router = useRouter();
  const location = useLocation();
  const shown = useRef(location);
  // Per location the router moved to: whether it came after the document's first page, and what
  // had the focus as the navigation began. Recorded by a subscriber, as the router's state changes:
  // when the effect below runs, the router may be at a later location already (a <Navigate> on the
  // page shown navigates in an effect that runs before it).
  const arrivals = useRef(new WeakMap<Location, { afterFirstPage: boolean; focusedBefore: Element | null }>());
  // Waiting for the heading of a page shown without one; a change of only the query (the page
  // filling in its own URL) does not end it.
  const stopWaiting = useRef<() => void>(() => {});

  useLayoutEffect(() => {
    let onFirstPage = true;
    const unsubscribe = router.subscribe((state, previous) => {
      if (state.location === previous.location) return;
      onFirstPage &&= state.redirect;
      arrivals.current.set(state.location, { afterFirstPage: !onFirstPage, focusedBefore: document.activeElement });
    });
    return () => {
      unsubscribe();
      stopWaiting.current();
    };
  }, [router]);

  useEffect(() => {
    const previous = shown.current;
    shown.current = location;
    const arrival = arrivals.current.get(location);
    const container = main.current;
    if (!arrival?.afterFirstPage || location.pathname === previous.pathname || !container) return;
    stopWaiting.current();
    // A page that placed the focus itself as it opened (a quiz's question) knows better.
    const focused = document.activeElement;
    if (focused && focused !== arrival.focusedBefore && focused !== container && container.contains(focused)) return;
    stopWaiting.current = focusPageHeading(container);
  }, [location, main]);

  return null;
}

/**
 * Focuses the <h1> in `main`, or `main` itself while the page has none yet (its data still loading
 * behind a skeleton): the heading then takes the focus when it appears, unless the visitor moved
 * it meanwhile. Returns a function that stops waiting.
 */
function focusPageHeading(main: HTMLElement): () => void {
  const heading = main.querySelector('h1');
  if (heading) {
    focusHeading(heading);
    return () => {};
  }
  main.focus({ preventScroll: true });
  const observer = new MutationObserver(() => {
    const late = main.querySelector('h1');
    if (!late) return;
    stop();
    if (document.activeElement === main) focusHeading(late);
  });
  // `blur` fires on `main` only when the focus leaves `main` itself, not its descendants.
  const stop = () => {
    observer.disconnect();
    main.removeEventListener('blur', stop);
  };
  observer.observe(main, { childList: true, subtree: true });
  main.addEventListener('blur', stop);
  return stop;
}

/**
 * A heading takes the focus only while it needs to (tabIndex -1, and nothing else changes for a
 * click or Tab), without the focus ring: it is not a control, and a keyboard visitor's ring would
 * otherwise frame the page's title after every navigation.
 */
function focusHeading(heading: HTMLElement): void {
  if (heading.hasAttribute('tabindex')) {
    heading.focus({ preventScroll: true });
    return;
  }
  heading.tabIndex = -1;
  heading.style.outline = 'none';
  heading.addEventListener(
    'blur',
    () => {
      heading.removeAttribute('tabindex');
      heading.style.removeProperty('outline');
      if (!heading.getAttribute('style')) heading.removeAttribute('style');
    },
    { once: true },
  );
  heading.focus({ preventScroll: true });
}
