import { Suspense, lazy, useEffect, useRef } from 'react';
import { FocusOnNavigation } from '@/lib/router/focus-on-navigation';
import { useNavigation } from '@/lib/router/hooks';
import { Outlet } from '@/lib/router/router-provider';
import { ScrollRestoration } from '@/lib/router/scroll-restoration';
import { SiteHeader } from './site-header';

// The footer starts below the fold and the server has rendered it (its links work as plain links), so
// its code (links, promises, social icons) stays out of every page's first load: its boundary
// hydrates when the chunk arrives (decision 012: `/` ≤ 120 kB).
const SiteFooter = lazy(() => import('./site-footer').then((m) => ({ default: m.SiteFooter })));

/** Every page: skip link, header, the route, footer; a thin progress bar while a route loads. */
export function RootLayout() {
  const navigation = useNavigation();
  const main = useRef<HTMLElement>(null);
  // <html data-app-ready> once the app has taken over: a server-rendered page is visible before
  // its buttons work, and the journeys wait for this as a visitor waits for a page to respond.
  // An effect here, not a component of its own, so server and browser render the same tree
  // (useId's values depend on it).
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-full focus:bg-forest focus:px-4 focus:py-2 focus:text-cream"
      >
        Skip to content
      </a>
      {navigation.state === 'loading' && (
        <div role="progressbar" aria-label="Loading page" className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-sage-100">
          <div className="h-full w-1/3 animate-[pura-progress_1s_ease-in-out_infinite] bg-terracotta" />
        </div>
      )}
      {/* Each Suspense boundary hydrates and commits on its own, the one the visitor touches first:
          three short tasks instead of one long one for the whole page (decision 012: TBT). Nothing in
          them suspends once the app runs, so they never show a fallback. */}
      <Suspense>
        <SiteHeader />
      </Suspense>
      {/* At least a screen tall (less the header and the footer's top margin): the footer starts below
          the fold, so a page whose content arrives late (a session check, a cart) moves nothing in view. */}
      {/* tabIndex -1: the skip link moves the focus here, not only the scroll position; so does a
          navigation to a page whose <h1> has not arrived yet (FocusOnNavigation). */}
      <main ref={main} id="main" tabIndex={-1} className="min-h-[calc(100dvh-10rem)] flex-1 outline-none">
        <Suspense>
          <Outlet />
        </Suspense>
      </main>
      <Suspense>
        <SiteFooter />
      </Suspense>
      <ScrollRestoration />
      <FocusOnNavigation main={main} />
    </div>
  );
}
