import { whenIdle } from '@/lib/idle';

/**
 * Route prefetch (issue 12): the code of the page a link opens starts loading before the link is
 * pressed, so the page opens at once.
 * - On intent: the pointer rests on the link, a finger touches it or the keyboard focuses it.
 * - On sight: the link is on screen and the browser has nothing else to do — phones have no
 *   hover, and a touch comes only a moment before the tap. Not for a visitor who asked the browser
 *   to save data, or on a 2G-class connection, where bytes the visitor may never use cost them.
 * `prefetch` gets the path of a link to this site, once per path.
 */
export function prefetchLinks(prefetch: (pathname: string) => void): void {
  const prefetched = new Set<string>();
  const prefetchOnce = (link: HTMLAnchorElement) => {
    if (!isSameSite(link) || prefetched.has(link.pathname)) return;
    prefetched.add(link.pathname);
    prefetch(link.pathname);
  };
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (link instanceof HTMLAnchorElement) prefetchOnce(link);
  };
  for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { passive: true });
  // After start-up's own work: links on screen load their pages only once the browser is idle.
  if (savesData()) return;
  whenIdle(() => watchLinksOnScreen(prefetchOnce), SIGHT_START_MS);
}

const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

/** At the latest this long after start-up, links on screen begin to be watched (idle or not). */
const SIGHT_START_MS = 10_000;

function isSameSite(link: HTMLAnchorElement): boolean {
  return link.origin === window.location.origin && !link.hasAttribute('download');
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
 * and hands each to `onSight` once it has been on screen, in the browser's idle time.
 */
function watchLinksOnScreen(onSight: (link: HTMLAnchorElement) => void): void {
  if (typeof IntersectionObserver !== 'function' || typeof MutationObserver !== 'function') return;
  const seen: HTMLAnchorElement[] = [];
  let flushScheduled = false;
  const flush = () => {
    flushScheduled = false;
    for (const link of seen.splice(0)) onSight(link);
  };
  const visibility = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      visibility.unobserve(entry.target);
      seen.push(entry.target as HTMLAnchorElement);
    }
    if (seen.length > 0 && !flushScheduled) {
      flushScheduled = true;
      whenIdle(flush);
    }
  });
  const watchWithin = (root: ParentNode) => {
    for (const link of root.querySelectorAll<HTMLAnchorElement>('a[href]')) if (isSameSite(link)) visibility.observe(link);
  };
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node instanceof HTMLAnchorElement && node.hasAttribute('href') && isSameSite(node)) visibility.observe(node);
        watchWithin(node);
      }
    }
  }).observe(document.body, { childList: true, subtree: true });
  watchWithin(document);
}
