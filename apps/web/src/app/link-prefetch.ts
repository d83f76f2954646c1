import { eachWhenIdle, whenIdle } from '@/lib/idle';

/**
 * Route prefetch (decision 012): the code of the page a link opens starts loading before the link is
 * pressed, so the page opens at once.
 * - On intent — the pointer rests on the link, a finger touches it or the keyboard focuses it —
 *   `onIntent` loads the page's code.
 * - On sight — the link is on screen (phones have no hover, and a touch comes only a moment before
 *   the tap) — `onSight` gets the paths of the links that came into view, in the browser's idle
 *   time. Not for a visitor whose browser asks to save data, or on a 2G-class connection, where
 *   bytes the visitor may never use cost them.
 * Each callback hears of a page of this app once.
 */
export function prefetchLinks({
  onIntent,
  onSight,
}: {
  onIntent: (pathname: string) => void;
  onSight: (pathnames: string[]) => void;
}): void {
  const reachedFor = new Set<string>();
  const onLink = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || !isAppPage(link) || reachedFor.has(link.pathname)) return;
    reachedFor.add(link.pathname);
    onIntent(link.pathname);
  };
  for (const type of INTENT_EVENTS) document.addEventListener(type, onLink, { passive: true });
  if (savesData()) return;
  // After start-up's own work: links on screen are watched once the browser is idle.
  const named = new Set<string>();
  whenIdle(
    () =>
      watchLinksOnScreen((links) => {
        const fresh = [...new Set(links.map((link) => link.pathname))].filter((pathname) => !named.has(pathname));
        for (const pathname of fresh) named.add(pathname);
        if (fresh.length > 0) onSight(fresh);
      }),
    SIGHT_START_MS,
  );
}

/**
 * Fetches what the running app still lacks to open the pages at `pathnames` (the server reads it
 * from the build, GET /api/route-modules) as `<link rel="prefetch">`: at idle priority into the
 * HTTP cache, parsed and run only if the visitor opens the page, so a link on screen costs the
 * page nothing while it starts (decision 012: TBT). Best effort: a failure only means no head start.
 */
export async function prefetchRouteModules(pathnames: string[]): Promise<void> {
  for (let start = 0; start < pathnames.length; start += MAX_PATHS_PER_REQUEST) {
    const query = pathnames
      .slice(start, start + MAX_PATHS_PER_REQUEST)
      .map((pathname) => `paths[]=${encodeURIComponent(pathname)}`)
      .join('&');
    try {
      const response = await fetch(`/api/route-modules?${query}`, { credentials: 'same-origin' });
      if (!response.ok) return;
      const { modules } = (await response.json()) as { modules: Record<string, string[]> };
      prefetchFiles(Object.values(modules).flat());
    } catch {
      // Offline, or a build being replaced: the page's code loads when it is opened.
      return;
    }
  }
}

/**
 * `<link rel="prefetch">` for each of `files` this page has neither loaded nor asked for yet,
 * inserted in idle time: each starts a download, which costs the main thread about a millisecond.
 */
function prefetchFiles(files: string[]) {
  const known = new Set(performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
  for (const link of document.head.querySelectorAll('link[href]')) known.add(new URL((link as HTMLLinkElement).href).pathname);
  eachWhenIdle(
    [...new Set(files)].filter((file) => !known.has(file)),
    (file) => {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = file;
      document.head.append(link);
    },
  );
}

/** As many paths as GET /api/route-modules takes in one request (MAX_ROUTE_MODULE_PATHS). */
const MAX_PATHS_PER_REQUEST = 20;

const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

/** At the latest this long after start-up, links on screen begin to be watched (idle or not). */
const SIGHT_START_MS = 10_000;

/** A link to a page of this app: not another site, a download, or the server's own endpoints. */
function isAppPage(link: HTMLAnchorElement): boolean {
  return link.origin === window.location.origin && !link.hasAttribute('download') && !/^\/(api|v1)\//.test(link.pathname);
}

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return connection?.saveData === true || /2g$/.test(connection?.effectiveType ?? '');
}

/**
 * Watches every link of the page, those added later included (a list that loads, the next page),
 * and hands those that have come on screen to `onSight`, a batch at a time in idle time.
 */
function watchLinksOnScreen(onSight: (links: HTMLAnchorElement[]) => void): void {
  if (typeof IntersectionObserver !== 'function' || typeof MutationObserver !== 'function') return;
  const cameIntoView: HTMLAnchorElement[] = [];
  let flushScheduled = false;
  const flush = () => {
    flushScheduled = false;
    onSight(cameIntoView.splice(0));
  };
  const visibility = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      visibility.unobserve(entry.target);
      cameIntoView.push(entry.target as HTMLAnchorElement);
    }
    if (cameIntoView.length > 0 && !flushScheduled) {
      flushScheduled = true;
      whenIdle(flush);
    }
  });
  const watch = (link: HTMLAnchorElement) => {
    if (isAppPage(link)) visibility.observe(link);
  };
  const linksWithin = (root: ParentNode) => root.querySelectorAll<HTMLAnchorElement>('a[href]');
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node instanceof HTMLAnchorElement && node.hasAttribute('href')) watch(node);
        linksWithin(node).forEach(watch);
      }
    }
  }).observe(document.body, { childList: true, subtree: true });
  // The page's links a few at a time: observing each costs the main thread, and a shop page has
  // a hundred of them (decision 012: TBT).
  eachWhenIdle([...linksWithin(document)], watch);
}
